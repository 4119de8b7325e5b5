import { KNOWLEDGE_FILE_EXTENSIONS } from '@convene/domain/limits';

export {
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_FILE_WRONG_TYPE,
  knowledgeFileProblem,
} from '@convene/domain/knowledge-file';

/** For the file input's `accept` attribute. */
export const KNOWLEDGE_FILE_ACCEPT = KNOWLEDGE_FILE_EXTENSIONS.join(',');
