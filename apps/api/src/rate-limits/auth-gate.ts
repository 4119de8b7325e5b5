/**
 * The account doors Better Auth serves under /api/auth, gated by the attempt limiter before Better
 * Auth sees the request: over the limit, the answer is 429 with the API's usual JSON error.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptKeys, AuthAttemptLimiter } from './auth-attempts.js';

/**
 * Password checks count only failures (an attempt counts until it succeeds), as sign-in attempts:
 * signing in, and a signed-in person's current password when they change it. The other doors
 * count every request, since each may send an e-mail or create an account.
 */
const FAILURES_COUNTED = new Set(['sign-in/email', 'change-password']);
const COUNTED_ON_REQUEST = new Set([
  'sign-up/email',
  'request-password-reset',
  'send-verification-email',
  'change-email',
]);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a gated password check, counted as failed until Better Auth answers otherwise. */
    signInAttempt?: { keys: AttemptKeys; attemptIds: string[] };
  }
}

function door(request: FastifyRequest, basePath: string): string | null {
  const path = new URL(request.url, 'http://server').pathname;
  if (request.method !== 'POST' || !path.startsWith(`${basePath}/`)) return null;
  return path.slice(basePath.length + 1);
}

/** The address the request names: the one signed in with or mailed to (an e-mail change's new one). */
function requestEmail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = 'newEmail' in body ? body.newEmail : 'email' in body ? body.email : null;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

export function authAttemptGate(limiter: AuthAttemptLimiter, basePath: string) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const name = door(request, basePath);
      if (name === null) return;
      const failuresCounted = FAILURES_COUNTED.has(name);
      if (!failuresCounted && !COUNTED_ON_REQUEST.has(name)) return;
      const keys: AttemptKeys = {
        kind: failuresCounted ? 'sign-in' : 'mail',
        email: requestEmail(request.body),
        address: request.ip,
      };
      const outcome = await limiter.attempt(keys);
      if (outcome.refusal !== null)
        return reply.status(429).send({ success: false, error: outcome.refusal });
      if (failuresCounted) request.signInAttempt = { keys, attemptIds: outcome.attemptIds };
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
