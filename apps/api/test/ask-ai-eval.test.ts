/**
 * Ask AI's retrieval quality (eval/ask-ai): fails when the hit rate or the citation precision falls
 * below what was measured less a small margin, on the QMSum development set (twelve real meetings,
 * people's questions) and on the sample meetings written for the product, or when a question a
 * sample meeting does not answer gets citations.
 */
import { describe, expect, it } from 'vitest';
import { evaluateAskAi } from '../eval/ask-ai/evaluate.js';

const MEASURED = {
  qmsum: { hitRate: 73 / 85, precision: 0.5 },
  samples: { hitRate: 40 / 48, precision: 0.5 },
};
/** About one question of the development set. */
const MARGIN = 0.015;

describe('Ask AI evaluation', () => {
  it('keeps its hit rate and precision on real meetings and on the sample meetings', async () => {
    const { qmsum, samples } = await evaluateAskAi({ timed: false });
    expect(qmsum.overall.answerable).toBe(85);
    expect(qmsum.overall.hitRate).toBeGreaterThanOrEqual(MEASURED.qmsum.hitRate - MARGIN);
    expect(qmsum.overall.precision).toBeGreaterThanOrEqual(MEASURED.qmsum.precision - MARGIN);
    expect(samples.overall.answerable).toBeGreaterThanOrEqual(45);
    expect(samples.overall.hitRate).toBeGreaterThanOrEqual(MEASURED.samples.hitRate - MARGIN);
    expect(samples.overall.precision).toBeGreaterThanOrEqual(MEASURED.samples.precision - MARGIN);
    expect(samples.declined).toBe(samples.unanswerable);
  });
});
