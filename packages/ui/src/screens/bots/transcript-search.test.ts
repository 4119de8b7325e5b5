import { describe, expect, it } from 'vitest';

import {
  highlightRuns,
  indexTranscript,
  lowerCasePreservingOffsets,
  matchRanges,
  searchNeedle,
  searchTranscript,
} from './transcript-search';
import type { MeetingSegment } from './meeting-types';

const spokenBy = (name: string, text: string, at: string | null = null, host = false) =>
  ({
    participant: { name, is_host: host },
    words: text
      .split(' ')
      .map((word, i) => ({ text: word, start_timestamp: { absolute: i === 0 ? at : null } })),
  }) satisfies MeetingSegment;

const transcript = [
  spokenBy('Priya', 'Welcome everyone to the Budget review', '2026-11-20T09:00:00Z', true),
  spokenBy('Arjun', 'The budget is over by ten percent'),
  spokenBy('Priya', 'Then we cut the travel line'),
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
  const search = (query: string) =>
    searchTranscript(indexed, searchNeedle(query)).map((segment) => segment.index);

  it('keeps every segment for a blank query', () => {
    expect(search('   ')).toEqual([0, 1, 2]);
  });

  it('keeps only the segments containing the query, ignoring case', () => {
    expect(search('BUDGET')).toEqual([0, 1]);
    expect(search('the travel')).toEqual([2]);
  });

  it('trims the query and finds nothing for words nobody said', () => {
    expect(search('  percent ')).toEqual([1]);
    expect(search('invoice')).toEqual([]);
  });
});

describe('matchRanges', () => {
  const [first] = indexTranscript(transcript);

  it('marks the query ignoring case, and nothing for a blank one', () => {
    expect(matchRanges(first!, searchNeedle('BUDGET'))).toEqual([[24, 30]]);
    expect(matchRanges(first!, searchNeedle(' '))).toEqual([]);
  });

  it('marks every occurrence without overlaps', () => {
    const [segment] = indexTranscript([spokenBy('A', 'on and on and on')]);
    expect(matchRanges(segment!, 'on')).toEqual([
      [0, 2],
      [7, 9],
      [14, 16],
    ]);
    const [repeated] = indexTranscript([spokenBy('A', 'aaaa')]);
    expect(matchRanges(repeated!, 'aa')).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('keeps offsets right after characters that grow when lower-cased', () => {
    const [segment] = indexTranscript([spokenBy('A', 'İstanbul office budget')]);
    expect(matchRanges(segment!, searchNeedle('budget'))).toEqual([[16, 22]]);
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
