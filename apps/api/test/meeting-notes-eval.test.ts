/**
 * The embedded model's meeting notes on the twelve QMSum meetings (eval/meeting-notes): fails when
 * the summary's overlap with people's summaries drops below what was measured (ROUGE-1 F 0.282,
 * ROUGE-2 F 0.053) less a small margin, when decisions stop being found in the meetings that settle
 * things, or when action items or open questions come more than once per ten minutes of meeting.
 */
import { describe, expect, it } from 'vitest';
import { evaluateMeetingNotes } from '../eval/meeting-notes/evaluate.js';

const MEASURED = { rouge1: 0.282, rouge2: 0.053, meetingsWithDecisions: 7 };
const MARGIN = { rouge1: 0.005, rouge2: 0.01, meetingsWithDecisions: 2 };
const MAX_PER_TEN_MINUTES = 1;

const evaluation = await evaluateMeetingNotes();

describe('meeting notes evaluation', () => {
  it('keeps the summary as close to people’s summaries as measured', () => {
    expect(evaluation.meetings).toHaveLength(12);
    expect(evaluation.average.rouge1).toBeGreaterThanOrEqual(MEASURED.rouge1 - MARGIN.rouge1);
    expect(evaluation.average.rouge2).toBeGreaterThanOrEqual(MEASURED.rouge2 - MARGIN.rouge2);
    for (const meeting of evaluation.meetings)
      expect(meeting.summaryWords).toBeLessThanOrEqual(200);
  });

  it('finds decisions where meetings settle things', () => {
    const settling = evaluation.meetings.filter((meeting) => meeting.decisions > 0);
    expect(settling.length).toBeGreaterThanOrEqual(
      MEASURED.meetingsWithDecisions - MARGIN.meetingsWithDecisions,
    );
  });

  it('keeps at most one action item and one open question per ten minutes of meeting', () => {
    for (const rates of [evaluation.totalPerTenMinutes, evaluation.meanPerTenMinutes]) {
      expect(rates.actionItems).toBeLessThanOrEqual(MAX_PER_TEN_MINUTES);
      expect(rates.openQuestions).toBeLessThanOrEqual(MAX_PER_TEN_MINUTES);
    }
  });
});
