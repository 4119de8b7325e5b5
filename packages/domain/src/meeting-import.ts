/** Importing a meeting recorded elsewhere from its transcript file: the first look, shared by the browser and the server. */
import { fileExtension } from './knowledge-file';

/** A three-hour meeting's WebVTT is about 2 MB; 20 MB leaves room for wordy exports. */
export const MEETING_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const MEETING_IMPORT_EXTENSIONS = ['.vtt', '.srt', '.txt', '.json'] as const;
export type MeetingImportExtension = (typeof MEETING_IMPORT_EXTENSIONS)[number];

/**
 * How long a transcript may be, in cues (subtitle captions, text turns, export segments) and
 * words. Zoom and Teams write a cue every few seconds, so a long meeting has about 10,000; 20,000
 * is a cue every 2 s for 11 hours. A three-hour meeting has about 27,000 words; 200,000 is 22
 * hours of talk at 150 words a minute. A longer file is refused as soon as it passes either.
 */
export const MEETING_IMPORT_MAX_CUES = 20_000;
export const MEETING_IMPORT_MAX_WORDS = 200_000;

export const MEETING_IMPORT_TOO_LARGE = 'File size should not exceed 20MB';
export const MEETING_IMPORT_TOO_LONG =
  'A transcript should not exceed 20,000 lines of speech or 200,000 words';
export const MEETING_IMPORT_WRONG_TYPE =
  'Only .vtt, .srt, .txt and .json transcript files can be imported';

/** The accepted extension the file name ends with (case-insensitive), or null. */
export function meetingImportExtension(name: string): MeetingImportExtension | null {
  return fileExtension(name, MEETING_IMPORT_EXTENSIONS);
}

/**
 * The message to show for a transcript file by its size and name, or null when it may go on.
 * The browser stops there; the server goes on to read the content.
 */
export function meetingImportProblem(file: { name: string; size: number }): string | null {
  if (file.size > MEETING_IMPORT_MAX_BYTES) return MEETING_IMPORT_TOO_LARGE;
  if (!meetingImportExtension(file.name)) return MEETING_IMPORT_WRONG_TYPE;
  return null;
}
