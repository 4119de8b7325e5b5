import { useSyncExternalStore } from 'react';
import { UNKNOWN_ERROR } from '@convene/api-client/result';
import { changeListeners } from '../../lib/change-listeners';
import { forgetToken, storedToken, subscribeToToken } from './token';

/**
 * The session as the web app reads it: the bearer token (./token) and Better Auth's
 * get-session answer, with plain fetch. The Better Auth client itself (./client) is loaded only
 * to sign in, sign up, sign out or manage organisations, so signed-out visitors never download it.
 */

/** The verification link lands on /dashboard?email-verified=1 (apps/api's EMAIL_VERIFIED_PATH). */
export const EMAIL_VERIFIED_PARAM = 'email-verified';

/**
 * Ends the session on the server. keepalive lets the request finish even when the page is
 * reloaded or closed right after the click.
 */
export async function revokeSession(token: string): Promise<void> {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Signing out failed with status ${response.status}`);
}

export interface LocalSession {
  user: { id: string; name: string; email: string; emailVerified: boolean };
  session: { activeOrganizationId?: string | null };
}

/** Who is signed in, with what the signed-in pages need on every visit besides the session. */
export interface LocalAccount {
  session: LocalSession;
  /** undefined until read (or when reading them failed). */
  organisations: { id: string; name: string }[] | undefined;
  /** The role in the active organisation; undefined without one, until read, or when reading failed. */
  activeRole: string | undefined;
}

/** undefined while loading, null when signed out. */
type AccountSnapshot = LocalAccount | null | undefined;

const RETRY_DELAY_MS = 1000;

/** A read that failed is tried once more a moment later (the server may be starting or busy). */
async function withOneRetry<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return read();
  }
}

async function fetchSession(token: string): Promise<LocalSession | null> {
  const response = await fetch('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Reading the session failed with status ${response.status}`);
  return (await response.json()) as LocalSession | null;
}

/**
 * A read of Better Auth's own endpoints with plain fetch: signed-in pages need the organisations
 * and the role on every visit, and the Better Auth client is only worth downloading to change them.
 */
async function readAuth<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`/api/auth/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Reading ${path} failed with status ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The account read for `token`, kept in memory for this tab. A small store instead of a query
 * cache: signed-out visitors of public pages then download no data-caching library at all.
 */
let account: { token: string; snapshot: AccountSnapshot } | null = null;
/** Bumped by every new read, so an answer for a token or a read that was superseded is dropped. */
let readCount = 0;

const accountListeners = changeListeners();

function publish(token: string, snapshot: AccountSnapshot): void {
  account = { token, snapshot };
  accountListeners.notify();
}

/**
 * Reads the session, then the organisations and the active role in parallel; each answer shows as
 * it arrives. The account shown so far stays while a refresh reads it again.
 */
async function readAccount(token: string): Promise<void> {
  const read = ++readCount;
  const current = () => read === readCount && storedToken() === token;
  let session: LocalSession | null;
  try {
    session = await withOneRetry(() => fetchSession(token));
  } catch {
    if (current()) publish(token, null);
    return;
  }
  if (!current()) return;
  // The server no longer knows this token (signed out elsewhere, expired): stop sending it.
  if (session === null) {
    forgetToken();
    return;
  }
  const previous = account?.token === token ? account.snapshot : undefined;
  const orgId = session.session.activeOrganizationId ?? null;
  let shown: LocalAccount = {
    session,
    organisations: previous?.organisations,
    activeRole:
      orgId !== null && previous?.session.session.activeOrganizationId === orgId
        ? previous.activeRole
        : undefined,
  };
  publish(token, shown);

  const show = (change: Partial<LocalAccount>) => {
    if (!current()) return;
    shown = { ...shown, ...change };
    publish(token, shown);
  };
  // A read that fails leaves what was shown (nothing on the first read).
  const ignoreFailure = () => {};
  await Promise.all([
    withOneRetry(() => readAuth<{ id: string; name: string }[]>('organization/list', token)).then(
      (organisations) => show({ organisations }),
      ignoreFailure,
    ),
    orgId === null
      ? undefined
      : withOneRetry(() =>
          readAuth<{ role: string }>('organization/get-active-member-role', token),
        ).then(({ role }) => show({ activeRole: role }), ignoreFailure),
  ]);
}

/** Starts reading the stored token's account unless it is read or being read already. */
function ensureAccountRead(): void {
  const token = storedToken();
  if (token !== null && account?.token !== token) {
    // A renewed token (a changed password starts a new session) keeps the account shown until the
    // new one is read, so the page in use is not swapped for 'Loading app...' and its state lost.
    account = { token, snapshot: account?.snapshot ?? undefined };
    void readAccount(token);
  }
}

/** The account as it stands: undefined while loading, null when signed out. */
export function accountSnapshot(): AccountSnapshot {
  const token = storedToken();
  if (token === null) return null;
  return account?.token === token ? account.snapshot : undefined;
}

/** Calls `listener` whenever the account changes, reading it first if nobody has yet. */
export function watchAccount(listener: () => void): () => void {
  const stopFollowingToken = subscribeToToken(() => {
    // This tab forgets the account along with the token.
    if (storedToken() === null) account = null;
    ensureAccountRead();
    listener();
  });
  const stopFollowingAccount = accountListeners.subscribe(listener);
  ensureAccountRead();
  return () => {
    stopFollowingToken();
    stopFollowingAccount();
  };
}

/** The signed-in account: undefined while loading, null when signed out. */
export function useLocalAccount(): AccountSnapshot {
  return useSyncExternalStore(watchAccount, accountSnapshot);
}

/** Reads the account again, e.g. after the active organisation changed; resolves once read. */
export function refreshAccount(): Promise<void> {
  const token = storedToken();
  return token === null ? Promise.resolve() : readAccount(token);
}

/**
 * Better Auth answers with { data, error }; the app wants a thrown message it can show. The
 * server's own refusals in front of Better Auth (too many attempts) use the API's `error` field.
 */
export function unwrap<T>(result: {
  data: T | null;
  error: { message?: string; error?: unknown; statusText?: string } | null;
}): T {
  if (result.error) {
    const { message, error, statusText } = result.error;
    throw new Error(
      message || (typeof error === 'string' ? error : '') || statusText || UNKNOWN_ERROR,
    );
  }
  return result.data as T;
}

export async function loadAuthClient() {
  return (await import('./client')).authClient;
}
