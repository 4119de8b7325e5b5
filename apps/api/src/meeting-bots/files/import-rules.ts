/** What every transcript file's reader refuses: a file that is no transcript, and one too long. */
import { DomainError } from '@convene/domain/errors';
import {
  MEETING_IMPORT_MAX_CUES,
  MEETING_IMPORT_MAX_WORDS,
  MEETING_IMPORT_TOO_LONG,
} from '@convene/domain/meeting-import';

const NOT_A_TRANSCRIPT = 'This file is not a transcript';

/** The file was read and is not a transcript of the kind its extension names (422). */
export const notATranscript = (reason: string) =>
  new DomainError('unprocessable', `${NOT_A_TRANSCRIPT}: ${reason}`);

/** Counts a transcript's cues and words as they are read; throws once either passes its limit. */
export function lengthLimit(): (cues: number, words: number) => void {
  let cues = 0;
  let words = 0;
  return (moreCues, moreWords) => {
    cues += moreCues;
    words += moreWords;
    if (cues > MEETING_IMPORT_MAX_CUES || words > MEETING_IMPORT_MAX_WORDS)
      throw new DomainError('invalid', MEETING_IMPORT_TOO_LONG);
  };
}

/**
 * The words in `text`, counted no further than one past what a meeting can have: enough for
 * `lengthLimit` to refuse a file, without first splitting a cue or line of megabytes.
 */
export function wordsCounted(text: string): number {
  const word = /\S+/g;
  let count = 0;
  while (count <= MEETING_IMPORT_MAX_WORDS && word.exec(text)) count++;
  return count;
}
