/**
 * Every failure as the API's `{ success: false, error }` with its status. Product rules throw a
 * DomainError whose code is mapped to a status here, once; HttpError is left for refusals that
 * only HTTP has (an unsupported media type, a malformed address).
 */
import { DomainError, type DomainErrorCode } from '@convene/domain/errors';
import { KNOWLEDGE_FILE_TOO_LARGE } from '@convene/domain/knowledge-file';
import type { FastifyError } from 'fastify';
import { validationMessage } from './validation-message.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 502,
};

const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header|Part terminated early)/;

export interface ErrorReply {
  statusCode: number;
  message: string;
  /** Seconds to send as Retry-After. */
  retryAfterSeconds?: number;
  /** What was thrown: logged when the status is 500 or more. */
  cause: Error;
}

export function errorReply(error: FastifyError): ErrorReply {
  const reply = (statusCode: number, message: string, retryAfterSeconds?: number) => ({
    statusCode,
    message,
    retryAfterSeconds,
    cause: error,
  });
  if (error instanceof DomainError)
    return reply(STATUS_BY_CODE[error.code], error.message, error.retryAfterSeconds);
  if (error instanceof HttpError) return reply(error.statusCode, error.message);
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply(413, KNOWLEDGE_FILE_TOO_LARGE);
  if (error.validation) return reply(400, validationMessage(error.validation));
  // busboy's refusals of a body that claims to be multipart and is not carry no status of their own.
  if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message))
    return reply(400, 'The request body is not valid multipart/form-data.');
  const statusCode = error.statusCode ?? 500;
  if (statusCode < 500) return reply(statusCode, error.message);
  return reply(statusCode, 'Internal server error');
}
