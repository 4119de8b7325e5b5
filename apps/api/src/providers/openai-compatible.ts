/**
 * What the language model, speech and embeddings adapters share when they use an OpenAI-compatible
 * server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio, a local speech server): how the configuration
 * names it, and how one request is sent to it.
 */

/** A server as the configuration names it: its address up to /v1, its key, model and timeout. */
export interface ServerConfig {
  kind: 'openai-compatible';
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers usually need none. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** What an adapter for such a server is made with (a test may give its own fetch). */
export type ServerAdapterConfig = Omit<ServerConfig, 'kind' | 'timeoutMs'> & {
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export function isHttpAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A timeout setting in milliseconds, or the default when unset; null when it is not a positive number. */
export function timeoutSetting(value: string | undefined, fallback: number): number | null {
  const timeoutMs = value ? Number(value) : fallback;
  return Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : null;
}

/** The server's address for one of its paths (e.g. /chat/completions), however its base ends. */
export function endpointOf(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** POSTs the body, with the model, as JSON; the key goes as a bearer token when there is one. */
export function postToServer(
  server: ServerAdapterConfig,
  endpoint: string,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<Response> {
  return (server.fetch ?? fetch)(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(server.apiKey ? { authorization: `Bearer ${server.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: server.model, ...body }),
    signal,
  });
}
