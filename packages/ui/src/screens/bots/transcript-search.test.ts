import { describe, expect, it } from 'vitest';

import {
  highlightRuns,
  indexTranscript,
  lowerCasePreservingOffsets,
  searchTranscript,
} from './transcript-search';
import type { MeetingSegment } from './meeting-types';

const segment = (name: string, text: string, at: string | null = null, host = false) =>
  ({
    participant: { name, is_host: host },
    words: text
      .split(' ')
      .map((word, i) => ({ text: word, start_timestamp: { absolute: i === 0 ? at : null } })),
  }) satisfies MeetingSegment;

const transcript = [
  segment('Priya', 'Welcome everyone to the Budget review', '2026-11-20T09:00:00Z', true),
  segment('Arjun', 'The budget is over by ten percent'),
  segment('Priya', 'Then we cut the travel line'),
];

describe('indexTranscript', () => {
  it('joins the words, keeps the speaker, the host flag and the first timestamp', () => {
    const [first, second] = indexTranscript(transcript);
    expect(first).toEqual({
      index: 0,
      speaker: 'Priya',
      isHost: true,
      at: '2026-11-20T09:00:00Z',
      text: 'Welcome everyone to the Budget review',
      lowerText: 'welcome everyone to the budget review',
    });
    expect(second?.at).toBeNull();
    expect(second?.index).toBe(1);
  });

  it('drops blank words instead of doubling spaces', () => {
    const [only] = indexTranscript([
      {
        participant: { name: 'A', is_host: false },
        words: [' so ', '', 'yes'].map((text) => ({ text, start_timestamp: { absolute: null } })),
      },
    ]);
    expect(only?.text).toBe('so yes');
  });
});

describe('searchTranscript', () => {
  const indexed = indexTranscript(transcript);

  it('keeps every segment and marks nothing for a blank query', () => {
    const all = searchTranscript(indexed, '   ');
    expect(all.map((match) => match.segment.index)).toEqual([0, 1, 2]);
    expect(all.every((match) => match.ranges.length === 0)).toBe(true);
  });

  it('keeps only the segments containing the query, ignoring case', () => {
    const found = searchTranscript(indexed, 'BUDGET');
    expect(found.map((match) => match.segment.index)).toEqual([0, 1]);
    expect(found[0]?.ranges).toEqual([[24, 30]]);
    expect(found[1]?.ranges).toEqual([[4, 10]]);
  });

  it('marks every occurrence in a segment and matches across words', () => {
    const [match] = searchTranscript(indexTranscript([segment('A', 'on and on and on')]), 'on');
    expect(match?.ranges).toEqual([
      [0, 2],
      [7, 9],
      [14, 16],
    ]);
    expect(searchTranscript(indexed, 'the travel').map((m) => m.segment.index)).toEqual([2]);
  });

  it('trims the query and finds nothing for words nobody said', () => {
    expect(searchTranscript(indexed, '  percent ')).toHaveLength(1);
    expect(searchTranscript(indexed, 'invoice')).toEqual([]);
  });

  it('keeps offsets right after characters that grow when lower-cased', () => {
    const [match] = searchTranscript(
      indexTranscript([segment('A', 'İstanbul office budget')]),
      'budget',
    );
    expect(match?.ranges).toEqual([[16, 22]]);
    expect(lowerCasePreservingOffsets('İA')).toBe('İa');
  });
});

describe('highlightRuns', () => {
  it('cuts the text into plain and marked runs', () => {
    expect(
      highlightRuns('on and on', [
        [0, 2],
        [7, 9],
      ]),
    ).toEqual([
      { text: 'on', match: true },
      { text: ' and ', match: false },
      { text: 'on', match: true },
    ]);
  });

  it('gives the whole text as one plain run when nothing matches', () => {
    expect(highlightRuns('hello', [])).toEqual([{ text: 'hello', match: false }]);
    expect(highlightRuns('', [])).toEqual([{ text: '', match: false }]);
  });
});
