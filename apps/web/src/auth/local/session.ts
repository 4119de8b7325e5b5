import { useSyncExternalStore } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { UNKNOWN_ERROR } from '@convene/api-client/result';
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

/** The adapter's own reads (session, organisations, role); the app's data cache is per user in ApiProvider. */
export const authQueries = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const SESSION_KEY = ['auth', 'session'] as const;

async function fetchSession(token: string): Promise<LocalSession | null> {
  const response = await fetch('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Reading the session failed with status ${response.status}`);
  const session = (await response.json()) as LocalSession | null;
  // The server no longer knows this token (signed out elsewhere, expired): stop sending it.
  if (session === null) forgetToken();
  return session;
}

/**
 * A read of Better Auth's own endpoints with plain fetch: signed-in pages need the organisations
 * and the role on every visit, and the Better Auth client is only worth downloading to change them.
 */
export async function readAuth<T>(path: string): Promise<T> {
  const response = await fetch(`/api/auth/${path}`, {
    headers: { authorization: `Bearer ${storedToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`Reading ${path} failed with status ${response.status}`);
  return (await response.json()) as T;
}

/** undefined while loading, null when signed out. */
export function useLocalSession(): LocalSession | null | undefined {
  const token = useSyncExternalStore(subscribeToToken, storedToken);
  const session = useQuery(
    {
      queryKey: [...SESSION_KEY, token],
      queryFn: () => fetchSession(token ?? ''),
      enabled: token !== null,
    },
    authQueries,
  );
  if (token === null || session.isError) return null;
  return session.data;
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
