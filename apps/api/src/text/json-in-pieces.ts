/**
 * JSON read a piece at a time, with other requests served between the pieces: JSON.parse reads a
 * 6 MB file in one go, holding every other request for a tenth of a second or more.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TokenParser, Tokenizer } from '@streamparser/json';

/** Characters of JSON parsed between two turns of the event loop (a few milliseconds' work). */
const JSON_CHARS_PER_TURN = 64 * 1024;

/**
 * Writes the text to the tokenizer a piece at a time and ends it. A turn comes before the first
 * piece too: the text was just decoded in one go. Throws what the tokenizer or its listeners throw.
 */
export async function tokenizeInPieces(tokenizer: Tokenizer, text: string): Promise<void> {
  for (let start = 0; start < text.length; start += JSON_CHARS_PER_TURN) {
    await nextTurn();
    tokenizer.write(text.slice(start, start + JSON_CHARS_PER_TURN));
  }
  if (!tokenizer.isEnded) tokenizer.end();
}

/** The value of a JSON text, as JSON.parse gives it, read in pieces; throws when it is not JSON. */
export async function parseJsonInPieces(text: string): Promise<unknown> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$'], keepStack: false });
  const values: unknown[] = [];
  tokenizer.onToken = (token) => parser.write(token);
  parser.onValue = ({ value }) => {
    values.push(value);
  };
  // The text ends with its value: anything after it is refused by the tokenizer.
  parser.onEnd = () => {
    if (!tokenizer.isEnded) tokenizer.end();
  };
  await tokenizeInPieces(tokenizer, text);
  if (!parser.isEnded) parser.end();
  if (values.length === 0) throw new SyntaxError('The text holds no JSON value');
  return values[0];
}
