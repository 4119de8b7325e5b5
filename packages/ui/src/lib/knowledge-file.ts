import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';

/** SPEC section 5, word for word. */
export const KNOWLEDGE_FILE_TOO_LARGE = 'File size should not exceed 7MB';
/** The spec names the accepted types but no message; this one lists them. */
export const KNOWLEDGE_FILE_WRONG_TYPE = `Only ${KNOWLEDGE_FILE_EXTENSIONS.join(', ')} files are accepted`;
/** For the file input's `accept` attribute. */
export const KNOWLEDGE_FILE_ACCEPT = KNOWLEDGE_FILE_EXTENSIONS.join(',');

/**
 * The browser's first look at a chosen knowledge file: the message to show, or null when it may be sent.
 * The server checks the content again; this only spares the user an upload that would be refused.
 */
export function knowledgeFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > KNOWLEDGE_FILE_MAX_BYTES) return KNOWLEDGE_FILE_TOO_LARGE;
  const name = file.name.toLowerCase();
  if (!KNOWLEDGE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return KNOWLEDGE_FILE_WRONG_TYPE;
  }
  return null;
}
