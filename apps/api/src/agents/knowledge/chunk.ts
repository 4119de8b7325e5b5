/**
 * Splits extracted text into overlapping chunks of about `size` characters, cutting at paragraph
 * boundaries first, then sentences, then words, so each chunk reads on its own in search results.
 */
import { pacer } from '../../text/pace.js';

export interface KnowledgeChunk {
  /** 0-based position in the file. */
  ordinal: number;
  content: string;
}

export interface ChunkOptions {
  /** Largest chunk in characters. */
  size?: number;
  /** Characters of the previous chunk's tail repeated at the start of the next, at most. */
  overlap?: number;
}

const DEFAULT_CHUNK_SIZE = 1000;
const DEFAULT_CHUNK_OVERLAP = 200;

interface Piece {
  text: string;
  /** What joins this piece to the one before it in the same chunk. */
  joiner: string;
}

/** Whether the character at `at` is white space; the common ones without a regular expression. */
function isSpace(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  return code > 0x7f && /\s/.test(text[at]!);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * A sentence too long for a chunk, in runs of whole words of at most `max` characters (a word
 * longer than that cut where it must): a few pieces a chunk, where one piece a word made millions
 * of a file without full stops.
 */
function* wordRuns(sentence: string, max: number): Generator<string> {
  let start = 0;
  while (start < sentence.length) {
    while (start < sentence.length && isSpace(sentence, start)) start++;
    if (start >= sentence.length) break;
    let end = Math.min(sentence.length, start + max);
    if (end < sentence.length && !isSpace(sentence, end)) {
      let cut = end;
      while (cut > start && !isSpace(sentence, cut)) cut--;
      if (cut > start) end = cut;
      // A word cut where it must is not cut inside a character (an emoji's two halves).
      else if (isHighSurrogate(sentence.charCodeAt(end - 1)) && end - 1 > start) end--;
    }
    yield sentence
      .slice(start, end)
      .trim()
      .replace(/\s{2,}|[^\S ]/g, ' ');
    start = end;
  }
}

/**
 * The parts of the text between the separator's matches, as `text.split` gives them, found one at a
 * time as they are wanted: splitting 7 MB at once is one long block. `separator` is global and
 * never matches nothing.
 */
function* split(text: string, separator: RegExp): Generator<string> {
  let from = 0;
  for (let match = separator.exec(text); match !== null; match = separator.exec(text)) {
    yield text.slice(from, match.index);
    from = match.index + match[0].length;
  }
  yield text.slice(from);
}

/**
 * Paragraphs, then the lines and sentences of long paragraphs, then the words of long sentences:
 * every piece fits `size`, and each remembers whether it followed a paragraph break, a line break or a space.
 */
function* pieces(text: string, size: number, run: number): Generator<Piece> {
  for (const paragraph of split(text, /\n\s*\n/g)) {
    const trimmed = paragraph.trim();
    if (!trimmed) continue;
    if (trimmed.length <= size) {
      yield { text: trimmed, joiner: '\n\n' };
      continue;
    }
    let joiner = '\n\n';
    for (const line of split(trimmed, /\n/g)) {
      for (const sentence of split(line.trim(), /(?<=[.!?])\s+/g)) {
        if (!sentence) continue;
        for (const part of sentence.length <= size ? [sentence] : wordRuns(sentence, run)) {
          yield { text: part, joiner };
          joiner = ' ';
        }
      }
      joiner = '\n';
    }
  }
}

/** Pieces put into chunks between two turns of the event loop. */
const PIECES_PER_TURN = 5_000;

/** The text's chunks, made with other requests served now and then (a 7 MB file has ~100,000 pieces). */
export async function chunkKnowledgeText(
  text: string,
  options: ChunkOptions = {},
): Promise<KnowledgeChunk[]> {
  const size = options.size ?? DEFAULT_CHUNK_SIZE;
  const overlap = Math.min(options.overlap ?? DEFAULT_CHUNK_OVERLAP, Math.floor(size / 2));
  if (size < 1) throw new RangeError('Chunk size must be positive');

  const chunks: KnowledgeChunk[] = [];
  let current: Piece[] = [];
  let length = 0;
  const render = (parts: Piece[]) =>
    parts.map((part, index) => (index === 0 ? part.text : part.joiner + part.text)).join('');

  // A long sentence's runs fit the overlap, so a chunk can repeat the end of the one before.
  const paced = pacer(PIECES_PER_TURN);
  for (const piece of pieces(text, size, overlap > 0 ? overlap : size)) {
    await paced();
    const added =
      current.length === 0 ? piece.text.length : piece.joiner.length + piece.text.length;
    if (current.length > 0 && length + added > size) {
      chunks.push({ ordinal: chunks.length, content: render(current) });
      // Carry the previous chunk's last pieces while they fit both the overlap and, with this piece, the size.
      const carried: Piece[] = [];
      let carriedLength = 0;
      for (let index = current.length - 1; index >= 0; index--) {
        const candidate = current[index]!;
        const grown =
          carriedLength +
          candidate.text.length +
          (carried.length > 0 ? carried[0]!.joiner.length : 0);
        if (grown > overlap || grown + piece.joiner.length + piece.text.length > size) break;
        carried.unshift(candidate);
        carriedLength = grown;
      }
      current = carried;
      length = carriedLength;
    }
    length += current.length === 0 ? piece.text.length : piece.joiner.length + piece.text.length;
    current.push(piece);
  }
  if (current.length > 0) chunks.push({ ordinal: chunks.length, content: render(current) });
  return chunks;
}
