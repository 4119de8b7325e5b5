/**
 * Ask AI's retrieval quality on the sample meetings (eval/ask-ai): fails when the hit rate or the
 * citation precision drops below what was measured (87.5% and 55.3%) less a small margin.
 */
import { describe, expect, it } from 'vitest';
import { evaluateAskAi } from '../eval/ask-ai/evaluate.js';

const MEASURED = { hitRate: 0.875, precision: 0.553 };
const MARGIN = 0.04;

describe('Ask AI evaluation', () => {
  it('keeps its hit rate and precision on the sample meetings', async () => {
    const evaluation = await evaluateAskAi();
    expect(evaluation.answerable).toBeGreaterThanOrEqual(30);
    expect(evaluation.hitRate).toBeGreaterThanOrEqual(MEASURED.hitRate - MARGIN);
    expect(evaluation.precision).toBeGreaterThanOrEqual(MEASURED.precision - MARGIN);
    expect(evaluation.declined).toBe(evaluation.unanswerable);
  });
});
