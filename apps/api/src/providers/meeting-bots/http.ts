/**
 * The HTTP both real bot providers are reached over: one request helper that turns the failures
 * worth retrying (network, timeout, 409, 429, 5xx, Recall's 507 "out of ad-hoc bots") into
 * BotProviderUnavailableError with the provider's Retry-After, and answers everything else as is.
 */
import { BotProviderUnavailableError } from './port.js';

export const PROVIDER_TIMEOUT_MS = 30_000;

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
  /** The body's text, for error messages. */
  text: string;
}

/** Seconds from a Retry-After header: either a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** 409 is Recall's "conflict: retry with backoff"; 429 rate limits; 5xx includes Recall's 507. */
function isRetryable(status: number): boolean {
  return status === 409 || status === 429 || status >= 500;
}

/**
 * One request to a provider. `service` names it in messages ("Recall.ai"). Resolves with any
 * answer the caller must judge (2xx, 4xx); throws BotProviderUnavailableError for the rest.
 */
export async function providerRequest(
  service: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BotProviderUnavailableError(
      `${service} could not be reached (${init.method} ${new URL(url).pathname}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  const text = await response.text();
  if (isRetryable(response.status)) {
    throw new BotProviderUnavailableError(
      `${service} answered HTTP ${response.status} to ${init.method} ${new URL(url).pathname}`,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, body, text };
}

/** A short excerpt of a provider's answer for an error message. */
export function describeAnswer(service: string, what: string, answer: ProviderResponse): string {
  const detail = answer.text.length > 300 ? `${answer.text.slice(0, 300)}...` : answer.text;
  return `${service} refused to ${what}: HTTP ${answer.status}${detail ? ` ${detail}` : ''}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(value: unknown, key: string): string | null {
  if (!isRecord(value)) return null;
  const field = value[key];
  return typeof field === 'string' ? field : null;
}

/** A header's one value (Node gives repeated headers as arrays; a signature header is never repeated). */
export function headerValue(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
