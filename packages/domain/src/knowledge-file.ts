import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_FILE_MAX_BYTES } from './limits';

/** SPEC section 5, word for word. */
export const KNOWLEDGE_FILE_TOO_LARGE = 'File size should not exceed 7MB';
/** The spec names the accepted types but no message; this one lists them. */
export const KNOWLEDGE_FILE_WRONG_TYPE = `Only ${KNOWLEDGE_FILE_EXTENSIONS.join(', ')} files are accepted`;

export type KnowledgeFileExtension = (typeof KNOWLEDGE_FILE_EXTENSIONS)[number];

/** The one of these extensions the file name ends with (case-insensitive), or null. */
export function fileExtension<Extension extends string>(
  name: string,
  extensions: readonly Extension[],
): Extension | null {
  const lowered = name.toLowerCase();
  return extensions.find((extension) => lowered.endsWith(extension)) ?? null;
}

/** The accepted extension the file name ends with (case-insensitive), or null. */
export function knowledgeFileExtension(name: string): KnowledgeFileExtension | null {
  return fileExtension(name, KNOWLEDGE_FILE_EXTENSIONS);
}

/**
 * The first look at a knowledge file, by size and name: the message to show, or null when it may go on.
 * The browser stops there; the server goes on to check the content.
 */
export function knowledgeFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > KNOWLEDGE_FILE_MAX_BYTES) return KNOWLEDGE_FILE_TOO_LARGE;
  if (!knowledgeFileExtension(file.name)) return KNOWLEDGE_FILE_WRONG_TYPE;
  return null;
}
