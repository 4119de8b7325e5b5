import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER } from '../src/config.js';
import { openDatabase, type OpenDatabase } from '../src/db/index.js';
import { createAuthAttemptLimiter } from '../src/rate-limits/auth-attempts.js';
import { signUp, uniqueEmail } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type TestServer } from './support/server.js';

const LIMITS = { perEmail: 10, perAddress: 30, windowMinutes: 15 };

interface Answer {
  status: number;
  body: { success?: boolean; error?: string };
}

/**
 * POSTs JSON from a chosen loopback address (127.0.0.2 is another client to the server), as a
 * browser on another machine would.
 */
function postFrom(baseUrl: string, path: string, json: unknown, localAddress = '127.0.0.1') {
  const url = new URL(path, baseUrl);
  const body = JSON.stringify(json);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: baseUrl },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const parsed: unknown = text ? JSON.parse(text) : {};
          resolve({ status: response.statusCode ?? 0, body: parsed as Answer['body'] });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const wrongPassword = (baseUrl: string, email: string, from?: string) =>
  postFrom(baseUrl, '/api/auth/sign-in/email', { email, password: 'not-the-password' }, from);

describe.each(testDatabases)('account door limits on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config, { authAttempts: LIMITS });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('refuses the 11th wrong password for one e-mail with 429 and says when to try again', async () => {
    const account = await signUp(client(server.baseUrl), 'Mallory');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await wrongPassword(server.baseUrl, account.email)).status).toBe(401);
    }
    const refused = await wrongPassword(server.baseUrl, account.email);
    expect(refused).toEqual({
      status: 429,
      body: { success: false, error: 'Too many attempts. Try again in 15 minutes.' },
    });
    // Even the right password waits: the e-mail is locked, not just wrong guesses.
    const right = await postFrom(server.baseUrl, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(right.status).toBe(429);
  });

  it('still lets another e-mail sign in from another address', async () => {
    const account = await signUp(client(server.baseUrl), 'Nadia');
    const answer = await postFrom(
      server.baseUrl,
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      '127.0.0.2',
    );
    expect(answer.status).toBe(200);
  });

  it('a successful sign-in forgives the e-mail its earlier failures', async () => {
    const account = await signUp(client(server.baseUrl), 'Omar');
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await wrongPassword(server.baseUrl, account.email, '127.0.0.3')).status).toBe(401);
    }
    const right = { email: account.email, password: account.password };
    expect(
      (await postFrom(server.baseUrl, '/api/auth/sign-in/email', right, '127.0.0.3')).status,
    ).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await wrongPassword(server.baseUrl, account.email, '127.0.0.3')).status).toBe(401);
    }
  });

  it('limits one address across e-mails: sign-ups, reset requests and verification e-mails count', async () => {
    const from = '127.0.0.4';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const email = uniqueEmail('crowd');
      const signedUp = await postFrom(
        server.baseUrl,
        '/api/auth/sign-up/email',
        { name: 'Crowd', email, password: 'correct-horse-battery' },
        from,
      );
      expect(signedUp.status).toBe(200);
      const reset = await postFrom(
        server.baseUrl,
        '/api/auth/request-password-reset',
        { email },
        from,
      );
      expect(reset.status).toBe(200);
      const resent = await postFrom(
        server.baseUrl,
        '/api/auth/send-verification-email',
        { email },
        from,
      );
      expect(resent.status).toBe(200);
    }
    const refused = await postFrom(
      server.baseUrl,
      '/api/auth/request-password-reset',
      { email: uniqueEmail('crowd') },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it.runIf(kind.name === 'postgres')(
    'holds across two server processes on one database',
    async () => {
      const second = await startServer(database.config, { authAttempts: LIMITS });
      try {
        const account = await signUp(client(server.baseUrl), 'Priya');
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          const to = attempt % 2 === 0 ? server : second;
          expect((await wrongPassword(to.baseUrl, account.email, '127.0.0.5')).status).toBe(401);
        }
        expect((await wrongPassword(second.baseUrl, account.email, '127.0.0.5')).status).toBe(429);
        expect((await wrongPassword(server.baseUrl, account.email, '127.0.0.5')).status).toBe(429);
      } finally {
        await second.close();
      }
    },
  );
});

describe.each(testDatabases)('the attempt window on $name', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;

  beforeAll(async () => {
    database = await kind.create();
    opened = await openDatabase(database.config, DEFAULT_MIGRATIONS_FOLDER, () => {});
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('counts down from the oldest counted attempt and lets it go once it leaves the window', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const limiter = createAuthAttemptLimiter(opened.db, { ...LIMITS, perEmail: 2 }, () => now);
    const keys = { kind: 'sign-in' as const, email: 'Lee@Example.com', address: '10.0.0.1' };
    expect((await limiter.attempt(keys)).refusal).toBeNull();
    now = new Date('2026-01-01T10:05:00Z');
    expect((await limiter.attempt({ ...keys, email: 'lee@example.com ' })).refusal).toBeNull();
    now = new Date('2026-01-01T10:06:00Z');
    expect(await limiter.attempt(keys)).toEqual({
      refusal: 'Too many attempts. Try again in 9 minutes.',
    });
    now = new Date('2026-01-01T10:14:30Z');
    expect(await limiter.attempt(keys)).toEqual({
      refusal: 'Too many attempts. Try again in 1 minute.',
    });
    now = new Date('2026-01-01T10:15:00Z');
    expect((await limiter.attempt(keys)).refusal).toBeNull();
  });

  it('lets no more than the limit through when attempts race each other', async () => {
    const now = new Date('2026-01-01T09:00:00Z');
    const limiter = createAuthAttemptLimiter(opened.db, LIMITS, () => now);
    const keys = { kind: 'sign-in' as const, email: 'racer@example.com', address: '10.0.0.9' };
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => limiter.attempt(keys)));
    const passed = outcomes.filter((outcome) => outcome.refusal === null).length;
    expect(passed).toBeLessThanOrEqual(LIMITS.perEmail);
    // Refused attempts are not counted: exactly what passed is left, and the rest of the limit is free.
    const left = LIMITS.perEmail - passed;
    const after = await Promise.all(Array.from({ length: left }, () => limiter.attempt(keys)));
    expect(after.every((outcome) => outcome.refusal === null)).toBe(true);
    expect((await limiter.attempt(keys)).refusal).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it('prunes attempts that left the window', async () => {
    let now = new Date('2026-02-01T10:00:00Z');
    const limiter = createAuthAttemptLimiter(opened.db, LIMITS, () => now);
    await limiter.attempt({ kind: 'mail', email: 'old@example.com', address: '10.0.0.2' });
    now = new Date('2026-02-01T11:00:00Z');
    await limiter.attempt({ kind: 'mail', email: 'new@example.com', address: '10.0.0.3' });
    const rows = await opened.db.query.authAttempt.findMany();
    expect(rows.map((row) => row.subject).sort()).toEqual([
      'mail address:10.0.0.3',
      'mail email:new@example.com',
    ]);
  });
});
