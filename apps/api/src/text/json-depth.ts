/**
 * Whether the arrays and objects of a JSON text nest at most `max` deep, read in one linear pass
 * that skips strings, before the text is parsed: JSON.parse builds any depth (7 MB of '[' take a
 * second and hundreds of MB, and everything that walks the value after pays again). The text need
 * not be valid JSON; parsing decides that.
 */
export function jsonNestsWithin(text: string, max: number): boolean {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) at = closingQuote(text, at);
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > max) return false;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--;
  }
  return true;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Where the string opened at `open` ends (past its escaped quotes), or the text's end. */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}
