/**
 * The account doors Better Auth serves under /api/auth, gated by the attempt limiter before Better
 * Auth sees the request: over the limit, the answer is 429 with the API's usual JSON error.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptKeys, AuthAttemptLimiter } from './auth-attempts.js';

/**
 * Sign-in counts only failures (an attempt counts until it succeeds); the other doors count every
 * request, since each may send an e-mail or create an account.
 */
const SIGN_IN = 'sign-in/email';
const COUNTED_ON_REQUEST = new Set([
  'sign-up/email',
  'request-password-reset',
  'send-verification-email',
]);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a gated sign-in, counted as failed until Better Auth answers otherwise. */
    signInAttempt?: { keys: AttemptKeys; attemptIds: string[] };
  }
}

function door(request: FastifyRequest, basePath: string): string | null {
  const path = new URL(request.url, 'http://server').pathname;
  if (request.method !== 'POST' || !path.startsWith(`${basePath}/`)) return null;
  return path.slice(basePath.length + 1);
}

function requestEmail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  return typeof body.email === 'string' && body.email.trim() !== '' ? body.email : null;
}

export function authAttemptGate(limiter: AuthAttemptLimiter, basePath: string) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const name = door(request, basePath);
      if (name === null || (name !== SIGN_IN && !COUNTED_ON_REQUEST.has(name))) return;
      const keys: AttemptKeys = {
        kind: name === SIGN_IN ? 'sign-in' : 'mail',
        email: requestEmail(request.body),
        address: request.ip,
      };
      const outcome = await limiter.attempt(keys);
      if (outcome.refusal !== null)
        return reply.status(429).send({ success: false, error: outcome.refusal });
      if (name === SIGN_IN) request.signInAttempt = { keys, attemptIds: outcome.attemptIds };
    },
    /** Runs before the answer leaves, so the next attempt already sees this one forgiven. */
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const signIn = request.signInAttempt;
      if (signIn && reply.statusCode === 200)
        await limiter.signedIn(signIn.keys, signIn.attemptIds);
      return payload;
    },
  };
}
