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

const llm = new ExtractiveLlm();
const NOTHING = "The meeting doesn't seem to cover that.";

const said = (speaker: string, at: string, text: string, followsPrevious = false): Passage => ({
  speaker,
  at,
  text,
  followsPrevious,
});

const PASSAGES: Passage[] = [
  said(
    'Priya',
    '2026-11-25T14:03:10.000+05:30',
    'Thanks everyone. We decided to move the launch to March. The venue is still open.',
  ),
  said('Tom', '2026-11-25T14:04:00.000+05:30', 'Sounds good to me.', true),
  said('Aisha', '2026-11-25T14:20:00.000+05:30', 'What is the budget for the campaign?'),
  said('Tom', '2026-11-25T14:20:30.000+05:30', 'Forty thousand dollars. Maybe a bit more.', true),
  {
    speaker: null,
    at: null,
    text: 'Campaign budgets are approved by the finance team.',
    followsPrevious: false,
  },
];

const answer = (question: string, passages = PASSAGES) =>
  llm.answerFromPassages({ question, passages, history: [], nothingFound: NOTHING });

describe('ExtractiveLlm.answerFromPassages', () => {
  it('quotes the matching sentences with speaker and time, citing the passage', async () => {
    const reply = await answer('When is the launch?');
    expect(reply.citations).toEqual([
      { passage: 1, quote: 'We decided to move the launch to March.' },
    ]);
    expect(reply.text).toBe(
      'Here is what I found:\n\n- **Priya** (14:03): "We decided to move the launch to March." [1]',
    );
  });

  it('joins sentences of one passage that are not next to each other with an ellipsis', async () => {
    const reply = await answer('launch venue');
    expect(reply.citations[0]).toEqual({
      passage: 1,
      quote: 'We decided to move the launch to March. The venue is still open.',
    });
    const apart = await answer('thanks venue', [
      said(
        'Priya',
        '2026-11-25T14:03:10.000+05:30',
        'Thanks all. The launch moves. The venue is open.',
      ),
    ]);
    expect(apart.citations[0]!.quote).toBe('Thanks all. … The venue is open.');
  });

  it('quotes the reply to a quoted question, said next by someone else', async () => {
    const reply = await answer('How large is the campaign budget?');
    expect(reply.citations.slice(0, 2)).toEqual([
      { passage: 3, quote: 'What is the budget for the campaign?' },
      { passage: 4, quote: 'Forty thousand dollars. Maybe a bit more.' },
    ]);
  });

  it('quotes a document without speaker or time', async () => {
    const reply = await answer('Who approves campaign budgets?');
    expect(reply.text).toContain(
      '- From the agent\'s knowledge: "Campaign budgets are approved by the finance team." [5]',
    );
  });

  it('answers the caller’s words when nothing matches, or the question has no meaningful word', async () => {
    for (const question of ['Which database did we choose?', 'what is it?'])
      expect(await answer(question)).toEqual({ text: NOTHING, citations: [] });
    expect(await answer('launch', [])).toEqual({ text: NOTHING, citations: [] });
  });

  it('needs more than one of a long question’s words, and quotes at most two passages', async () => {
    // "team" alone is not a third of the question's five words.
    expect((await answer('Which team owns the hiring pipeline and recruiting?')).citations).toEqual(
      [],
    );
    const many = Array.from({ length: 6 }, (_, index) =>
      said('Priya', '2026-11-25T14:00:00.000+05:30', `The launch checklist item ${index} is done.`),
    );
    expect((await answer('launch checklist', many)).citations.map((c) => c.passage)).toEqual([
      1, 2,
    ]);
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

  it('shows a model the passages numbered, one excerpt per paragraph', () => {
    expect(passagesForModel(PASSAGES)).toBe(
      [
        '[1] [14:03] Priya: Thanks everyone. We decided to move the launch to March. The venue is still open.',
        '[2] [14:04] Tom: Sounds good to me.',
        '',
        '[3] [14:20] Aisha: What is the budget for the campaign?',
        '[4] [14:20] Tom: Forty thousand dollars. Maybe a bit more.',
        '',
        '[5] (document) Campaign budgets are approved by the finance team.',
      ].join('\n'),
    );
  });
});
