import { createContext, use, type ReactNode } from 'react';
import type { AuthPort } from './port';

const AuthContext = createContext<AuthPort | null>(null);

/**
 * Each adapter wraps the app with this exactly once: a second wrapper would mean two identity
 * providers disagreeing about who is signed in, so it fails loudly (SPEC section 8).
 */
export function AuthPortProvider({ port, children }: { port: AuthPort; children: ReactNode }) {
  if (use(AuthContext) !== null) {
    throw new Error('Only one auth provider may wrap the app; remove the nested provider.');
  }
  return <AuthContext value={port}>{children}</AuthContext>;
}

export function useAuth(): AuthPort {
  const port = use(AuthContext);
  if (port === null) throw new Error('useAuth must be used inside the auth provider.');
  return port;
}
