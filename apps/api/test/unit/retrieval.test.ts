/**
 * The shared retrieval's pure parts: how a question is read (its kind, the speakers it is about,
 * its topic and setting), how turns are ranked and moments picked, when a meeting does not cover
 * a question, and how a text's language and a tsvector are read.
 */
import { describe, expect, it } from 'vitest';
import { covers } from '../../src/retrieval/coverage.js';
import { fuse, fuseRankings, standsOut } from '../../src/retrieval/fusion.js';
import { readTsvector } from '../../src/retrieval/meeting-index.js';
import { readQuestion } from '../../src/retrieval/question.js';
import {
  bm25,
  contextScores,
  feedbackStems,
  overviewMoments,
  pickMoments,
  spread,
  type PassageSet,
  type WeightedStem,
} from '../../src/retrieval/ranking.js';
import { namedSpeakers } from '../../src/retrieval/speakers.js';
import { detectLanguage } from '../../src/text/language.js';

const COMMITTEE = [
  'The Chair',
  'Hon. Bill Morneau (Minister of Finance)',
  'Hon. Bill Morneau',
  'Hon. Bill Blair',
  'Right Hon. Justin Trudeau (Prime Minister)',
  'Right Hon. Justin Trudeau',
  'Hon. Deb Schulte (Minister of Seniors)',
];
const DESIGN_TEAM = ['Project Manager', 'Marketing', 'User Interface', 'Industrial Designer'];
const RESEARCH_GROUP = ['Professor C', 'Grad A', 'PhD B', 'PhD D'];

describe('reading a question', () => {
  it('drops the words that only shape the question, and weighs a setting apart', () => {
    expect(
      readQuestion(
        'What did the group think of battery design when discussing the functional design of the remote control?',
        DESIGN_TEAM,
      ),
    ).toEqual({
      kind: 'summary',
      speakers: [],
      topic: ['battery', 'design'],
      setting: ['functional', 'remote', 'control'],
      optional: [],
      spellings: [],
    });
    expect(readQuestion('Summarise the discussion about the childcare offer.', [])).toMatchObject({
      kind: 'summary',
      topic: ['childcare', 'offer'],
    });
  });

  it('reads a presentation as what its presenter said, not as a word to find', () => {
    // A presenter seldom says "presentation"; the chair announcing one does.
    expect(readQuestion("What is Priya's presentation mainly about?", ['Priya'])).toMatchObject({
      kind: 'summary',
      speakers: ['Priya'],
      topic: [],
    });
    expect(readQuestion('What did Priya present on pricing?', ['Priya'])).toMatchObject({
      speakers: ['Priya'],
      topic: ['pricing'],
    });
  });

  it('tells a question for one fact from one for a summary', () => {
    for (const question of [
      'What was said on speech overlap?',
      'What did Priya say about the budget?',
      "What is Marketing's presentation mainly about?",
      'Give me a summary of the pricing discussion',
      // A status is told over the discussion of each part, not in one line.
      "What's the current status of the migration?",
      'What was the progress on hiring?',
    ])
      expect(readQuestion(question, ['Priya', 'Marketing']).kind).toBe('summary');
    for (const question of [
      'When is the launch?',
      'How many seats does Northwind have today?',
      'What were the three main causes of the delay?',
    ])
      expect(readQuestion(question, []).kind).toBe('factual');
  });

  it('keeps the kind of answer wanted and other spellings as words an answer may lack', () => {
    expect(readQuestion('What was the final decision on the colour?', [])).toMatchObject({
      topic: ['final', 'decision', 'colour', 'color'],
      optional: ['final', 'decision', 'color'],
      spellings: [['colour', 'color']],
    });
    expect(readQuestion('How long was checkout down?', []).optional).toEqual(['long']);
  });

  it('keeps a word in capitals that is spelled like a small word', () => {
    expect(readQuestion('What does IT need before the rollout?', []).topic).toEqual([
      'it',
      'need',
      'rollout',
    ]);
  });

  it('reads "What’s" with either apostrophe, and leaves out the small words that join a topic', () => {
    for (const question of [
      'What’s the current status of recordings?',
      "What's the current status of recordings?",
    ])
      expect(readQuestion(question, []).topic).toEqual(['current', 'status', 'recordings']);
    expect(
      readQuestion('Why did he cut down the functions while setting up his remote?', []).topic,
    ).toEqual(['cut', 'functions', 'setting', 'remote']);
  });
});

describe('the speakers a question names', () => {
  const named = (question: string, labels: readonly string[]) =>
    namedSpeakers(question, labels).speakers;

  it('finds people by surname, role in brackets, role label or letter, with every label of theirs', () => {
    expect(named('What did Morneau say about the debt?', COMMITTEE)).toEqual([
      'Hon. Bill Morneau (Minister of Finance)',
      'Hon. Bill Morneau',
    ]);
    expect(named('What did the Prime Minister say about students?', COMMITTEE)).toEqual([
      'Right Hon. Justin Trudeau (Prime Minister)',
      'Right Hon. Justin Trudeau',
    ]);
    expect(named('What did the Minister of Seniors say about pensions?', COMMITTEE)).toEqual([
      'Hon. Deb Schulte (Minister of Seniors)',
    ]);
    expect(named('What did the user interface designer recommend?', DESIGN_TEAM)).toEqual([
      'User Interface',
    ]);
    expect(named("What is Marketing's presentation mainly about?", DESIGN_TEAM)).toEqual([
      'Marketing',
    ]);
    expect(named('What did C think about the recording?', RESEARCH_GROUP)).toEqual(['Professor C']);
    expect(named('How did PhD B approach the back-end?', RESEARCH_GROUP)).toEqual(['PhD B']);
    expect(named('What did the professor think about clustering?', RESEARCH_GROUP)).toEqual([
      'Professor C',
    ]);
  });

  it('names nobody with a word several people share, a word of the topic, or someone only mentioned', () => {
    expect(named('What did Bill say about the budget?', COMMITTEE)).toEqual([]);
    expect(named('What did PhD students think?', RESEARCH_GROUP)).toEqual([]);
    expect(named('Summarize the discussion about user requirements.', DESIGN_TEAM)).toEqual([]);
    expect(named('A question: who pairs with Grad A?', RESEARCH_GROUP)).toEqual([]);
    expect(named('Who will pair with Morneau on the bill?', COMMITTEE)).toEqual([]);
  });

  it('leaves the words that named a speaker out of the topic', () => {
    expect(
      readQuestion('What did Bains say about business loans?', ['Hon. Navdeep Bains']),
    ).toMatchObject({ speakers: ['Hon. Navdeep Bains'], topic: ['business', 'loans'] });
    expect(readQuestion('Who will pair with Jonas on iOS?', ['Jonas Weber']).topic).toEqual([
      'pair',
      'jonas',
      'ios',
    ]);
  });
});

/** A meeting of `count` turns of ten words each, by Ann and Bob in turn. */
function meeting(count: number, overrides: Partial<PassageSet> = {}): PassageSet {
  return {
    stems: Array(count).fill(8),
    words: Array(count).fill(10),
    persons: Array.from({ length: count }, (_, index) => (index % 2 === 0 ? 'Ann' : 'Bob')),
    asks: Array(count).fill(false),
    ...overrides,
  };
}

const stem = (name: string, at: Record<number, number>, weight = 1): WeightedStem => ({
  stem: name,
  weight,
  postings: new Map(Object.entries(at).map(([ordinal, times]) => [Number(ordinal), times])),
});

describe('ranking turns', () => {
  it('scores rarer words higher, and more of them higher still', () => {
    const scores = bm25(meeting(6), [
      stem('budget', { 2: 1 }),
      stem('meeting', { 0: 1, 2: 1, 3: 1, 4: 1 }),
    ]);
    expect(scores[2]).toBeGreaterThan(scores[0]!);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[1]).toBe(0);
  });

  it('spreads relevance further forward than back: a topic raised is discussed after', () => {
    const spreadOut = spread([0, 0, 0, 1, 0, 0, 0], 1, 2);
    expect(spreadOut[3]).toBe(1);
    expect(spreadOut[5]).toBeGreaterThan(spreadOut[1]!);
  });

  it('prefers a long discussion of a topic to a line that announces it', () => {
    const set = meeting(60);
    // An agenda line names the topic with two of its words; the discussion repeats one of them.
    const scores = bm25(set, [
      stem('pricing', { 2: 1, 30: 1, 32: 1, 35: 1, 37: 1 }),
      stem('tiers', { 2: 1, 33: 1 }),
    ]);
    const question = { summary: true, persons: new Set<string>() };
    const judged = contextScores(set, scores, question);
    const strongest = [...judged.keys()].sort((a, b) => judged[b]! - judged[a]!)[0]!;
    expect(strongest).toBeGreaterThan(28);
    const moments = pickMoments(set, judged, question);
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    expect(moments.filter((moment) => moment >= 28).length).toBeGreaterThanOrEqual(3);
    expect(moments.length).toBeLessThanOrEqual(5);
  });

  it('keeps a summary short: long turns fill it with fewer moments', () => {
    const mentions = { 10: 1, 20: 1, 30: 1, 40: 1, 50: 1, 60: 1 };
    const question = { summary: true, persons: new Set<string>() };
    const momentsOf = (set: PassageSet) =>
      pickMoments(set, contextScores(set, bm25(set, [stem('debt', mentions)]), question), question);
    expect(momentsOf(meeting(70, { words: Array(70).fill(60) }))).toHaveLength(5);
    // Five answers of 150 words would be 750 words to read: the best two are about 300.
    const long = momentsOf(meeting(70, { words: Array(70).fill(150) }));
    expect(long).toHaveLength(2);
    // However long, the best moment is always cited.
    expect(momentsOf(meeting(70, { words: Array(70).fill(900) }))).toHaveLength(1);
  });

  it('cites only what a named speaker said, most where they held the floor', () => {
    const set = meeting(20, {
      words: Array.from({ length: 20 }, (_, index) => (index >= 10 && index % 2 === 1 ? 60 : 10)),
    });
    const scores = bm25(set, [stem('debt', { 4: 1, 12: 1 })]);
    const question = { summary: true, persons: new Set(['Bob']) };
    const judged = contextScores(set, scores, question);
    const moments = pickMoments(set, judged, question);
    expect(moments.every((moment) => set.persons[moment] === 'Bob')).toBe(true);
    // Right after each mention Bob speaks; where he held the floor counts more.
    expect(moments).toContain(5);
    expect(moments).toContain(13);
    expect(judged[13]).toBeGreaterThan(judged[5]!);
  });

  it('answers a factual question where its words are, and adds the reply to a question', () => {
    const set = meeting(10, { asks: Array.from({ length: 10 }, (_, index) => index === 4) });
    const scores = bm25(set, [stem('budget', { 4: 1, 8: 1 }), stem('campaign', { 4: 1 })]);
    const question = { summary: false, persons: new Set<string>() };
    expect(pickMoments(set, contextScores(set, scores, question), question)).toEqual([4, 5]);
  });

  it('never cites a turn of a few words', () => {
    const set = meeting(5, { words: [10, 2, 10, 10, 10] });
    const question = { summary: false, persons: new Set<string>() };
    expect(pickMoments(set, bm25(set, [stem('yes', { 1: 1 })]), question)).toEqual([]);
  });

  it('learns the words the best turns discuss the topic in, never the question’s own', () => {
    const set = meeting(10);
    const scores = bm25(set, [stem('launch', { 1: 1, 2: 1 })]);
    const added = feedbackStems(
      set,
      scores,
      [1, 2],
      new Map([
        [
          1,
          new Map([
            ['launch', 1],
            ['venue', 2],
            ['march', 1],
          ]),
        ],
        [
          2,
          new Map([
            ['launch', 1],
            ['venue', 1],
          ]),
        ],
      ]),
      new Map([
        ['launch', 2],
        ['venue', 3],
        ['march', 1],
      ]),
      new Set(['launch']),
    );
    expect(added.map(({ stem: name }) => name)).toEqual(['venue']);
    expect(added[0]!.weight).toBeLessThan(1);
  });

  it('sums up a whole meeting with the longest turn of each part', () => {
    const words = Array.from({ length: 50 }, (_, index) => (index % 10 === 7 ? 40 : 10));
    expect(overviewMoments(meeting(50, { words }))).toEqual([7, 17, 27, 37, 47]);
  });
});

describe('whether a meeting covers a question', () => {
  const FACTUAL = { aboutSpeaker: false, summary: false };
  const SUMMARY = { aboutSpeaker: false, summary: true };
  const ABOUT_SPEAKER = { aboutSpeaker: true, summary: true };

  it('covers it when the words carrying the weight are said around a moment or in the meeting', () => {
    const launch = stem('launch', { 3: 1, 9: 1 });
    const date = stem('date', { 4: 1 });
    expect(covers([launch, date], [4], 30, FACTUAL)).toBe(true);
  });

  it('does not when the question’s key word is nowhere in the meeting', () => {
    const office = stem('office', {});
    const move = stem('move', {
      3: 1,
      6: 1,
      8: 1,
      12: 1,
      14: 1,
      17: 1,
      20: 1,
      22: 1,
      25: 1,
      28: 1,
    });
    expect(covers([office, move], [3], 30, FACTUAL)).toBe(false);
    expect(covers([office, move], [], 30, FACTUAL)).toBe(false);
  });

  it('covers a request to sum up a discussion by the words the meeting says of it', () => {
    // "Summarise the discussion about appearance design": the meeting says design, never appearance.
    const appearance = stem('appearance', {});
    const design = stem('design', { 3: 1, 5: 1, 9: 1, 14: 1, 20: 1, 26: 1 });
    expect(covers([appearance, design], [5], 30, SUMMARY)).toBe(true);
    expect(covers([appearance, design], [5], 30, FACTUAL)).toBe(false);
    // Far from every moment found, the word said does not cover it either.
    expect(covers([appearance, stem('design', { 20: 1 })], [5], 30, SUMMARY)).toBe(false);
    // Most of its words never said: the discussion is not there.
    const colour = stem('colour', {});
    expect(covers([appearance, colour, design], [5], 30, SUMMARY)).toBe(false);
  });

  it('covers a question about a speaker when they said anything of it', () => {
    expect(covers([stem('presentation', { 40: 1 })], [3], 60, ABOUT_SPEAKER)).toBe(true);
    expect(covers([stem('weather', {})], [3], 60, ABOUT_SPEAKER)).toBe(false);
    expect(covers([], [3], 60, ABOUT_SPEAKER)).toBe(true);
  });
});

describe('joining the words’ ranking with the meaning’s', () => {
  it('fuses rankings by reciprocal rank, so what both rank well comes first', () => {
    const fused = fuseRankings([
      [3, 1, 2],
      [1, 4, 3],
    ]);
    const order = [...fused].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(order.slice(0, 2)).toEqual([1, 3]);
    expect(order).toContain(4);
    const byPosition = fuse(Float64Array.from([0, 2, 0, 5]), [2]);
    expect(byPosition[3]).toBeGreaterThan(0);
    expect(byPosition[2]).toBeGreaterThan(0);
    expect(byPosition[0]).toBe(0);
  });

  it('takes a meaning match for a topic said in other words only when it stands out', () => {
    const hit = (similarity: number, ordinal = 0) => ({ ordinal, similarity });
    expect(standsOut([hit(0.64), hit(0.58), hit(0.31), hit(0.29), hit(0.14)])).toBe(true);
    expect(standsOut([hit(0.33), hit(0.3), hit(0.29), hit(0.28), hit(0.25)])).toBe(false);
    expect(standsOut([hit(0.9), hit(0.1)])).toBe(false);
  });
});

describe('reading text', () => {
  it('tells a text’s language by its script or its commonest words, English when unsure', () => {
    expect(
      detectLanguage(
        'Wir haben die Preise für das nächste Jahr nicht festgelegt und das ist ein Problem.',
      ),
    ).toBe('german');
    expect(
      detectLanguage(
        'Nous avons décidé que le prix de la version pro est de dix euros pour les clients.',
      ),
    ).toBe('french');
    expect(detectLanguage('हम अगले हफ्ते लॉन्च की तारीख तय करेंगे')).toBe('hindi');
    expect(
      detectLanguage('We agreed that the launch moves to March and that the venue is booked.'),
    ).toBe('english');
    expect(detectLanguage('OK 42 :)')).toBe('english');
  });

  it('reads a tsvector’s text form into stems and counts', () => {
    expect(readTsvector("'launch':3,7 'it''s':1 'march':2A")).toEqual([
      ['launch', 2],
      ["it's", 1],
      ['march', 1],
    ]);
  });
});
