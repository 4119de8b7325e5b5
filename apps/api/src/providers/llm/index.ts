/** Picks the language model from the configuration: an OpenAI-compatible server when LLM_BASE_URL is set, else the embedded one. */
import { timeoutSetting, type ServerConfig } from '../openai-compatible.js';
import { ExtractiveLlm } from './extractive.js';
import { DEFAULT_LLM_TIMEOUT_MS, OpenAiCompatibleLlm } from './openai-compatible.js';
import type { LanguageModel } from './port.js';

export { ExtractiveLlm, NOTHING_FOUND_ANSWER } from './extractive.js';
export { OpenAiCompatibleLlm, type OpenAiCompatibleConfig } from './openai-compatible.js';
export {
  BLANK_PROMPT_MESSAGE,
  LANGUAGE_MODEL_UNAVAILABLE,
  LanguageModelError,
  PromptValidationError,
  type AgentBriefFormat,
  type AgentReplyEvent,
  type AgentReplyInput,
  type AgentTool,
  type ChatMessage,
  type LanguageModel,
  type MeetingNotesInput,
  type Passage,
  type PassageAnswer,
  type PassageAnswerInput,
  type PassageCitation,
  type TranscriptLine,
} from './port.js';

export type LlmConfig = { kind: 'embedded' } | ServerConfig;

export class LlmConfigError extends Error {
  override name = 'LlmConfigError';
}

/** LLM_BASE_URL selects the server and then needs LLM_MODEL; LLM_API_KEY and LLM_TIMEOUT_MS (default 60000) are optional. */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv): LlmConfig {
  if (!env.LLM_BASE_URL) return { kind: 'embedded' };
  if (!env.LLM_MODEL) throw new LlmConfigError('LLM_BASE_URL is set but LLM_MODEL is not');
  const timeoutMs = timeoutSetting(env.LLM_TIMEOUT_MS, DEFAULT_LLM_TIMEOUT_MS);
  if (timeoutMs === null)
    throw new LlmConfigError('LLM_TIMEOUT_MS must be a positive number of milliseconds');
  return {
    kind: 'openai-compatible',
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY || undefined,
    model: env.LLM_MODEL,
    timeoutMs,
  };
}

export function createLlm(config: LlmConfig): LanguageModel {
  if (config.kind === 'embedded') return new ExtractiveLlm();
  const { kind: _kind, ...server } = config;
  return new OpenAiCompatibleLlm(server);
}
