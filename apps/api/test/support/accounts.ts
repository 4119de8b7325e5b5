/** Local accounts through Better Auth's HTTP endpoints, as the web app's auth adapter calls them. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { profile } from '../../src/db/schema.js';
import type { Client } from './server.js';

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

function authToken(headers: Headers): string {
  const token = headers.get('set-auth-token');
  if (!token) throw new Error('no set-auth-token header');
  return token;
}

export async function signUp(
  api: Client,
  name: string,
  email = uniqueEmail(name.toLowerCase()),
): Promise<Account> {
  const password = 'correct-horse-battery';
  const response = await api<{ user: { id: string } }>('/api/auth/sign-up/email', {
    json: { name, email, password },
  });
  expect(response.status).toBe(200);
  return { id: response.body.user.id, name, email, password, token: authToken(response.headers) };
}

export async function signIn(api: Client, email: string, password: string): Promise<string> {
  const response = await api('/api/auth/sign-in/email', { json: { email, password } });
  expect(response.status).toBe(200);
  return authToken(response.headers);
}

interface OutboxBody {
  messages: { to: string; subject: string; url: string }[];
}

/** Opens the verification link from the account's outbox, as the person would. */
export async function verifyEmail(api: Client, account: Account): Promise<void> {
  const outbox = await api<OutboxBody>('/api/mail/outbox', { token: account.token });
  expect(outbox.status).toBe(200);
  const mail = outbox.body.messages.find((m) => m.subject.startsWith('Verify your e-mail'));
  if (!mail) throw new Error(`no verification mail for ${account.email}`);
  const link = new URL(mail.url);
  const response = await api(`${link.pathname}${link.search}`, {
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBeLessThan(400);
}

/**
 * Puts the account on a live Teams plan for a month, as a paid subscription would, for suites whose
 * subject is not billing: organisations are the Teams plan's.
 */
export async function onTeamsPlan(db: Database, account: { id: string }): Promise<void> {
  await db
    .update(profile)
    .set({ plan: 'teams', status: 'active', validUntil: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(profile.userId, account.id));
}
