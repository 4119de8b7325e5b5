import { DomainError } from '@convene/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_PATH } from '../../src/config.js';
import { bearerAuth, securedOperations } from '../../src/http/bearer-auth.js';
import { loadContract, type ContractDocument } from '../../src/http/contract-document.js';
import { RequestLimiter, TooManyRequests } from '../../src/rate-limits/request-limit.js';
import type { AuthAdapter, Caller } from '../../src/providers/auth/port.js';

const caller: Caller = { userId: 'u1', orgId: null, orgRole: null };

/** Runs the hook as Fastify would and gives what it passed to `done`. */
function run(resolveCaller: AuthAdapter['resolveCaller'], limiter = new RequestLimiter(10)) {
  const hook = bearerAuth({ resolveCaller, registerRoutes() {} }, limiter);
  const request = { caller: null } as FastifyRequest;
  return new Promise<{ error: Error | undefined; request: FastifyRequest }>((resolve) => {
    void hook.call(undefined as never, request, {} as FastifyReply, (error?: Error) =>
      resolve({ error, request }),
    );
  });
}

describe('securedOperations', () => {
  it('needs a caller on every operation but those the contract leaves open (health, plans)', async () => {
    const secured = securedOperations(await loadContract(DEFAULT_CONTRACT_PATH));
    expect(secured.has('listAiAgents')).toBe(true);
    expect(secured.has('createAiAgent')).toBe(true);
    expect(secured.has('getHealth')).toBe(false);
    expect(secured.has('listPlans')).toBe(false);
  });

  it('refuses to start on a scheme it does not serve', () => {
    const contract: ContractDocument = {
      openapi: '3.1.0',
      components: {},
      paths: { '/x': { get: { operationId: 'getX', security: [{ apiKey: [] }] } } },
    };
    expect(() => securedOperations(contract)).toThrow(
      'getX: only bearerAuth is supported as security',
    );
  });
});

describe('bearerAuth', () => {
  it('lets a known caller through at once and remembers it on the request', async () => {
    const { error, request } = await run(() => caller);
    expect(error).toBeUndefined();
    expect(request.caller).toEqual(caller);
  });

  it('waits for a caller that has to be looked up', async () => {
    const { error, request } = await run(() => Promise.resolve(caller));
    expect(error).toBeUndefined();
    expect(request.caller).toEqual(caller);
  });

  it('refuses no caller as unauthorized, at once or after a look-up', async () => {
    for (const answer of [null, Promise.resolve(null)]) {
      const { error, request } = await run(() => answer);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'unauthorized', message: 'Unauthorized' });
      expect(request.caller).toBeNull();
    }
  });

  it("refuses past the caller's ceiling as rate limited, with the wait", async () => {
    const limiter = new RequestLimiter(1);
    expect((await run(() => caller, limiter)).error).toBeUndefined();
    const { error } = await run(() => caller, limiter);
    expect(error).toBeInstanceOf(TooManyRequests);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 60 });
  });

  it('passes a failed look-up on as the error', async () => {
    const failure = new Error('database gone');
    expect((await run(() => Promise.reject(failure))).error).toBe(failure);
  });
});
