/**
 * Turns a validated knowledge file into plain readable text for chunking and full-text search:
 * PDF text through unpdf, JSON flattened into `path: value` lines, CSV rows into `header: value`
 * lines (one blank-line-separated block per row, so a row stays within one chunk), text as is.
 */
import { getDocumentProxy } from 'unpdf';
import { parseCsv, type CsvRow } from './csv.js';
import {
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

/** One `path: value` line per leaf, in document order; iterative so deep documents cannot overflow the stack. */
export function flattenJson(value: JsonValue): string {
  const lines: string[] = [];
  const pending: Array<[string, JsonValue]> = [['', value]];
  while (pending.length > 0) {
    const [path, node] = pending.pop()!;
    const label = path ? `${path}: ` : '';
    if (Array.isArray(node)) {
      if (node.length === 0) lines.push(`${label}[]`);
      for (let index = node.length - 1; index >= 0; index--)
        pending.push([childPath(path, index), node[index]!]);
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      if (entries.length === 0) lines.push(`${label}{}`);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push([childPath(path, key), child]);
      }
    } else {
      lines.push(`${label}${node === null ? 'null' : String(node)}`);
    }
  }
  return lines.join('\n');
}

export function flattenCsv(text: string): string {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new KnowledgeExtractionError(`CSV ${parsed.problem} (line ${parsed.line})`);
  return flattenCsvRows(parsed.rows);
}

function flattenCsvRows(rows: CsvRow[]): string {
  const [header, ...records] = rows;
  if (!header) return '';
  const names = header.fields.map((name, index) => name.trim() || `column ${index + 1}`);
  if (records.length === 0) return names.join(', ');
  return records
    .map((record) =>
      record.fields
        .map((value, index) => [names[index] ?? `column ${index + 1}`, value.trim()] as const)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** The text of a file `openKnowledgeFile` accepted, ready for `chunkKnowledgeText`. */
export async function openedKnowledgeText(file: OpenedKnowledgeFile): Promise<string> {
  switch (file.kind) {
    case 'pdf':
      return pdfText(file.document);
    case 'json':
      return flattenJson(file.value);
    case 'csv':
      return flattenCsvRows(file.rows);
    case 'txt':
      return file.text.trim();
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
        return await pdfText(document);
      } finally {
        await document.destroy();
      }
    }
    case 'json':
      return flattenJson(JSON.parse(decodeText(bytes)) as JsonValue);
    case 'csv':
      return flattenCsv(decodeText(bytes));
    case 'txt':
      return decodeText(bytes).trim();
  }
}
