/**
 * Turns a validated knowledge file into plain readable text for chunking and full-text search:
 * PDF text through unpdf, JSON flattened into `path: value` lines, CSV rows into `header: value`
 * lines (one blank-line-separated block per row, so a row stays within one chunk), text as is.
 */
import { getDocumentProxy } from 'unpdf';
import { parseJsonInPieces } from '../../text/json-in-pieces.js';
import { pacer } from '../../text/pace.js';
import { parseCsv, type CsvRow } from './csv.js';
import {
  KNOWLEDGE_JSON_MAX_DEPTH,
  KNOWLEDGE_TEXT_MAX_CHARS,
  pdfCopy,
  type JsonValue,
  type KnowledgeFileKind,
  type OpenedKnowledgeFile,
  type PdfDocument,
} from './validate.js';

class KnowledgeExtractionError extends Error {
  override name = 'KnowledgeExtractionError';
}

const decodeText = (bytes: Uint8Array) =>
  new TextDecoder('utf-8').decode(bytes).replace(/\r\n?/g, '\n');

/** Pages between releases of what PDF.js keeps of the document (fonts, page dictionaries). */
const PDF_CLEANUP_PAGES = 50;

/**
 * One page at a time, each released once read: reading every page at once (unpdf's extractText)
 * kept them all parsed together, about 200 MB for a 7 MB PDF.
 */
async function pdfText(document: PdfDocument): Promise<string> {
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    const text = items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('');
    page.cleanup();
    if (number % PDF_CLEANUP_PAGES === 0) await document.cleanup();
    const trimmed = text.replace(/[ \t]+\n/g, '\n').trim();
    if (trimmed) pages.push(trimmed);
  }
  return pages.join('\n\n');
}

const SIMPLE_KEY = /^[A-Za-z_$][\w$]*$/;

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const name = SIMPLE_KEY.test(key) ? key : JSON.stringify(key);
  return parent ? `${parent}.${name}` : name;
}

/** The file's text would pass KNOWLEDGE_TEXT_MAX_CHARS; refused as it is written out. */
export class KnowledgeTextTooLong extends Error {
  override name = 'KnowledgeTextTooLong';
}

/** Lines written out between two turns of the event loop. */
const LINES_PER_TURN = 5_000;

/**
 * Collects lines of text, refusing them once they pass KNOWLEDGE_TEXT_MAX_CHARS in all; `add`
 * returns a turn of the event loop to await now and then (see `pacer`).
 */
function textLines(): {
  add(line: string): Promise<void> | undefined;
  text(separator: string): string;
} {
  const lines: string[] = [];
  const paced = pacer(LINES_PER_TURN);
  let length = 0;
  return {
    add(line) {
      length += line.length + 1;
      if (length > KNOWLEDGE_TEXT_MAX_CHARS) throw new KnowledgeTextTooLong();
      lines.push(line);
      return paced();
    },
    text: (separator) => lines.join(separator),
  };
}

/** An array or object being written out: its path, its child to write next, and the rest. */
interface OpenNode {
  path: string;
  next: IteratorResult<[string | number, JsonValue]>;
  children: Iterator<[string | number, JsonValue]>;
}

const childrenOf = (node: JsonValue[] | { [key: string]: JsonValue }) =>
  (Array.isArray(node) ? node.entries() : Object.entries(node).values()) as Iterator<
    [string | number, JsonValue]
  >;

/**
 * One `path: value` line per leaf, in document order. Iterative, so deep documents cannot overflow
 * the stack, and holding only the open arrays and objects, not every child still to write.
 */
export async function flattenJson(value: JsonValue): Promise<string> {
  const lines = textLines();
  const open: OpenNode[] = [];
  const write = (path: string, node: JsonValue) => {
    const label = path ? `${path}: ` : '';
    if (node === null || typeof node !== 'object')
      return lines.add(`${label}${node === null ? 'null' : String(node)}`);
    const children = childrenOf(node);
    const next = children.next();
    if (next.done) return lines.add(`${label}${Array.isArray(node) ? '[]' : '{}'}`);
    open.push({ path, next, children });
    return undefined;
  };
  await write('', value);
  while (open.length > 0) {
    const parent = open.at(-1)!;
    const child = parent.next;
    if (child.done) {
      open.pop();
      continue;
    }
    parent.next = parent.children.next();
    await write(childPath(parent.path, child.value[0]), child.value[1]);
  }
  return lines.text('\n');
}

export async function flattenCsv(text: string): Promise<string> {
  const parsed = await parseCsv(text);
  if (!parsed.ok) throw new KnowledgeExtractionError(`CSV ${parsed.problem} (line ${parsed.line})`);
  return flattenCsvRows(parsed.rows);
}

async function flattenCsvRows(rows: CsvRow[]): Promise<string> {
  const [header, ...records] = rows;
  if (!header) return '';
  const nameOf = (index: number) => header.fields[index]?.trim() || `column ${index + 1}`;
  const lines = textLines();
  if (records.length === 0) {
    for (const index of header.fields.keys()) await lines.add(nameOf(index));
    return lines.text(', ');
  }
  // Paced by values, not rows: one row may hold millions of them.
  const paced = pacer(LINES_PER_TURN);
  for (const record of records) {
    const cells: string[] = [];
    for (const [index, value] of record.fields.entries()) {
      const trimmed = value.trim();
      if (trimmed !== '') cells.push(`${nameOf(index)}: ${trimmed}`);
      await paced();
    }
    if (cells.length > 0) await lines.add(cells.join('\n'));
  }
  return lines.text('\n\n');
}

/** Text read as it is (a PDF's, a .txt's), refused past KNOWLEDGE_TEXT_MAX_CHARS like the rest. */
function withinLimit(text: string): string {
  if (text.length > KNOWLEDGE_TEXT_MAX_CHARS) throw new KnowledgeTextTooLong();
  return text;
}

/** The text of a file `openKnowledgeFile` accepted, ready for `chunkKnowledgeText`. */
export async function openedKnowledgeText(file: OpenedKnowledgeFile): Promise<string> {
  switch (file.kind) {
    case 'pdf':
      return withinLimit(await pdfText(file.document));
    case 'json':
      return flattenJson(file.value);
    case 'csv':
      return flattenCsvRows(file.rows);
    case 'txt':
      return withinLimit(file.text.trim());
  }
}

/** The file's text, ready for `chunkKnowledgeText`. Call only after `validateKnowledgeFile` accepted the file. */
export async function extractKnowledgeText(
  kind: KnowledgeFileKind,
  bytes: Uint8Array,
): Promise<string> {
  switch (kind) {
    case 'pdf': {
      const document = await getDocumentProxy(pdfCopy(bytes));
      try {
        return withinLimit(await pdfText(document));
      } finally {
        await document.destroy();
      }
    }
    case 'json':
      return await flattenJson(
        (await parseJsonInPieces(decodeText(bytes), KNOWLEDGE_JSON_MAX_DEPTH)) as JsonValue,
      );
    case 'csv':
      return flattenCsv(decodeText(bytes));
    case 'txt':
      return withinLimit(decodeText(bytes).trim());
  }
}
