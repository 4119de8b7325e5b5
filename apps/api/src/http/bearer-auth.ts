/**
 * The contract's bearerAuth: every operation that asks for it (the contract's default) gets a
 * preHandler that resolves the caller from the bearer token and counts the request against the
 * caller's ceiling. A callback hook rather than openapi-glue's security handlers (an async wrapper
 * around an async handler): a caller already known passes without a single promise.
 */
import { DomainError } from '@convene/domain/errors';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AuthAdapter, Caller } from '../providers/auth/port.js';
import type { ContractDocument } from './contract-document.js';
import type { RequestLimiter } from '../rate-limits/request-limit.js';

type SecurityRequirements = Record<string, string[]>[];

interface ContractSecurity {
  security?: SecurityRequirements;
  paths: Record<string, Record<string, { operationId?: string; security?: SecurityRequirements }>>;
}

/** The operationIds that need a caller; any scheme but bearerAuth stops the server at start-up. */
export function securedOperations(contract: ContractDocument): Set<string> {
  const { paths, security: fallback } = contract as ContractDocument & ContractSecurity;
  const secured = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const { operationId, security } of Object.values(operations)) {
      if (!operationId) continue;
      const requirements = security ?? fallback ?? [];
      if (requirements.length === 0) continue;
      const bearerOnly = requirements.every(
        (requirement) => Object.keys(requirement).join() === 'bearerAuth',
      );
      if (!bearerOnly) throw new Error(`${operationId}: only bearerAuth is supported as security`);
      secured.add(operationId);
    }
  }
  return secured;
}

/** Refuses a request without a known caller (401) or past the caller's ceiling (429, rate_limited). */
export function bearerAuth(auth: AuthAdapter, limiter: RequestLimiter): preHandlerHookHandler {
  function admit(request: FastifyRequest, caller: Caller | null): void {
    if (!caller) throw new DomainError('unauthorized', 'Unauthorized');
    limiter.take(caller.userId);
    request.caller = caller;
  }
  return (request, _reply, done) => {
    try {
      const answer = auth.resolveCaller(request);
      if (answer instanceof Promise) {
        answer.then((caller) => admit(request, caller)).then(() => done(), done);
        return;
      }
      admit(request, answer);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  };
}
