/**
 * The embedded model's answers over numbered passages (what Ask AI shows without a model server),
 * and the `[n]` markers every model's answers cite passages with.
 */
import { describe, expect, it } from 'vitest';
import { ExtractiveLlm, type Passage } from '../../src/providers/llm/index.js';
import {
  citedPassages,
  passagesForModel,
  renumberMarkers,
} from '../../src/providers/llm/passages.js';
import { noteClock } from '../../src/providers/llm/meeting-notes.js';

const llm = new ExtractiveLlm();
const NOTHING = "The meeting doesn't seem to cover that.";

const said = (
  speaker: string,
  at: string,
  text: string,
  moment: number | null,
  followsPrevious = false,
): Passage => ({ speaker, at, text, followsPrevious, moment });

/** As the retrieval gives them: excerpts in the order said, the moments found marked by rank. */
const PASSAGES: Passage[] = [
  said(
    'Priya',
    '2026-11-25T14:03:10.000+05:30',
    'Thanks everyone. We decided to move the launch to March. The venue is still open.',
    0,
  ),
  said('Tom', '2026-11-25T14:04:00.000+05:30', 'Sounds good to me.', null, true),
  said('Aisha', '2026-11-25T14:20:00.000+05:30', 'What is the budget for the campaign?', 1),
  said(
    'Tom',
    '2026-11-25T14:20:30.000+05:30',
    'Forty thousand dollars. Maybe a bit more.',
    null,
    true,
  ),
  {
    speaker: null,
    at: null,
    text: 'Campaign budgets are approved by the finance team.',
    followsPrevious: false,
    moment: 2,
  },
];

const answer = (
  question: string,
  passages = PASSAGES,
  summary = false,
  timeZone = 'Asia/Kolkata',
) =>
  llm.answerFromPassages({
    question,
    summary,
    passages,
    history: [],
    nothingFound: NOTHING,
    timeZone,
  });

describe('ExtractiveLlm.answerFromPassages', () => {
  it('quotes each moment’s sentences that have the question’s words, with speaker and time', async () => {
    const reply = await answer('When is the launch?', PASSAGES.slice(0, 2));
    expect(reply.citations).toEqual([
      { passage: 1, quote: 'We decided to move the launch to March.' },
    ]);
    expect(reply.text).toBe(
      'Here is what I found:\n\n- **Priya** (14:03): "We decided to move the launch to March." [1]',
    );
  });

  it("writes the time in the meeting owner's zone, named when it is not India time", async () => {
    const reply = await answer('When is the launch?', PASSAGES.slice(0, 2), false, 'Europe/London');
    expect(reply.text).toBe(
      'Here is what I found:\n\n- **Priya** (08:33 GMT): "We decided to move the launch to March." [1]',
    );
  });

  it('joins sentences of one moment that are not next to each other with an ellipsis', async () => {
    const reply = await answer('launch venue', PASSAGES.slice(0, 2));
    expect(reply.citations[0]).toEqual({
      passage: 1,
      quote: 'We decided to move the launch to March. The venue is still open.',
    });
    const apart = await answer('thanks venue', [
      said(
        'Priya',
        '2026-11-25T14:03:10.000+05:30',
        'Thanks all. The launch moves. The venue is open.',
        0,
      ),
    ]);
    expect(apart.citations[0]!.quote).toBe('Thanks all. … The venue is open.');
  });

  it('quotes a moment found in other words by its opening, skipping what says nothing', async () => {
    const reply = await answer('How did the team feel about the date?', [
      said(
        'Priya',
        '2026-11-25T14:03:10.000+05:30',
        'Yeah. Okay. Honestly March works for all of us. The venue is booked.',
        0,
      ),
    ]);
    expect(reply.citations[0]!.quote).toBe(
      'Honestly March works for all of us. The venue is booked.',
    );
  });

  it('quotes the reply to a moment that is a question, said next by someone else', async () => {
    const reply = await answer('How large is the campaign budget?');
    expect(reply.citations.slice(1, 3)).toEqual([
      { passage: 3, quote: 'What is the budget for the campaign?' },
      { passage: 4, quote: 'Forty thousand dollars. Maybe a bit more.' },
    ]);
  });

  it('quotes replies only while the answer cites fewer than five moments, the moments first', async () => {
    const asked = [0, 1, 2, 3].flatMap((moment) => [
      said(
        'Aisha',
        `2026-11-25T14:2${moment}:00.000+05:30`,
        `Is the budget for region ${moment} set?`,
        moment,
      ),
      said(
        'Tom',
        `2026-11-25T14:2${moment}:30.000+05:30`,
        `Yes, region ${moment} has its budget.`,
        null,
        true,
      ),
    ]);
    const reply = await answer('Is the budget set?', asked);
    expect(reply.citations.map((citation) => citation.passage)).toEqual([1, 2, 3, 5, 7]);
  });

  it('cites the moments in the order the retrieval ranked them, then the agent’s knowledge', async () => {
    const ranked = PASSAGES.map((passage) =>
      passage.moment === 0
        ? { ...passage, moment: 1 }
        : passage.moment === 1
          ? { ...passage, moment: 0 }
          : passage,
    );
    const reply = await answer('campaign budget launch', ranked);
    expect(reply.citations.map((citation) => citation.passage)).toEqual([3, 4, 1, 5]);
    expect(reply.text).toContain(
      '- From the agent\'s knowledge: "Campaign budgets are approved by the finance team." [5]',
    );
  });

  it('leads a summary of several moments with what it is', async () => {
    const reply = await answer('Summarise the launch and the budget', PASSAGES, true);
    expect(reply.text.split('\n')[0]).toBe('Here is what was said, in order:');
  });

  it('answers the caller’s words when the retrieval found no moment', async () => {
    const context = PASSAGES.map((passage) => ({ ...passage, moment: null }));
    expect(await answer('launch', context)).toEqual({ text: NOTHING, citations: [] });
    expect(await answer('launch', [])).toEqual({ text: NOTHING, citations: [] });
  });
});

describe('passage markers', () => {
  it('finds the cited passages once each, in order, dropping numbers that are no passage', () => {
    expect(citedPassages('Yes [2]. Also [1, 2] and [9] [0].', (n) => n >= 1 && n <= 3)).toEqual([
      2, 1,
    ]);
  });

  it('renumbers markers and takes out the ones without a number', () => {
    expect(
      renumberMarkers('Moved [3]. Budget [1, 4]. Nothing [7].', (n) => ({ 3: 1, 4: 2 })[n] ?? null),
    ).toBe('Moved [1]. Budget [2]. Nothing.');
  });

  it('shows a model the passages numbered, one excerpt per paragraph, the moments found starred', () => {
    expect(passagesForModel(PASSAGES, noteClock('Asia/Kolkata'))).toBe(
      [
        '[1]* [14:03] Priya: Thanks everyone. We decided to move the launch to March. The venue is still open.',
        '[2] [14:04] Tom: Sounds good to me.',
        '',
        '[3]* [14:20] Aisha: What is the budget for the campaign?',
        '[4] [14:20] Tom: Forty thousand dollars. Maybe a bit more.',
        '',
        '[5]* (document) Campaign budgets are approved by the finance team.',
      ].join('\n'),
    );
  });
});
