import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, verification } from '../src/db/schema.js';
import { signUp, uniqueEmail } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { client, serverPerSuite, startServer, type Client } from './support/server.js';

interface OutboxBody {
  messages: { to: string; subject: string; url: string; text: string }[];
}

async function resetLink(api: Client, token: string): Promise<URL> {
  const outbox = await api<OutboxBody>('/api/mail/outbox', { token });
  const mail = outbox.body.messages.find((m) => m.subject === 'Reset your Convene password');
  if (!mail) throw new Error('no reset mail in the outbox');
  expect(mail.text).toContain(mail.url);
  return new URL(mail.url);
}

describe.each(testDatabases)('password reset on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;

  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const account = await signUp(api, 'Ravi');
    const otherSession = await api('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    const otherToken = otherSession.headers.get('set-auth-token');
    expect(otherToken).toBeTruthy();

    const requested = await api('/api/auth/request-password-reset', {
      json: { email: account.email },
    });
    expect(requested.status).toBe(200);
    const link = await resetLink(api, account.token);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const newPassword = 'a-brand-new-secret';
    const reset = await api('/api/auth/reset-password', { json: { token, newPassword } });
    expect(reset.status).toBe(200);

    for (const old of [account.token, otherToken]) {
      expect((await api('/api/user', { token: old })).status).toBe(401);
    }
    const oldPassword = await api('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(oldPassword.status).toBe(401);
    const signedIn = await api('/api/auth/sign-in/email', {
      json: { email: account.email, password: newPassword },
    });
    expect(signedIn.status).toBe(200);

    const again = await api<{ code: string; message: string }>('/api/auth/reset-password', {
      json: { token, newPassword: 'yet-another-secret' },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses an unknown link', async () => {
    const answer = await api<{ code: string }>('/api/auth/reset-password', {
      json: { token: 'no-such-token', newPassword: 'a-brand-new-secret' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a link past its hour', async () => {
    const account = await signUp(api, 'Sana');
    await api('/api/auth/request-password-reset', { json: { email: account.email } });
    const token = (await resetLink(api, account.token)).searchParams.get('token') ?? '';
    const expired = await suite.server.app.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
      .returning();
    expect(expired).toHaveLength(1);
    const answer = await api<{ code: string }>('/api/auth/reset-password', {
      json: { token, newPassword: 'a-brand-new-secret' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an address nobody registered, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const answer = await api('/api/auth/request-password-reset', { json: { email } });
    expect(answer.status).toBe(200);
    const sent = await suite.server.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(sent).toEqual([]);
  });
});

describe.each(testDatabases)('e-mailed links without APP_URL on $name', (kind) => {
  it('open on the origin the request came in on', async () => {
    const database = await kind.create();
    const server = await startServer(database.config, { linksFollowRequestOrigin: true });
    try {
      const api = client(server.baseUrl);
      const account = await signUp(api, 'Tara');
      await api('/api/auth/request-password-reset', { json: { email: account.email } });
      const outbox = await api<OutboxBody>('/api/mail/outbox', { token: account.token });
      const urls = outbox.body.messages.map((m) => new URL(m.url));
      expect(urls.map((url) => url.origin)).toEqual([server.baseUrl, server.baseUrl]);
      const verification = urls.find((url) => url.pathname === '/api/auth/verify-email');
      expect(verification?.searchParams.get('callbackURL')).toBe('/dashboard?email-verified=1');
      const opened = await api(`${verification?.pathname}${verification?.search}`);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe('/dashboard?email-verified=1');
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
