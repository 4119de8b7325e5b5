/**
 * The signed-in user's bearer token, kept in localStorage: the one owner of it, read by the
 * session (./session) and written by the Better Auth client (./client) when an answer carries it.
 */
import { changeListeners } from '../../lib/change-listeners';

const TOKEN_KEY = 'convene:auth-token';

const tokenListeners = changeListeners();

export function storedToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  tokenListeners.notify();
}

export function forgetToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  tokenListeners.notify();
}

export function subscribeToToken(listener: () => void): () => void {
  const unsubscribe = tokenListeners.subscribe(listener);
  // Signing in or out in another tab changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
