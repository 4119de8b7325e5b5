/** Magic on the create-agent form: the user's prompt rewritten as a clear agent brief by the language model. */
import { DomainError } from '@convene/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import {
  BLANK_PROMPT_MESSAGE,
  LANGUAGE_MODEL_UNAVAILABLE,
  LanguageModelError,
  PromptValidationError,
  type LanguageModel,
} from '../providers/llm/index.js';
import { agentBrief } from './brief.js';

export async function improvePrompt(
  llm: LanguageModel,
  prompt: string,
  log: FastifyBaseLogger,
): Promise<string> {
  if (prompt.trim() === '') throw new DomainError('invalid', BLANK_PROMPT_MESSAGE);
  try {
    return await llm.improvePrompt(prompt, agentBrief);
  } catch (error) {
    if (error instanceof PromptValidationError) throw new DomainError('invalid', error.message);
    if (error instanceof LanguageModelError) {
      // The model's own words may carry its server's details; the user gets a plain message.
      log.error({ err: error }, 'language model failed to improve a prompt');
      throw new DomainError('unavailable', LANGUAGE_MODEL_UNAVAILABLE);
    }
    throw error;
  }
}
