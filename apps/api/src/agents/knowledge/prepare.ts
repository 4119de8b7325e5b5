/** The one call an upload route needs: check the file, then extract and chunk its text. */
import { chunkKnowledgeText, type KnowledgeChunk } from './chunk.js';
import { extractKnowledgeText } from './extract.js';
import {
  validateKnowledgeFile,
  type KnowledgeFileInput,
  type KnowledgeFileKind,
} from './validate.js';

export type PreparedKnowledgeFile =
  | { ok: true; kind: KnowledgeFileKind; text: string; chunks: KnowledgeChunk[] }
  | { ok: false; status: 413 | 422; error: string };

export async function prepareKnowledgeFile(
  file: KnowledgeFileInput,
): Promise<PreparedKnowledgeFile> {
  const check = await validateKnowledgeFile(file);
  if (!check.ok) return check;
  const text = await extractKnowledgeText(check.kind, file.bytes);
  return { ok: true, kind: check.kind, text, chunks: chunkKnowledgeText(text) };
}
