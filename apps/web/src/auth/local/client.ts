import { createAuthClient } from 'better-auth/react';
import { organizationClient } from 'better-auth/client/plugins';
import { QueryClient } from '@tanstack/react-query';

/** Where the session token from apps/api's Better Auth (bearer plugin) is kept between visits. */
const TOKEN_KEY = 'convene:auth-token';

export function storedToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function forgetToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [organizationClient()],
  fetchOptions: {
    auth: { type: 'Bearer', token: () => storedToken() ?? undefined },
    // Every auth answer that starts or refreshes a session carries the token in this header.
    onSuccess: (context) => {
      const token = context.response.headers.get('set-auth-token');
      if (token) window.localStorage.setItem(TOKEN_KEY, token);
    },
  },
});

/** Better Auth answers with { data, error }; the app wants a thrown message it can show. */
export function unwrap<T>(result: {
  data: T | null;
  error: { message?: string; statusText?: string } | null;
}): T {
  if (result.error)
    throw new Error(result.error.message || result.error.statusText || 'Unknown error occurred');
  return result.data as T;
}

/** The adapter's own reads (organisations, role); the app's data cache is per user in ApiProvider. */
export const authQueries = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
