/**
 * Checks an uploaded knowledge file before anything is stored: size, extension, declared type and,
 * above all, content, so a renamed binary or a broken PDF is refused rather than indexed.
 */
import {
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_FILE_WRONG_TYPE,
  knowledgeFileExtension,
} from '@convene/domain/knowledge-file';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';
import { getDocumentProxy } from 'unpdf';
import { JsonTooDeep, parseJsonInPieces } from '../../text/json-in-pieces.js';
import { parseCsv, type CsvRow } from './csv.js';

export type KnowledgeFileKind = 'txt' | 'pdf' | 'json' | 'csv';

export interface KnowledgeFileInput {
  /** The file name as uploaded; only its extension is used. */
  name: string;
  /** The Content-Type the client declared for the part, if any. */
  contentType?: string;
  bytes: Uint8Array;
}

/** A refusal's kind: too large, or a file that cannot be used (the product's error codes). */
export type KnowledgeFileRefusalCode = 'too_large' | 'unprocessable';

type KnowledgeFileRefusal = { ok: false; code: KnowledgeFileRefusalCode; error: string };

export type KnowledgeFileCheck = { ok: true; kind: KnowledgeFileKind } | KnowledgeFileRefusal;

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * What checking an accepted file read of it, so extraction need not read it again (a 7 MB PDF
 * takes seconds to parse). An open PDF must be closed with `closeKnowledgeFile`.
 */
export type OpenedKnowledgeFile =
  | { kind: 'pdf'; document: PdfDocument }
  | { kind: 'csv'; rows: CsvRow[] }
  | { kind: 'json'; value: JsonValue }
  | { kind: 'txt'; text: string };

export type KnowledgeFileOpening = { ok: true; file: OpenedKnowledgeFile } | KnowledgeFileRefusal;

/** Arrays and objects inside each other a JSON knowledge file may have: far more than data needs. */
export const KNOWLEDGE_JSON_MAX_DEPTH = 64;

/**
 * The most text a file may read out to: a JSON or CSV file writes each value out with its path or
 * column name, and a 6 MB array of numbers read out to 40 million characters, more than the
 * server's memory holds while chunking it. Real files of 7 MB read out to 7-11 million.
 */
export const KNOWLEDGE_TEXT_MAX_CHARS = 12_000_000;

export const KNOWLEDGE_FILE_ERRORS = {
  tooLarge: KNOWLEDGE_FILE_TOO_LARGE,
  wrongType: KNOWLEDGE_FILE_WRONG_TYPE,
  empty: 'The file is empty',
  invalidPdf: 'The file is not a valid PDF',
  protectedPdf: 'The PDF is password-protected',
  invalidText: 'The file is not a valid text file',
  invalidJson: 'The file is not valid JSON',
  jsonTooDeep: `The file's JSON nests more than ${KNOWLEDGE_JSON_MAX_DEPTH} levels deep`,
  tooMuchText: `The file holds more text than an agent's knowledge can keep: over ${KNOWLEDGE_TEXT_MAX_CHARS / 1_000_000} million characters once its values are written out`,
  invalidCsv: 'The file is not a valid CSV file',
  noText: 'The file contains no readable text',
} as const;

/**
 * Declared types a browser or client may send for each kind. Browsers differ (Windows labels CSV as
 * Excel), so the declared type only refuses clear contradictions; the content decides.
 */
const DECLARED_TYPES: Record<KnowledgeFileKind, readonly string[]> = {
  txt: ['text/plain'],
  pdf: ['application/pdf', 'application/x-pdf'],
  json: ['application/json', 'text/json', 'text/plain'],
  csv: [
    'text/csv',
    'application/csv',
    'text/comma-separated-values',
    'text/x-csv',
    'application/vnd.ms-excel',
    'text/plain',
  ],
};
const UNSPECIFIC_TYPES = ['', 'application/octet-stream', 'binary/octet-stream'];

/** C0 controls other than tab, line feed, form feed and carriage return, and DEL: a sign of binary data. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const BINARY_CONTROL = /[\x00-\x08\x0B\x0E-\x1F\x7F]/;
const PDF_MAGIC = '%PDF-';

const refuse = (code: KnowledgeFileRefusalCode, error: string): KnowledgeFileRefusal => ({
  ok: false,
  code,
  error,
});

export function knowledgeFileKind(name: string): KnowledgeFileKind | null {
  const extension = knowledgeFileExtension(name);
  return extension ? (extension.slice(1) as KnowledgeFileKind) : null;
}

function declaredTypeFits(kind: KnowledgeFileKind, contentType: string | undefined): boolean {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return UNSPECIFIC_TYPES.includes(essence) || DECLARED_TYPES[kind].includes(essence);
}

/**
 * UTF-8 text without binary control characters, with a leading byte-order mark removed and line
 * ends made \n; null when the bytes are not text.
 */
function decodeKnowledgeText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  return BINARY_CONTROL.test(text) ? null : text.replace(/\r\n?/g, '\n');
}

/**
 * PDF.js may take ownership of the memory it is given, so it gets its own copy; `new Uint8Array(bytes)`
 * copies even a Node Buffer, whose slice() would only be a view of shared pooled memory.
 */
export function pdfCopy(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

async function openPdf(bytes: Uint8Array): Promise<KnowledgeFileOpening> {
  const header = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_MAGIC.length));
  if (header !== PDF_MAGIC) return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.invalidPdf);
  try {
    const document = await getDocumentProxy(pdfCopy(bytes));
    if (document.numPages > 0) return { ok: true, file: { kind: 'pdf', document } };
    await document.destroy();
    return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.invalidPdf);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return refuse(
      'unprocessable',
      name === 'PasswordException'
        ? KNOWLEDGE_FILE_ERRORS.protectedPdf
        : KNOWLEDGE_FILE_ERRORS.invalidPdf,
    );
  }
}

async function openCsv(text: string): Promise<KnowledgeFileOpening> {
  const parsed = await parseCsv(text);
  if (!parsed.ok)
    return refuse(
      'unprocessable',
      `${KNOWLEDGE_FILE_ERRORS.invalidCsv}: ${parsed.problem} (line ${parsed.line})`,
    );
  const [header, ...records] = parsed.rows;
  if (!header) return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.empty);
  // Short rows are tolerated (trailing empty cells are often dropped); extra fields mean the file is not tabular.
  const overlong = records.find((record) => record.fields.length > header.fields.length);
  if (overlong) {
    return refuse(
      'unprocessable',
      `${KNOWLEDGE_FILE_ERRORS.invalidCsv}: line ${overlong.line} has ${overlong.fields.length} fields but the header has ${header.fields.length}`,
    );
  }
  return { ok: true, file: { kind: 'csv', rows: parsed.rows } };
}

/** Checks the file as `validateKnowledgeFile` does and keeps what it read for extraction. */
export async function openKnowledgeFile(file: KnowledgeFileInput): Promise<KnowledgeFileOpening> {
  if (file.bytes.byteLength > KNOWLEDGE_FILE_MAX_BYTES)
    return refuse('too_large', KNOWLEDGE_FILE_ERRORS.tooLarge);
  const kind = knowledgeFileKind(file.name);
  if (!kind || !declaredTypeFits(kind, file.contentType))
    return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.wrongType);
  if (file.bytes.byteLength === 0) return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.empty);
  if (kind === 'pdf') return openPdf(file.bytes);

  const text = decodeKnowledgeText(file.bytes);
  if (kind === 'txt') {
    if (text === null) return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.invalidText);
    return text.trim() === ''
      ? refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.empty)
      : { ok: true, file: { kind, text } };
  }
  if (kind === 'json') {
    if (text === null) return refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.invalidJson);
    try {
      const value = await parseJsonInPieces(text, KNOWLEDGE_JSON_MAX_DEPTH);
      return { ok: true, file: { kind, value: value as JsonValue } };
    } catch (error) {
      return refuse(
        'unprocessable',
        error instanceof JsonTooDeep
          ? KNOWLEDGE_FILE_ERRORS.jsonTooDeep
          : KNOWLEDGE_FILE_ERRORS.invalidJson,
      );
    }
  }
  return text === null ? refuse('unprocessable', KNOWLEDGE_FILE_ERRORS.invalidCsv) : openCsv(text);
}

export async function closeKnowledgeFile(file: OpenedKnowledgeFile): Promise<void> {
  if (file.kind === 'pdf') await file.document.destroy();
}

export async function validateKnowledgeFile(file: KnowledgeFileInput): Promise<KnowledgeFileCheck> {
  const opening = await openKnowledgeFile(file);
  if (!opening.ok) return opening;
  await closeKnowledgeFile(opening.file);
  return { ok: true, kind: opening.file.kind };
}
