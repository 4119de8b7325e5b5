/**
 * Turns a validated knowledge file into plain readable text for chunking and full-text search:
 * PDF text through unpdf, JSON flattened into `path: value` lines, CSV rows into `header: value`
 * lines (one blank-line-separated block per row, so a row stays within one chunk), text as is.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { parseCsv } from './csv.js';
import { pdfCopy, type KnowledgeFileKind } from './validate.js';

class KnowledgeExtractionError extends Error {
  override name = 'KnowledgeExtractionError';
}

const decodeText = (bytes: Uint8Array) =>
  new TextDecoder('utf-8').decode(bytes).replace(/\r\n?/g, '\n');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(pdfCopy(bytes));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text
      .map((page) => page.replace(/[ \t]+\n/g, '\n').trim())
      .filter(Boolean)
      .join('\n\n');
  } finally {
    await document.destroy();
  }
}

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

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
  const [header, ...records] = parsed.rows;
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

/** The file's text, ready for `chunkKnowledgeText`. Call only after `validateKnowledgeFile` accepted the file. */
export async function extractKnowledgeText(
  kind: KnowledgeFileKind,
  bytes: Uint8Array,
): Promise<string> {
  switch (kind) {
    case 'pdf':
      return pdfText(bytes);
    case 'json':
      return flattenJson(JSON.parse(decodeText(bytes)) as JsonValue);
    case 'csv':
      return flattenCsv(decodeText(bytes));
    case 'txt':
      return decodeText(bytes).trim();
  }
}
