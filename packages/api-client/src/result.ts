import type { ErrorResponse } from './types';

/**
 * The message rules of SPEC section 7, written once: a failed call's message is the server's `error`
 * field, else the client's (fetch/network/status) message, else 'Unknown error occurred'.
 */
export const UNKNOWN_ERROR = 'Unknown error occurred';

/**
 * A failed call: the server refused (its text and status), no answer arrived, the token lookup
 * failed, or a success came without a body. It is also the contract's ErrorResponse
 * (`{ success: false, error }`), which is what the typed query hooks declare as their error.
 */
export class ApiError extends Error implements ErrorResponse {
  override readonly name = 'ApiError';
  readonly success = false;
  /** The message, under the name the contract's ErrorResponse gives it. */
  readonly error: string;
  /** The HTTP status; undefined when no response arrived (network failure). */
  readonly status: number | undefined;
  /** The server's own `error` text, when it gave one; screens show it as the reason for a refusal. */
  readonly serverMessage: string | undefined;

  constructor(failure: {
    status?: number | undefined;
    serverMessage?: string | undefined;
    /** What the client knows instead: the fetch, network or status message. */
    clientMessage?: string | undefined;
    cause?: unknown;
  }) {
    super(failure.serverMessage ?? failure.clientMessage ?? UNKNOWN_ERROR, {
      cause: failure.cause,
    });
    this.error = this.message;
    this.status = failure.status;
    this.serverMessage = failure.serverMessage;
  }

  /** Any failure as an ApiError: itself, or an error of the client (fetch, network, token lookup) with its message. */
  static of(failure: unknown): ApiError {
    return failure instanceof ApiError
      ? failure
      : new ApiError({ clientMessage: errorMessage(failure), cause: failure });
  }
}

/** The text under `key` of a failure, if it is non-blank text. */
function textField(failure: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof failure !== 'object' || failure === null || !(key in failure)) return undefined;
  const value: unknown = (failure as Record<typeof key, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's `error` text of a failure body, if it has one. */
export function serverErrorText(body: unknown): string | undefined {
  return textField(body, 'error');
}

/**
 * The message of anything a call can fail with: an error body from the server, an Error from the
 * client (fetch, network, JSON parsing, token lookup) or something else entirely. Also the way to
 * read a TanStack Query `error` produced by the hooks.
 */
export function errorMessage(failure: unknown): string {
  return serverErrorText(failure) ?? textField(failure, 'message') ?? UNKNOWN_ERROR;
}
