/**
 * Embeddings from any OpenAI-compatible server: OpenAI, Ollama (/v1), vLLM, llama.cpp server,
 * LM Studio, text-embeddings-inference. Only POST {base}/embeddings is used, with
 * `{ model, input: string[] }`, answered `{ data: [{ index, embedding }] }`.
 */
import { endpointOf, postToServer, type ServerAdapterConfig } from '../openai-compatible.js';
import { EmbeddingsError, type EmbedOptions, type Embeddings } from './port.js';

/** The timeout is per request. */
export interface OpenAiCompatibleEmbeddingsConfig extends ServerAdapterConfig {
  /** Texts per request. */
  batchSize?: number;
}

export const DEFAULT_EMBEDDINGS_TIMEOUT_MS = 30_000;
/** Small enough for a local server on a CPU to answer within the timeout, large enough for few round trips. */
export const EMBEDDINGS_BATCH_SIZE = 64;
/**
 * About 2,000 tokens of English: under every common model's limit (OpenAI's 8,191 tokens) and far
 * above what a transcript segment or a knowledge chunk holds; servers with shorter models cut further.
 */
export const EMBEDDING_INPUT_MAX_CHARS = 8_000;

/** The text cut to `max` UTF-16 units without splitting a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

interface EmbeddingsResponse {
  data?: Array<{ index?: unknown; embedding?: unknown }>;
  error?: { message?: unknown } | string;
}

const isVector = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

export class OpenAiCompatibleEmbeddings implements Embeddings {
  readonly model: string;
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly batchSize: number;

  constructor(private readonly config: OpenAiCompatibleEmbeddingsConfig) {
    this.model = config.model;
    this.endpoint = endpointOf(config.baseUrl, '/embeddings');
    this.timeoutMs = config.timeoutMs ?? DEFAULT_EMBEDDINGS_TIMEOUT_MS;
    this.batchSize = config.batchSize ?? EMBEDDINGS_BATCH_SIZE;
  }

  async embed(texts: readonly string[], options: EmbedOptions = {}): Promise<number[][]> {
    const inputs = texts.map((text) => {
      // OpenAI refuses an empty input; a caller sending one has a bug worth hearing about.
      if (!text.trim()) throw new EmbeddingsError('A blank text cannot be embedded');
      return cutText(text, EMBEDDING_INPUT_MAX_CHARS);
    });
    const vectors: number[][] = [];
    for (let start = 0; start < inputs.length; start += this.batchSize)
      vectors.push(...(await this.request(inputs.slice(start, start + this.batchSize), options)));
    return vectors;
  }

  private async request(input: string[], { signal }: EmbedOptions): Promise<number[][]> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let raw: string;
    try {
      response = await postToServer(
        this.config,
        this.endpoint,
        { input },
        signal ? AbortSignal.any([signal, timeout]) : timeout,
      );
      raw = await response.text();
    } catch (error) {
      if (timeout.aborted)
        throw new EmbeddingsError(
          `The embeddings server did not answer within ${this.timeoutMs / 1000} s (${this.endpoint})`,
          { cause: error },
        );
      if (signal?.aborted) throw new EmbeddingsError('Embedding was cancelled', { cause: error });
      throw new EmbeddingsError(`Could not reach the embeddings server at ${this.endpoint}`, {
        cause: error,
      });
    }
    const body = parse(raw);
    if (!response.ok) throw new EmbeddingsError(this.refusal(response.status, body));
    return this.vectors(body, input.length);
  }

  private refusal(status: number, body: EmbeddingsResponse | null): string {
    const error = body?.error;
    const message = typeof error === 'string' ? error : error?.message;
    const detail = typeof message === 'string' && message ? `: ${message}` : '';
    if (status === 401 || status === 403)
      return `The embeddings server refused the API key (HTTP ${status}; check EMBEDDINGS_API_KEY)${detail}`;
    if (status === 404)
      return `The embeddings server has no ${this.endpoint} or no model ${this.model} (HTTP 404)${detail}`;
    return `The embeddings server answered HTTP ${status}${detail}`;
  }

  /** The answer's vectors put in the inputs' order by their index (servers may answer out of order). */
  private vectors(body: EmbeddingsResponse | null, count: number): number[][] {
    const data = body?.data;
    if (!Array.isArray(data))
      throw new EmbeddingsError('The embeddings server answered in an unexpected format');
    if (data.length !== count)
      throw new EmbeddingsError(
        `The embeddings server answered ${data.length} vectors for ${count} texts`,
      );
    const ordered: number[][] = new Array<number[]>(count);
    data.forEach((item, position) => {
      const index = typeof item.index === 'number' ? item.index : position;
      if (!Number.isInteger(index) || index < 0 || index >= count || ordered[index])
        throw new EmbeddingsError(`The embeddings server answered an unknown index ${index}`);
      if (!isVector(item.embedding))
        throw new EmbeddingsError(
          'The embeddings server answered an embedding that is not a list of numbers',
        );
      ordered[index] = item.embedding;
    });
    const dimensions = ordered[0]!.length;
    if (ordered.some((vector) => vector.length !== dimensions))
      throw new EmbeddingsError('The embeddings server answered vectors of different lengths');
    return ordered;
  }
}

function parse(raw: string): EmbeddingsResponse | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as EmbeddingsResponse) : null;
  } catch {
    return null;
  }
}
