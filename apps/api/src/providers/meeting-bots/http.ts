/**
 * The HTTP both real bot providers are reached over: one request helper that turns the failures
 * worth retrying (network, timeout, 409, 429, 5xx, Recall's 507 "out of ad-hoc bots") into
 * BotProviderUnavailableError with the provider's Retry-After, and answers everything else as is;
 * and the bots API the two share in shape (botApi).
 */
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
  type BotObservation,
} from './port.js';

export const PROVIDER_TIMEOUT_MS = 30_000;
/** How long to wait before asking again for a transcript the provider is still making. */
export const TRANSCRIPT_NOT_READY_RETRY_SECONDS = 30;
/** List pages followed at most, so a provider answering in circles cannot hold us. */
export const MAX_LIST_PAGES = 100;

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

/** Google Meet's chat limit, the smallest of the platforms both providers post chat messages to. */
export const CHAT_MESSAGE_MAX = 500;

/** A chat message cut to the limit, never between the two halves of a character outside the BMP. */
export function chatText(text: string): string {
  if (text.length <= CHAT_MESSAGE_MAX) return text;
  const cut = text.slice(0, CHAT_MESSAGE_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A date given as text, or null when it is none. */
export function dateValue(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The bots API both real providers share in shape: token auth under `/api/v1`, a bot read by
 * id, and the same reading of the answers to create, leave and delete. What differs is passed in:
 * the bot's path, how a bot's status is read, and how a bot no longer scheduled is refused.
 */
export function botApi(
  service: string,
  config: { baseUrl: string; apiKey: string },
  botPath: (providerBotId: string) => string,
) {
  const headers = {
    authorization: `Token ${config.apiKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const request = (method: string, path: string, body?: unknown) =>
    providerRequest(service, `${config.baseUrl}/api/v1${path}`, { method, headers, body });

  function refused(what: string, answer: ProviderResponse): never {
    throw new BotProviderRejectedError(describeAnswer(service, what, answer));
  }

  async function readBot(providerBotId: string): Promise<unknown> {
    const answer = await request('GET', botPath(providerBotId));
    if (answer.status !== 200) refused('read the bot', answer);
    return answer.body;
  }

  return {
    request,
    refused,
    readBot,

    /** The new bot's id; a meeting URL the provider refuses is a meeting it cannot find. */
    createdBotId(answer: ProviderResponse): string {
      if (answer.status === 400 && isRecord(answer.body) && 'meeting_url' in answer.body)
        throw new BotProviderRejectedError(
          describeAnswer(service, 'create the bot', answer),
          'meeting_not_found',
        );
      if (answer.status !== 201 && answer.status !== 200) refused('create the bot', answer);
      const id = stringField(answer.body, 'id');
      if (!id) throw new BotProviderRejectedError(`${service} created a bot without an id`);
      return id;
    },

    /**
     * Takes the bot out of its call. Both providers refuse a leave from a state the bot cannot
     * leave (not in a call): done if the call is over.
     */
    async leaveCall(
      providerBotId: string,
      leavePath: string,
      observe: (bot: unknown) => BotObservation,
    ): Promise<void> {
      const answer = await request('POST', leavePath);
      if (answer.status === 200 || answer.status === 404) return;
      const now = observe(await readBot(providerBotId));
      if (now.status === 'ended' || now.status === 'failed') return;
      refused('take the bot out of its call', answer);
    },

    /** Deletes a scheduled bot; `noLongerScheduled` is how the provider refuses one already sent. */
    async deleteScheduledBot(
      providerBotId: string,
      noLongerScheduled: { status: number; message: (answer: ProviderResponse) => string },
    ): Promise<void> {
      const answer = await request('DELETE', botPath(providerBotId));
      if (answer.status === 200 || answer.status === 204 || answer.status === 404) return;
      if (answer.status === noLongerScheduled.status)
        throw new BotProviderRejectedError(noLongerScheduled.message(answer));
      refused('delete the bot', answer);
    },
  };
}
