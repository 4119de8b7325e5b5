import { describe, expect, it } from 'vitest';
import { meetingStatistics, TYPICAL_WORD_MS, type StatisticsSegment } from './meeting-statistics';

const START = Date.parse('2026-11-20T10:00:00.000Z');

/** A segment whose words start at the given seconds from 10:00 (null: no time). */
function segment(
  name: string,
  words: [string, number | null][],
  isHost = false,
): StatisticsSegment {
  return {
    participant: { name, is_host: isHost },
    words: words.map(([text, seconds]) => ({
      text,
      start_timestamp: {
        absolute: seconds === null ? null : new Date(START + seconds * 1000).toISOString(),
      },
    })),
  };
}

describe('meeting statistics', () => {
  it('times a segment from its first word to its last plus a typical word, capped at the next segment', () => {
    const stats = meetingStatistics([
      segment(
        'Ana',
        [
          ['Hello', 0],
          ['everyone.', 1],
        ],
        true,
      ),
      // Bob starts 1.2 s in: Ana's 1.4 s is cut to 1.2 s.
      segment('Bob', [
        ['Hi', 1.2],
        ['Ana.', 2],
        ['How', 10],
        ['are', 10.5],
        ['you?', 11],
      ]),
    ]);
    expect(stats.startedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(stats.durationMs).toBe(11_000 + TYPICAL_WORD_MS);
    expect(stats.words).toBe(7);
    const [bob, ana] = stats.speakers;
    expect(bob).toMatchObject({
      speaker: 'Bob',
      isHost: false,
      talkMs: 9_800 + TYPICAL_WORD_MS,
      words: 5,
      questions: 1,
    });
    expect(ana).toMatchObject({
      speaker: 'Ana',
      isHost: true,
      talkMs: 1_200,
      words: 2,
      questions: 0,
    });
    expect(ana!.share + bob!.share).toBeCloseTo(1);
    expect(ana!.wordsPerMinute).toBeCloseTo(2 / (1.2 / 60));
  });

  it('counts untimed words as words but not as time', () => {
    const stats = meetingStatistics([
      segment('Ana', [
        ['One', 0],
        ['two', null],
        ['three', 1],
      ]),
      segment('Bob', [
        ['No', null],
        ['times?', null],
      ]),
    ]);
    const bob = stats.speakers.find((s) => s.speaker === 'Bob')!;
    expect(bob).toMatchObject({
      talkMs: 0,
      words: 2,
      questions: 1,
      wordsPerMinute: null,
      longestMonologue: null,
      share: 0,
    });
    expect(stats.speakers[0]!.speaker).toBe('Ana');
    expect(stats.speakers[0]!.talkMs).toBe(1_000 + TYPICAL_WORD_MS);
    expect(stats.words).toBe(5);
  });

  it('has no time at all when no word has one', () => {
    const stats = meetingStatistics([segment('Ana', [['Hello', null]])]);
    expect(stats).toMatchObject({ startedAt: null, durationMs: 0, talkMs: 0, timeline: [] });
    expect(stats.speakers[0]!.words).toBe(1);
  });

  it('counts questions as sentences ending in a question mark, not a mark inside a word', () => {
    const stats = meetingStatistics([
      segment('Ana', [
        ['Ready?', 0],
        ['Really??', 1],
        ['"Why?"', 2],
        ['see', 3],
        ['example.com/?q=1', 4],
      ]),
    ]);
    expect(stats.speakers[0]!.questions).toBe(3);
  });

  it("joins a speaker's segments with short pauses into one turn: the timeline and the longest monologue", () => {
    const stats = meetingStatistics([
      segment('Ana', [
        ['a', 0],
        ['b', 10],
      ]),
      segment('Ana', [
        ['c', 11],
        ['d', 20],
      ]), // 0.6 s pause: the same turn, 0 to 20.4 s
      segment('Bob', [['e', 30]]),
      segment('Ana', [
        ['f', 40],
        ['g', 45],
      ]),
    ]);
    expect(stats.timeline).toEqual([
      { speaker: 'Ana', startMs: 0, endMs: 20_400 },
      { speaker: 'Bob', startMs: 30_000, endMs: 30_400 },
      { speaker: 'Ana', startMs: 40_000, endMs: 45_400 },
    ]);
    const ana = stats.speakers.find((s) => s.speaker === 'Ana')!;
    expect(ana.longestMonologue).toEqual({
      durationMs: 20_400,
      startMs: 0,
      startedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('keeps overlapping or out-of-order segments rather than cutting them to nothing', () => {
    const stats = meetingStatistics([
      segment('Ana', [
        ['a', 5],
        ['b', 6],
      ]),
      segment('Bob', [['c', 2]]),
    ]);
    expect(stats.speakers.find((s) => s.speaker === 'Ana')!.talkMs).toBe(1_000 + TYPICAL_WORD_MS);
    expect(stats.durationMs).toBe(4_000 + TYPICAL_WORD_MS);
    expect(stats.timeline[0]).toEqual({ speaker: 'Bob', startMs: 0, endMs: TYPICAL_WORD_MS });
  });

  it('reads a three-hour meeting of 27,000 words without blowing up', () => {
    const speakers = ['Ana', 'Bob', 'Chen', 'Dana'];
    const transcript: StatisticsSegment[] = [];
    for (let i = 0; i < 1_800; i += 1) {
      const base = i * 6;
      transcript.push(
        segment(
          speakers[i % speakers.length]!,
          Array.from({ length: 15 }, (_, w): [string, number] => [
            w === 14 ? 'right?' : 'word',
            base + w * 0.4,
          ]),
        ),
      );
    }
    const began = performance.now();
    const stats = meetingStatistics(transcript);
    // A guard against a reading that grows with the square of the words, not a speed target: the
    // transcript page's bench (packages/ui/bench) prints how soon the statistics show. A tight bound
    // failed on a busy machine.
    expect(performance.now() - began).toBeLessThan(5_000);
    expect(stats.words).toBe(27_000);
    expect(stats.durationMs).toBeGreaterThan(3 * 3_600_000 - 10_000);
    expect(stats.speakers.map((s) => s.questions)).toEqual([450, 450, 450, 450]);
  });
});
