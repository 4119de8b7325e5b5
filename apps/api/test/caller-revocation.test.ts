/**
 * Callers are cached between requests; a token that stops being valid must still be refused on
 * the very next request, on this server process and on every other one on the same database.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

/** Server processes of one deployment share the auth secret. */
const sharedAuth: AppConfig['auth'] = { kind: 'local', secret: randomBytes(32).toString('hex') };

describe.each(testDatabases)('revoked callers on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config, { auth: sharedAuth });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** A request that needs the caller, so the cache holds the token afterwards. */
  const listAgents = (to: Client, account: Account) =>
    to('/api/ai-agent/list', { token: account.token });

  it('refuses a token on the request right after its sign-out', async () => {
    const account = await signUp(api, 'Meera');
    for (let warm = 0; warm < 3; warm += 1)
      expect((await listAgents(api, account)).status).toBe(200);
    const signedOut = await api('/api/auth/sign-out', { token: account.token, json: {} });
    expect(signedOut.status).toBe(200);
    expect((await listAgents(api, account)).status).toBe(401);
  });

  it('refuses every session of an account right after a password reset', async () => {
    const account = await signUp(api, 'Ravi');
    expect((await listAgents(api, account)).status).toBe(200);
    await api('/api/auth/request-password-reset', {
      json: { email: account.email, redirectTo: '/reset-password' },
    });
    const outbox = await api<{ messages: { subject: string; url: string }[] }>('/api/mail/outbox', {
      token: account.token,
    });
    const mail = outbox.body.messages.find((m) => m.subject === 'Reset your Convene password');
    const token = new URL(mail?.url ?? 'http://invalid').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await api('/api/auth/reset-password', {
      json: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await listAgents(api, account)).status).toBe(401);
  });

  it('never answers one token with another account', async () => {
    const [first, second] = [await signUp(api, 'Asha'), await signUp(api, 'Kiran')];
    const [mine, theirs] = await Promise.all([
      api<{ user: { email: string } }>('/api/user', { token: first.token }),
      api<{ user: { email: string } }>('/api/user', { token: second.token }),
    ]);
    expect(mine.body.user.email).toBe(first.email);
    expect(theirs.body.user.email).toBe(second.email);
  });

  it.runIf(kind.name === 'postgres')(
    'lists an agent created or deleted through another server process at once',
    async () => {
      const other = await startServer(database.config, { auth: sharedAuth });
      try {
        const otherApi = client(other.baseUrl);
        const account = await signUp(api, 'Ila');
        expect((await listAgents(otherApi, account)).body).toMatchObject({ agents: [] });
        const form = new FormData();
        for (const [key, value] of Object.entries({
          name: 'Planner',
          greetingMessage: 'Hello',
          prompt: 'Plan the sprint.',
          type: 'audio-agent',
          voice: 'male',
          mode: 'active',
          wakeWords: '',
        }))
          form.set(key, value);
        const created = await api('/api/ai-agent/create', { token: account.token, form });
        expect(created.status).toBe(201);
        const listed = await listAgents(otherApi, account);
        expect((listed.body as { agents: { agentName: string }[] }).agents).toEqual([
          expect.objectContaining({ agentName: 'Planner' }),
        ]);
      } finally {
        await other.close();
      }
    },
  );

  it.runIf(kind.name === 'postgres')(
    'refuses a token signed out through another server process at once',
    async () => {
      const other = await startServer(database.config, { auth: sharedAuth });
      try {
        const otherApi = client(other.baseUrl);
        const account = await signUp(api, 'Dev');
        expect((await listAgents(otherApi, account)).status).toBe(200);
        expect((await api('/api/auth/sign-out', { token: account.token, json: {} })).status).toBe(
          200,
        );
        expect((await listAgents(otherApi, account)).status).toBe(401);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the per-caller request ceiling', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await testDatabases[0]!.create();
    server = await startServer(database.config, { apiRequestsPerMinute: 5 });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('refuses a runaway caller with 429 and when to retry, and not the others', async () => {
    const api = client(server.baseUrl);
    const [runaway, other] = [await signUp(api, 'Loop'), await signUp(api, 'Calm')];
    for (let request = 0; request < 5; request += 1)
      expect((await api('/api/ai-agent/list', { token: runaway.token })).status).toBe(200);
    const refused = await api<{ success: false; error: string }>('/api/ai-agent/list', {
      token: runaway.token,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('/api/ai-agent/list', { token: other.token })).status).toBe(200);
  });
});
