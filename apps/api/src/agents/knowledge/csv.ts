/**
 * A small RFC 4180 CSV reader shared by validation and extraction. Quoted fields must close and be
 * followed by a delimiter or line end; a stray quote inside an unquoted field is kept as text,
 * because spreadsheet exports often contain them (5" screen) and refusing those files helps no one.
 */

export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvRow {
  /** 1-based line where the row starts, for error messages. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; line: number; problem: string };

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** The delimiter used most often on the first line; comma when none appears. */
function detectCsvDelimiter(text: string): CsvDelimiter {
  const end = text.search(/\r|\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t'] as const) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

function countLineBreaks(value: string): number {
  let count = 0;
  for (let index = value.indexOf('\n'); index !== -1; index = value.indexOf('\n', index + 1))
    count++;
  return count;
}

/** Parses every row; blank lines are skipped. */
export function parseCsv(
  text: string,
  delimiter: CsvDelimiter = detectCsvDelimiter(text),
): CsvParse {
  const rows: CsvRow[] = [];
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  let fields: string[] = [];
  let rowLine = 1;
  let line = 1;
  let index = 0;

  const endRow = () => {
    if (!(fields.length === 1 && fields[0] === '')) rows.push({ line: rowLine, fields });
    fields = [];
  };

  while (index < length) {
    if (text.charCodeAt(index) === QUOTE) {
      const startLine = line;
      let value = '';
      let segmentStart = index + 1;
      for (;;) {
        const close = text.indexOf('"', segmentStart);
        if (close === -1)
          return { ok: false, line: startLine, problem: 'a quoted value is never closed' };
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += text.slice(segmentStart, close + 1);
          segmentStart = close + 2;
          continue;
        }
        value += text.slice(segmentStart, close);
        index = close + 1;
        break;
      }
      line += countLineBreaks(value);
      fields.push(value);
      const next = text.charCodeAt(index);
      if (index < length && next !== separator && next !== LF && next !== CR) {
        return { ok: false, line, problem: 'text follows a closing quote' };
      }
    } else {
      let end = index;
      while (end < length) {
        const code = text.charCodeAt(end);
        if (code === separator || code === LF || code === CR) break;
        end++;
      }
      fields.push(text.slice(index, end));
      index = end;
    }

    if (index >= length) break;
    const code = text.charCodeAt(index);
    if (code === separator) {
      index++;
      // A trailing delimiter at the very end still closes an empty last field.
      if (index === length) fields.push('');
      continue;
    }
    index += code === CR && text.charCodeAt(index + 1) === LF ? 2 : 1;
    line++;
    endRow();
    rowLine = line;
  }
  if (fields.length > 0) endRow();
  return { ok: true, rows };
}
