/** The one call an upload route needs: check the file, then extract and chunk its text. */
import { chunkKnowledgeText, type KnowledgeChunk } from './chunk.js';
import { KnowledgeTextTooLong, openedKnowledgeText } from './extract.js';
import {
  closeKnowledgeFile,
  KNOWLEDGE_FILE_ERRORS,
  openKnowledgeFile,
  type KnowledgeFileInput,
  type KnowledgeFileKind,
  type KnowledgeFileRefusalCode,
} from './validate.js';

export type PreparedKnowledgeFile =
  | { ok: true; kind: KnowledgeFileKind; text: string; chunks: KnowledgeChunk[] }
  | { ok: false; code: KnowledgeFileRefusalCode; error: string };

const UNREADABLE: Record<KnowledgeFileKind, string> = {
  pdf: KNOWLEDGE_FILE_ERRORS.invalidPdf,
  json: KNOWLEDGE_FILE_ERRORS.invalidJson,
  csv: KNOWLEDGE_FILE_ERRORS.invalidCsv,
  txt: KNOWLEDGE_FILE_ERRORS.invalidText,
};

/** The file being read now; the next waits for it. */
let reading: Promise<unknown> = Promise.resolve();

/**
 * Files are read one at a time: reading a 7 MB file takes tens of megabytes of heap, and the server
 * runs under a fixed heap limit (the serve script), so uploads arriving together wait instead.
 */
export function prepareKnowledgeFile(file: KnowledgeFileInput): Promise<PreparedKnowledgeFile> {
  const prepared = reading.then(() => prepare(file));
  reading = prepared.catch(() => undefined);
  return prepared;
}

async function prepare(file: KnowledgeFileInput): Promise<PreparedKnowledgeFile> {
  const opening = await openKnowledgeFile(file);
  if (!opening.ok) return opening;
  const { kind } = opening.file;
  let text: string;
  try {
    text = await openedKnowledgeText(opening.file);
  } catch (error) {
    if (error instanceof KnowledgeTextTooLong)
      return { ok: false, code: 'unprocessable', error: KNOWLEDGE_FILE_ERRORS.tooMuchText };
    // A PDF can open yet fail on a damaged page; that is the file's fault, not the server's.
    return { ok: false, code: 'unprocessable', error: UNREADABLE[kind] };
  } finally {
    await closeKnowledgeFile(opening.file);
  }
  const chunks = await chunkKnowledgeText(text);
  // A scanned PDF has pages but no text layer: nothing the agent could use.
  if (chunks.length === 0)
    return { ok: false, code: 'unprocessable', error: KNOWLEDGE_FILE_ERRORS.noText };
  return { ok: true, kind, text, chunks };
}
