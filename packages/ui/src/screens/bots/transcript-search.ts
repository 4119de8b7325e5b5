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

/** A segment the search keeps, with the [start, end) ranges of `text` that match. */
export interface SegmentMatch {
  segment: IndexedSegment;
  ranges: readonly (readonly [number, number])[];
}

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

const NO_RANGES: SegmentMatch['ranges'] = [];

/**
 * The segments that contain the query, ignoring case, each with every non-overlapping occurrence.
 * A blank query keeps every segment and highlights nothing.
 */
export function searchTranscript(
  segments: readonly IndexedSegment[],
  query: string,
): SegmentMatch[] {
  const needle = lowerCasePreservingOffsets(query.trim());
  if (!needle) return segments.map((segment) => ({ segment, ranges: NO_RANGES }));
  const matches: SegmentMatch[] = [];
  for (const segment of segments) {
    let at = segment.lowerText.indexOf(needle);
    if (at === -1) continue;
    const ranges: (readonly [number, number])[] = [];
    while (at !== -1) {
      ranges.push([at, at + needle.length]);
      at = segment.lowerText.indexOf(needle, at + needle.length);
    }
    matches.push({ segment, ranges });
  }
  return matches;
}

/** A segment's text cut into the runs to show plainly and the runs to mark. */
export function highlightRuns(
  text: string,
  ranges: SegmentMatch['ranges'],
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
