/**
 * What is embedded for each transcript segment and knowledge chunk, and the hash stored with its
 * vector: a vector whose hash is not that of the text as it reads now is embedded again.
 */
import { createHash } from 'node:crypto';
import { cutText } from '../providers/embeddings/index.js';

/** Below this many words a segment ("Agreed.", "Yes, Friday") means little without its turns around it. */
export const SHORT_SEGMENT_WORDS = 8;
/** Characters of each neighbour given to a short segment. */
const CONTEXT_CHARS = 300;
/** A segment's text at most: a long monologue is still one segment, and its start says most. */
export const SEGMENT_TEXT_MAX_CHARS = 2_000;
/** A question at most: a pasted paragraph is not a question, and one request must stay quick. */
export const QUERY_MAX_CHARS = 2_000;

export interface SegmentForEmbedding {
  ordinal: number;
  speakerName: string;
  content: string;
}

export interface TextToEmbed {
  ordinal: number;
  text: string;
  hash: string;
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url');

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The end of a text, starting at a word. */
function tail(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(text.length - max);
  return `…${cut.slice(cut.indexOf(' ') + 1)}`;
}

/** The start of a text, ending at a word. */
function head(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/**
 * Each segment as "Speaker: words"; a short one between the end of the turn before it and the
 * start of the turn after it, so what "Agreed." agreed to is in its vector. Segments in order.
 */
export function segmentTexts(segments: readonly SegmentForEmbedding[]): TextToEmbed[] {
  return segments.map((segment, index) => {
    const line = `${segment.speakerName}: ${segment.content}`;
    let text = line;
    if (wordCount(segment.content) < SHORT_SEGMENT_WORDS) {
      const before = segments[index - 1];
      const after = segments[index + 1];
      text = [
        before && `${before.speakerName}: ${tail(before.content, CONTEXT_CHARS)}`,
        line,
        after && `${after.speakerName}: ${head(after.content, CONTEXT_CHARS)}`,
      ]
        .filter(Boolean)
        .join('\n');
    }
    text = cutText(text, SEGMENT_TEXT_MAX_CHARS);
    return { ordinal: segment.ordinal, text, hash: textHash(text) };
  });
}

/** A knowledge chunk is embedded as it reads (chunks are a thousand characters at most). */
export function chunkText(chunk: { ordinal: number; content: string }): TextToEmbed {
  return { ordinal: chunk.ordinal, text: chunk.content, hash: textHash(chunk.content) };
}
