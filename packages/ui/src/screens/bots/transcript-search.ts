/**
 * Searching a meeting's transcript: the text of every segment is joined and lower-cased once, so a
 * keystroke costs one substring scan per segment and nothing is allocated for segments that do not
 * match. Matching ignores case; the highlighted ranges index the segment's displayed text.
 */
import type { MeetingSegment } from './meeting-types';

/** One transcript segment as the transcript shows and searches it. */
export interface IndexedSegment {
  /** The segment's position in `MeetingDetails.transcript` (what citations point at). */
  index: number;
  speaker: string;
  isHost: boolean;
  /** When the segment started: its first word's absolute timestamp, if any. */
  at: string | null;
  /** The words joined by single spaces, as displayed. */
  text: string;
  /** `text` lower-cased character for character, so offsets in it are offsets in `text`. */
  lowerText: string;
}

/** The [start, end) ranges of a segment's `text` that match the query. */
export type MatchRanges = readonly (readonly [number, number])[];

/**
 * Lower-cases without changing the length: a few characters grow when lower-cased ('İ' becomes
 * 'i̇'), which would shift every later offset, so those keep their own case.
 */
export function lowerCasePreservingOffsets(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let result = '';
  for (const char of text) {
    const lowered = char.toLowerCase();
    result += lowered.length === char.length ? lowered : char;
  }
  return result;
}

export function indexTranscript(transcript: readonly MeetingSegment[]): IndexedSegment[] {
  return transcript.map((segment, index) => {
    const text = segment.words
      .map((word) => word.text.trim())
      .filter(Boolean)
      .join(' ');
    return {
      index,
      speaker: segment.participant.name,
      isHost: segment.participant.is_host,
      at: segment.words[0]?.start_timestamp.absolute ?? null,
      text,
      lowerText: lowerCasePreservingOffsets(text),
    };
  });
}

/** The query as segments are searched for it: trimmed and lower-cased; empty finds everything. */
export function searchNeedle(query: string): string {
  return lowerCasePreservingOffsets(query.trim());
}

/**
 * The segments that contain the needle. Only which segments match is decided here; the ranges to
 * mark are found for the few segments on screen (`matchRanges`), not for every match per keystroke.
 */
export function searchTranscript(
  segments: readonly IndexedSegment[],
  needle: string,
): readonly IndexedSegment[] {
  if (!needle) return segments;
  return segments.filter((segment) => segment.lowerText.includes(needle));
}

/** Every non-overlapping occurrence of the needle in the segment; none for an empty needle. */
export function matchRanges(segment: IndexedSegment, needle: string): MatchRanges {
  const ranges: [number, number][] = [];
  if (!needle) return ranges;
  let at = segment.lowerText.indexOf(needle);
  while (at !== -1) {
    ranges.push([at, at + needle.length]);
    at = segment.lowerText.indexOf(needle, at + needle.length);
  }
  return ranges;
}

/** A segment's text cut into the runs to show plainly and the runs to mark. */
export function highlightRuns(
  text: string,
  ranges: MatchRanges,
): { text: string; match: boolean }[] {
  const runs: { text: string; match: boolean }[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start > from) runs.push({ text: text.slice(from, start), match: false });
    runs.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from), match: false });
  return runs;
}
