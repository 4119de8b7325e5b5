/**
 * CSV (RFC 4180) read by csv-parse, shared by validation and extraction. Quoted fields must close
 * and be followed by a delimiter or line end; a stray quote inside an unquoted field is kept as
 * text, because spreadsheet exports often contain them (5" screen) and refusing those helps no one.
 */
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { inPieces } from '../../text/pace.js';

export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvRow {
  /** 1-based line where the row starts, for error messages. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; line: number; problem: string };

/** Of a first line longer than this, its start tells the delimiter as well as the whole. */
const DELIMITER_SAMPLE = 64 * 1024;

/** The delimiter used most often on the first line; comma when none appears. */
function detectCsvDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, DELIMITER_SAMPLE);
  const end = sample.search(/\r|\n/);
  const firstLine = end === -1 ? sample : sample.slice(0, end);
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

const PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'text follows a closing quote',
};

function countLineBreaks(fields: string[]): number {
  let count = 0;
  // Looked for before splitting: a row of millions of values seldom has a break in any.
  for (const field of fields) if (field.includes('\n')) count += field.split('\n').length - 1;
  return count;
}

/** Windows', Unix's and old Macs' line ends; the first is tried first, so CRLF is one break. */
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

/** Rows as csv-parse reads them, each with the line it starts on, read in pieces. */
async function readRows(
  text: string,
  delimiter: CsvDelimiter,
  quotesInValues: boolean,
): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  let endedOn = 0;
  let blanksBefore = 0;
  const parser = parse({
    delimiter,
    relax_quotes: quotesInValues,
    relax_column_count: true,
    // Named rather than discovered: csv-parse discovers them by allocating three buffers for every
    // character of a first line with no break, which held the server half a second for a long one.
    record_delimiter: RECORD_DELIMITERS,
    skip_empty_lines: true,
    on_record(record: string[], { lines, empty_lines }) {
      // csv-parse counts the line a record ends on, and a quoted value may span several: a record
      // starts on the line after the one before it ended, past the blank lines skipped between.
      rows.push({ line: endedOn + 1 + empty_lines - blanksBefore, fields: record });
      endedOn = lines;
      blanksBefore = empty_lines;
      return null;
    },
  });
  // The rows are kept above and nothing is passed on, but the stream must flow to end.
  parser.resume();
  const done = finished(parser);
  done.catch(() => undefined);
  // Fed as bytes: csv-parse decodes each value whole, so a character cut between two pieces is not.
  const bytes = Buffer.from(text);
  try {
    for await (const piece of inPieces(bytes)) {
      if (parser.destroyed) break;
      parser.write(piece);
    }
    parser.end();
    await done;
  } catch (error) {
    if (error instanceof CsvError) Object.assign(error, { rowsRead: rows });
    throw error;
  }
  return rows;
}

function refusal(error: CsvError): CsvParse {
  // An unclosed quote is reported where the file ends; the person needs where the value began.
  const rowsRead = (error as CsvError & { rowsRead?: CsvRow[] }).rowsRead ?? [];
  const after = rowsRead.at(-1);
  const line =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? after
        ? after.line + countLineBreaks(after.fields) + 1
        : 1
      : Number(error.lines ?? 1);
  return { ok: false, line, problem: PROBLEMS[error.code] ?? error.message };
}

/** Parses every row with csv-parse; blank lines are skipped. */
export async function parseCsv(
  text: string,
  delimiter: CsvDelimiter = detectCsvDelimiter(text),
): Promise<CsvParse> {
  try {
    return { ok: true, rows: await readRows(text, delimiter, false) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // A quote inside an unquoted value (5" screen) is text: read the file again allowing it.
    if (error.code !== 'INVALID_OPENING_QUOTE') return refusal(error);
    try {
      return { ok: true, rows: await readRows(text, delimiter, true) };
    } catch (relaxedError) {
      if (!(relaxedError instanceof CsvError)) throw relaxedError;
      return refusal(relaxedError);
    }
  }
}
