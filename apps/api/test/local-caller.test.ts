import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS_CHANGED,
  createLocalAuth,
  localAuthAdapter,
  type LocalAuth,
} from '../src/providers/auth/local.js';
import type { AuthAdapter } from '../src/providers/auth/port.js';
import { DEFAULT_MIGRATIONS_FOLDER } from '../src/config.js';
import { openDatabase, type OpenDatabase } from '../src/db/index.js';
import { createMailer } from '../src/providers/mail/index.js';
import { profileRecords } from '../src/users/profiles.js';
import { onTeamsPlan } from './support/accounts.js';

const appUrl = 'http://localhost:3000';

describe('local caller resolution', () => {
  let database: OpenDatabase;
  let auth: LocalAuth;
  let adapter: AuthAdapter;

  async function call<T>(path: string, body: unknown, token?: string) {
    const headers = new Headers({ 'content-type': 'application/json', origin: appUrl });
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await auth.handler(
      new Request(`${appUrl}/api/auth${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(200);
    // What the mounted /api/auth route does after every successful change.
    await database.changes.announce(CALLERS_CHANGED);
    return { token: response.headers.get('set-auth-token'), body: (await response.json()) as T };
  }

  const resolve = (token: string) =>
    adapter.resolveCaller({ headers: { authorization: `Bearer ${token}` } } as FastifyRequest);

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' }, DEFAULT_MIGRATIONS_FOLDER, (error) => {
      throw error;
    });
    const mailer = createMailer({ kind: 'outbox' }, database.db);
    auth = createLocalAuth({
      db: database.db,
      users: profileRecords(database.db),
      mailer,
      quiet: true,
      secret: 'x'.repeat(32),
      appUrl,
    });
    adapter = localAuthAdapter(auth, database.db, database.changes);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the active organisation and the role in it', async () => {
    const signedUp = await call<{ user: { id: string } }>('/sign-up/email', {
      name: 'Noor',
      email: 'noor@example.com',
      password: 'correct-horse-battery',
    });
    const token = signedUp.token ?? '';
    const userId = signedUp.body.user.id;
    expect(await resolve(token)).toEqual({ userId, orgId: null, orgRole: null });

    await onTeamsPlan(database.db, { id: userId });
    const org = await call<{ id: string }>(
      '/organization/create',
      { name: 'Noor Labs', slug: 'noor-labs' },
      token,
    );
    expect(await resolve(token)).toEqual({ userId, orgId: org.body.id, orgRole: 'org:admin' });

    await call('/organization/set-active', { organizationId: null }, token);
    expect(await resolve(token)).toEqual({ userId, orgId: null, orgRole: null });
  });

  it('resolves nobody for a missing or unknown token', async () => {
    expect(await adapter.resolveCaller({ headers: {} } as FastifyRequest)).toBeNull();
    expect(await resolve('unknown-token')).toBeNull();
  });
});
