import type { AuthStatus } from '../auth/port';

/** Who may see a route (SPEC section 2). */
export type RouteAccess = 'public' | 'signed-in' | 'signed-out';

export type GuardDecision =
  { kind: 'render' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

export const SIGN_IN_PATH = '/login';
export const HOME_PATH = '/dashboard';

/**
 * Signed-in routes send signed-out visitors to /login; /login and /register send signed-in
 * visitors to /dashboard; either waits ('Loading app...') while authentication loads.
 * Public pages never wait for authentication. Right after Sign out, a signed-in route waits for
 * the way to '/' instead of sending the person to /login.
 */
export function decideRoute(
  access: RouteAccess,
  status: AuthStatus,
  leavingAfterSignOut = false,
): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (status === 'loading') return { kind: 'loading' };
  if (access === 'signed-in' && status === 'signed-out' && leavingAfterSignOut)
    return { kind: 'loading' };
  if (access === 'signed-in' && status === 'signed-out')
    return { kind: 'redirect', to: SIGN_IN_PATH };
  if (access === 'signed-out' && status === 'signed-in') return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'render' };
}
