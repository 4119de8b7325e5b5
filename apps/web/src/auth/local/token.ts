/**
 * The signed-in user's bearer token, kept in localStorage: the one owner of it, read by the
 * session (./session) and written by the Better Auth client (./client) when an answer carries it.
 */
const TOKEN_KEY = 'convene:auth-token';

const listeners = new Set<() => void>();

export function storedToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

function tokenChanged(): void {
  for (const listener of listeners) listener();
}

export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  tokenChanged();
}

export function forgetToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  tokenChanged();
}

export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
