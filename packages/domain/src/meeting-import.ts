/** Importing a meeting recorded elsewhere from its transcript file: the first look, shared by the browser and the server. */
import { fileExtension } from './knowledge-file';

/** A three-hour meeting's WebVTT is about 2 MB; 20 MB leaves room for wordy exports. */
export const MEETING_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const MEETING_IMPORT_EXTENSIONS = ['.vtt', '.srt', '.txt', '.json'] as const;
export type MeetingImportExtension = (typeof MEETING_IMPORT_EXTENSIONS)[number];

export const MEETING_IMPORT_TOO_LARGE = 'File size should not exceed 20MB';
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
