import { DomainError } from '@convene/domain/errors';
import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorReply, HttpError, STATUS_BY_CODE } from '../../src/http/errors.js';

const asThrown = (error: Error) => error as FastifyError;

describe('errorReply', () => {
  it('answers each domain error code with its status and the rule’s own message', () => {
    expect(STATUS_BY_CODE).toEqual({
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
    });
    expect(
      errorReply(asThrown(new DomainError('forbidden', 'Delete not available on Free plan'))),
    ).toMatchObject({ statusCode: 403, message: 'Delete not available on Free plan' });
  });

  it('passes a rate limit’s wait on, for Retry-After', () => {
    const reply = errorReply(asThrown(new DomainError('rate_limited', 'Too many requests.', 12)));
    expect(reply).toMatchObject({ statusCode: 429, retryAfterSeconds: 12 });
  });

  it('keeps HTTP-only refusals and hides what a server failure says', () => {
    expect(
      errorReply(asThrown(new HttpError(415, 'The request body must be application/json.'))),
    ).toMatchObject({ statusCode: 415, message: 'The request body must be application/json.' });
    expect(errorReply(asThrown(new Error('connection refused at 10.0.0.3')))).toMatchObject({
      statusCode: 500,
      message: 'Internal server error',
    });
  });
});
