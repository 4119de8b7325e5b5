/**
 * An answer cut into the pieces that are synthesised one by one: sentences, with short ones joined
 * and long ones cut, and the marks that are written but not said (markdown, citations) taken out.
 */
import { splitSentences } from '../../text/sentences.js';

/**
 * Below this many characters a piece is joined to its neighbour: "Yes." alone is a clip that is
 * mostly the silence around it, and each clip costs a synthesis (or a request) of its own.
 */
export const SHORTEST_SPEECH_PIECE = 40;
/**
 * Above this many characters (about 20 seconds of speech) a sentence is cut at a clause, so the
 * first clip is ready soon and no piece comes near a speech server's input limit (OpenAI's 4,096).
 */
export const LONGEST_SPEECH_PIECE = 300;

/**
 * An answer's first piece is cut at about this many characters (some 6 seconds of speech): nothing
 * is heard until it is synthesised, while later pieces are made as the one before plays.
 */
export const OPENING_SPEECH_PIECE = 100;

/** `[1]`, `[2, 3]`, `[4-6]`: Ask AI's citations, which point at the page, not at the listener. */
const CITATION = /\s*\[\d+(?:\s*[,–-]\s*\d+)*\]/g;
/** `[label](address)`: the label is what is said. */
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** Headings, quotes and list markers at a line's start. */
const LINE_MARKER = /^\s*(?:#{1,6}\s+|>\s*|[-*+•]\s+|\d+[.)]\s+)/;
/** Emphasis and code marks; an underscore inside a word (snake_case) stays. */
const EMPHASIS = /\*+|`+|(?<!\w)_+|_+(?!\w)/g;

/**
 * What a line says aloud: its markdown and citations taken out, its spaces made single, and a full
 * stop after a line that has no mark of its own (a heading, a list item), so it is said as ended.
 */
function spokenLine(line: string): string {
  const spoken = line
    .replace(LINE_MARKER, '')
    .replace(LINK, '$1')
    .replace(CITATION, '')
    .replace(EMPHASIS, '')
    .replace(/\s+/g, ' ')
    .trim();
  return !spoken || /[.!?…:;,।。]$/.test(spoken) ? spoken : `${spoken}.`;
}

/** A sentence too long for one clip, cut after a clause mark (else between words) near the limit. */
export function cutAtClause(sentence: string, longest = LONGEST_SPEECH_PIECE): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > longest) {
    const head = rest.slice(0, longest + 1);
    const clause = Math.max(...[',', ';', ':'].map((mark) => head.lastIndexOf(mark)));
    const space = head.lastIndexOf(' ');
    const cut =
      clause >= SHORTEST_SPEECH_PIECE
        ? clause + 1
        : space >= SHORTEST_SPEECH_PIECE
          ? space
          : longest;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * The answer's sentences to synthesise one by one, in order: each line (a list item, a paragraph)
 * ends a sentence too; a piece shorter than SHORTEST_SPEECH_PIECE is joined to the next (the last
 * to the one before), and none is longer than LONGEST_SPEECH_PIECE. Empty for an answer with
 * nothing to say.
 */
export function speechSentences(text: string): string[] {
  const sentences = text
    .split(/\n+/)
    .map(spokenLine)
    .flatMap((line) => splitSentences(line))
    .flatMap((sentence) => cutAtClause(sentence));
  const pieces: string[] = [];
  for (const sentence of sentences) {
    const last = pieces.at(-1);
    if (
      last !== undefined &&
      last.length < SHORTEST_SPEECH_PIECE &&
      last.length + 1 + sentence.length <= LONGEST_SPEECH_PIECE
    )
      pieces[pieces.length - 1] = `${last} ${sentence}`;
    else pieces.push(sentence);
  }
  const last = pieces.at(-1);
  const beforeLast = pieces.at(-2);
  if (
    last !== undefined &&
    beforeLast !== undefined &&
    last.length < SHORTEST_SPEECH_PIECE &&
    beforeLast.length + 1 + last.length <= LONGEST_SPEECH_PIECE
  )
    pieces.splice(-2, 2, `${beforeLast} ${last}`);
  return pieces;
}
