/**
 * JSON read a piece at a time, with other requests served between the pieces (JSON.parse reads a
 * 6 MB file in one go, holding every other request for a tenth of a second or more), and refused as
 * soon as it nests deeper than its reader allows (20 MB of '[' would otherwise be built first).
 */
import { TokenParser, Tokenizer, TokenType } from '@streamparser/json';
import { inPieces } from './pace.js';

/** JSON that nests deeper than its reader allows, found as it was read. */
export class JsonTooDeep extends Error {
  override name = 'JsonTooDeep';
}

/** Follows the arrays and objects a tokenizer opens and closes; throws JsonTooDeep past `max`. */
export function nestingGuard(max: number): (token: TokenType) => void {
  let depth = 0;
  return (token) => {
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (++depth > max) throw new JsonTooDeep(`The JSON nests more than ${max} levels deep`);
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
  };
}

/** Writes the text to the tokenizer in pieces and ends it. Throws what the tokenizer or its listeners throw. */
export async function tokenizeInPieces(tokenizer: Tokenizer, text: string): Promise<void> {
  for await (const piece of inPieces(text)) tokenizer.write(piece);
  if (!tokenizer.isEnded) tokenizer.end();
}

/**
 * The value of a JSON text, as JSON.parse gives it, read in pieces; throws JsonTooDeep when it nests
 * more than `maxDepth` deep, and another error when it is not JSON.
 */
export async function parseJsonInPieces(text: string, maxDepth: number): Promise<unknown> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$'], keepStack: false });
  const values: unknown[] = [];
  const guard = nestingGuard(maxDepth);
  tokenizer.onToken = (token) => {
    guard(token.token);
    parser.write(token);
  };
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
