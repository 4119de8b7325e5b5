/** The one call an upload route needs: check the file, then extract and chunk its text. */
import { chunkKnowledgeText, type KnowledgeChunk } from './chunk.js';
import { extractKnowledgeText } from './extract.js';
import {
  KNOWLEDGE_FILE_ERRORS,
  validateKnowledgeFile,
  type KnowledgeFileInput,
  type KnowledgeFileKind,
  type KnowledgeFileRefusal,
} from './validate.js';

export type PreparedKnowledgeFile =
  | { ok: true; kind: KnowledgeFileKind; text: string; chunks: KnowledgeChunk[] }
  | { ok: false; code: KnowledgeFileRefusal; error: string };

const UNREADABLE: Record<KnowledgeFileKind, string> = {
  pdf: KNOWLEDGE_FILE_ERRORS.invalidPdf,
  json: KNOWLEDGE_FILE_ERRORS.invalidJson,
  csv: KNOWLEDGE_FILE_ERRORS.invalidCsv,
  txt: KNOWLEDGE_FILE_ERRORS.invalidText,
};

export async function prepareKnowledgeFile(
  file: KnowledgeFileInput,
): Promise<PreparedKnowledgeFile> {
  const check = await validateKnowledgeFile(file);
  if (!check.ok) return check;
  let text: string;
  try {
    text = await extractKnowledgeText(check.kind, file.bytes);
  } catch {
    // A PDF can open yet fail on a damaged page; that is the file's fault, not the server's.
    return { ok: false, code: 'unprocessable', error: UNREADABLE[check.kind] };
  }
  const chunks = chunkKnowledgeText(text);
  // A scanned PDF has pages but no text layer: nothing the agent could use.
  if (chunks.length === 0)
    return { ok: false, code: 'unprocessable', error: KNOWLEDGE_FILE_ERRORS.noText };
  return { ok: true, kind: check.kind, text, chunks };
}
