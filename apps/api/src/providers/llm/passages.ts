/**
 * Answers over numbered passages, shared by every language model: how passages are shown to a
 * model, what it is told, and the `[n]` markers an answer cites them with.
 */
import type { NoteClock } from './meeting-notes.js';
import type { Passage } from './port.js';

/** A quote from a passage is cut to this many words, whichever model chose it. */
export const MAX_QUOTE_WORDS = 60;
/** Moments of the meeting an answer cites at most, whichever model wrote it. */
export const MAX_CITATIONS = 5;

/** `[3]` or `[3, 5]`: the passages a sentence of an answer drew on. */
const PASSAGE_MARKER = /\s?\[(\d+(?:\s*,\s*\d+)*)\]/g;

const markerNumbers = (list: string) => list.split(',').map((number) => Number(number.trim()));

/** The passage numbers the text cites that `isPassage` accepts, once each, in the order first cited. */
export function citedPassages(text: string, isPassage: (number: number) => boolean): number[] {
  const cited = new Set<number>();
  for (const marker of text.matchAll(PASSAGE_MARKER))
    for (const number of markerNumbers(marker[1]!)) if (isPassage(number)) cited.add(number);
  return [...cited];
}

/**
 * The text with each cited number replaced by what `renumber` gives it (`[2, 5]` becomes `[1][3]`),
 * and taken out where it gives null.
 */
export function renumberMarkers(text: string, renumber: (number: number) => number | null): string {
  return text.replace(PASSAGE_MARKER, (marker, list: string) => {
    const numbers = markerNumbers(list)
      .map(renumber)
      .filter((number): number is number => number !== null);
    if (numbers.length === 0) return '';
    const space = marker.startsWith('[') ? '' : marker[0]!;
    return `${space}${numbers.map((number) => `[${number}]`).join('')}`;
  });
}

/** How a passage is introduced: `[14:03] Priya: ` for something said, `(document) ` for knowledge. */
function passageSource({ speaker, at }: Passage, clock: NoteClock): string {
  if (speaker === null) return '(document) ';
  const time = clock.time(at);
  return `${time === null ? '' : `[${time}] `}${speaker}: `;
}

/** The passages as a model reads them: numbered, one excerpt per paragraph. */
export function passagesForModel(passages: readonly Passage[], clock: NoteClock): string {
  return passages
    .map(
      (passage, index) =>
        `${index > 0 && !passage.followsPrevious ? '\n' : ''}[${index + 1}]${passage.moment === null ? '' : '*'} ${passageSource(passage, clock)}${passage.text}`,
    )
    .join('\n');
}

export const passageAnswerInstructions = (
  nothingFound: string,
  summary: boolean,
  clock: NoteClock,
) =>
  [
    `You answer questions about a meeting using only the numbered passages below: things said in the meeting ("[HH:MM] Speaker: text", times in 24-hour ${clock.abbreviation}) and documents ("(document)").`,
    'Passages in one paragraph were said one after the other; passages marked "*" are the moments found to answer the question, the rest is what was said around them.',
    summary
      ? 'The question asks for a summary: answer with at most five short bullet points in the order things were said, each citing its passages.'
      : 'The question asks for a fact: answer it in a sentence or two, citing the passage that says it.',
    'Use nothing but these passages: no outside knowledge, no guesses. Earlier messages of the conversation are only there to understand the question.',
    'After each statement, cite the passages it comes from by number in square brackets, e.g. "The release moves to Friday [3]." or "[2, 5]".',
    `If the passages do not answer the question, answer exactly: ${nothingFound}`,
    clock.named
      ? `Answer concisely in markdown, with names and times where they help, writing the zone after a time (e.g. "09:00 ${clock.abbreviation}").`
      : 'Answer concisely in markdown, with names and times where they help.',
  ].join('\n');
