/**
 * Product errors: what a rule refuses, in the product's words, with a code that says what kind of
 * refusal it is. The HTTP layer maps codes to statuses once; jobs and webhooks read the same codes.
 */
export const DOMAIN_ERROR_CODES = [
  'invalid',
  'unprocessable',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
  /** An outside service the request relies on (such as the language model) did not answer usably. */
  'unavailable',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Seconds after which the same request may succeed (rate_limited only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
