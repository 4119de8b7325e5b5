/**
 * Meeting statistics from a transcript: who talked, how long, how fast, how many questions.
 *
 * Talk time comes from word times. A segment (one speaker's uninterrupted words) lasts from its
 * first timed word to its last timed word plus one typical word (the last word's own start is
 * not its end), capped at the next timed segment's start, since transcripts record one speaker at
 * a time. Words without a time count as words but add no time; a segment with no timed word adds
 * none. A turn is a speaker's consecutive segments with pauses no longer than TURN_PAUSE_MS: the
 * who-spoke-when timeline draws turns and the longest turn is the speaker's longest monologue.
 * Everything is one pass over the words (a three-hour meeting has about 27,000).
 */

export interface StatisticsWord {
  text: string;
  start_timestamp: { absolute: string | null };
}

export interface StatisticsSegment {
  participant: { name: string; is_host: boolean };
  words: readonly StatisticsWord[];
}

/** At about 150 words a minute a word lasts 0.4 s. */
export const TYPICAL_WORD_MS = 400;
/** A speaker pausing longer than this starts a new turn. */
export const TURN_PAUSE_MS = 2_000;

/** One speaker's stretch of speech; times are milliseconds from the meeting's start. */
export interface SpeakerSpan {
  speaker: string;
  startMs: number;
  endMs: number;
}

export interface SpeakerStatistics {
  speaker: string;
  isHost: boolean;
  talkMs: number;
  /** Fraction (0..1) of everyone's talk time. */
  share: number;
  words: number;
  /** Timed words per minute of talk time; null without talk time. */
  wordsPerMinute: number | null;
  questions: number;
  /** Null when the speaker has no timed words. */
  longestMonologue: { durationMs: number; startMs: number; startedAt: string } | null;
}

export interface MeetingStatistics {
  /** Null when no word has a time: nothing below that depends on time means anything then. */
  startedAt: string | null;
  durationMs: number;
  words: number;
  talkMs: number;
  /** Most talk time first; speakers without talk time by words. */
  speakers: SpeakerStatistics[];
  /** Turns in time order. */
  timeline: SpeakerSpan[];
}

interface TimedSegment {
  speaker: string;
  startMs: number;
  endMs: number;
}

/** Runs of '?' that end a sentence (followed by a space, a closing quote or bracket, or the end). */
const QUESTION = /\?+(?=[\s"'”’)\]]|$)/g;

function countQuestions(text: string): number {
  return text.match(QUESTION)?.length ?? 0;
}

function epochMs(word: StatisticsWord): number | null {
  const absolute = word.start_timestamp.absolute;
  if (absolute === null) return null;
  const ms = Date.parse(absolute);
  return Number.isNaN(ms) ? null : ms;
}

export function meetingStatistics(transcript: readonly StatisticsSegment[]): MeetingStatistics {
  const bySpeaker = new Map<
    string,
    { isHost: boolean; words: number; timedWords: number; questions: number; talkMs: number }
  >();
  const timed: TimedSegment[] = [];
  let words = 0;

  for (const segment of transcript) {
    const speaker = segment.participant.name;
    let entry = bySpeaker.get(speaker);
    if (!entry) {
      entry = { isHost: false, words: 0, timedWords: 0, questions: 0, talkMs: 0 };
      bySpeaker.set(speaker, entry);
    }
    entry.isHost ||= segment.participant.is_host;

    let first: number | null = null;
    let last: number | null = null;
    let segmentWords = 0;
    let text = '';
    for (const word of segment.words) {
      if (word.text.trim() === '') continue;
      segmentWords += 1;
      text += `${word.text} `;
      const ms = epochMs(word);
      if (ms === null) continue;
      // Min and max rather than first and last: a word out of order must not make a negative span.
      if (first === null || ms < first) first = ms;
      if (last === null || ms > last) last = ms;
    }
    entry.words += segmentWords;
    entry.questions += countQuestions(text);
    words += segmentWords;
    if (first !== null && last !== null) {
      entry.timedWords += segmentWords;
      timed.push({ speaker, startMs: first, endMs: last + TYPICAL_WORD_MS });
    }
  }

  // Cap each segment at the next one's start (when that start is later: overlapping or
  // out-of-order captions are left as they are rather than cut to nothing).
  for (let i = 0; i + 1 < timed.length; i += 1) {
    const next = timed[i + 1]!.startMs;
    const current = timed[i]!;
    if (next >= current.startMs && next < current.endMs) current.endMs = next;
  }

  let meetingStart = Infinity;
  let meetingEnd = -Infinity;
  let talkMs = 0;
  for (const segment of timed) {
    meetingStart = Math.min(meetingStart, segment.startMs);
    meetingEnd = Math.max(meetingEnd, segment.endMs);
    const duration = segment.endMs - segment.startMs;
    talkMs += duration;
    bySpeaker.get(segment.speaker)!.talkMs += duration;
  }
  const hasTime = timed.length > 0;

  // Turns: a speaker's consecutive segments with short pauses between them.
  const turns: TimedSegment[] = [];
  for (const segment of timed) {
    const turn = turns.at(-1);
    if (turn && turn.speaker === segment.speaker && segment.startMs - turn.endMs <= TURN_PAUSE_MS) {
      turn.endMs = Math.max(turn.endMs, segment.endMs);
    } else {
      turns.push({ ...segment });
    }
  }

  const longest = new Map<string, TimedSegment>();
  for (const turn of turns) {
    const best = longest.get(turn.speaker);
    if (!best || turn.endMs - turn.startMs > best.endMs - best.startMs) {
      longest.set(turn.speaker, turn);
    }
  }

  const speakers: SpeakerStatistics[] = [...bySpeaker].map(([speaker, entry]) => {
    const monologue = longest.get(speaker);
    return {
      speaker,
      isHost: entry.isHost,
      talkMs: entry.talkMs,
      share: talkMs > 0 ? entry.talkMs / talkMs : 0,
      words: entry.words,
      wordsPerMinute: entry.talkMs > 0 ? entry.timedWords / (entry.talkMs / 60_000) : null,
      questions: entry.questions,
      longestMonologue: monologue
        ? {
            durationMs: monologue.endMs - monologue.startMs,
            startMs: monologue.startMs - meetingStart,
            startedAt: new Date(monologue.startMs).toISOString(),
          }
        : null,
    };
  });
  speakers.sort((a, b) => b.talkMs - a.talkMs || b.words - a.words);

  return {
    startedAt: hasTime ? new Date(meetingStart).toISOString() : null,
    durationMs: hasTime ? meetingEnd - meetingStart : 0,
    words,
    talkMs,
    speakers,
    timeline: turns
      .map((turn) => ({
        speaker: turn.speaker,
        startMs: turn.startMs - meetingStart,
        endMs: turn.endMs - meetingStart,
      }))
      .sort((a, b) => a.startMs - b.startMs),
  };
}
