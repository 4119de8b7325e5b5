/**
 * Picks the embeddings adapter from the configuration: an OpenAI-compatible server when
 * EMBEDDINGS_BASE_URL is set, else none (null), so retrieval stays lexical and nothing is loaded.
 */
import { isHttpAddress, timeoutSetting, type ServerConfig } from '../openai-compatible.js';
import { DEFAULT_EMBEDDINGS_TIMEOUT_MS, OpenAiCompatibleEmbeddings } from './openai-compatible.js';
import type { Embeddings } from './port.js';

export {
  cutText,
  DEFAULT_EMBEDDINGS_TIMEOUT_MS,
  EMBEDDING_INPUT_MAX_CHARS,
  EMBEDDINGS_BATCH_SIZE,
  OpenAiCompatibleEmbeddings,
  type OpenAiCompatibleEmbeddingsConfig,
} from './openai-compatible.js';
export { EmbeddingsError, type EmbedOptions, type Embeddings } from './port.js';

export type EmbeddingsConfig = ServerConfig;

export class EmbeddingsConfigError extends Error {
  override name = 'EmbeddingsConfigError';
}

/**
 * EMBEDDINGS_BASE_URL selects the server (its address up to /v1, like LLM_BASE_URL) and then needs
 * EMBEDDINGS_MODEL; EMBEDDINGS_API_KEY and EMBEDDINGS_TIMEOUT_MS (default 30000) are optional.
 */
export function embeddingsConfigFromEnv(env: NodeJS.ProcessEnv): EmbeddingsConfig | null {
  const baseUrl = env.EMBEDDINGS_BASE_URL?.trim();
  if (!baseUrl) return null;
  if (!isHttpAddress(baseUrl))
    throw new EmbeddingsConfigError(
      `EMBEDDINGS_BASE_URL must be an http(s) address such as http://localhost:11434/v1, not ${baseUrl}`,
    );
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!model)
    throw new EmbeddingsConfigError('EMBEDDINGS_BASE_URL is set but EMBEDDINGS_MODEL is not');
  const timeoutMs = timeoutSetting(env.EMBEDDINGS_TIMEOUT_MS, DEFAULT_EMBEDDINGS_TIMEOUT_MS);
  if (timeoutMs === null)
    throw new EmbeddingsConfigError(
      'EMBEDDINGS_TIMEOUT_MS must be a positive number of milliseconds',
    );
  return {
    kind: 'openai-compatible',
    baseUrl,
    apiKey: env.EMBEDDINGS_API_KEY || undefined,
    model,
    timeoutMs,
  };
}

export function createEmbeddings(config: EmbeddingsConfig | null): Embeddings | null {
  if (!config) return null;
  const { kind: _kind, ...server } = config;
  return new OpenAiCompatibleEmbeddings(server);
}
