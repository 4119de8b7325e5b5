import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingAppScreen } from '@convene/ui/screens/shell/loading-app-screen';
import { useAuth } from '../auth/context';
import { leavingAfterSignOut } from '../auth/use-sign-out';
import { decideRoute, type RouteAccess } from './guard';

/** Renders its child routes, 'Loading app...', or a redirect, as decideRoute says. */
export function RouteGate({ access }: { access: RouteAccess }) {
  const { state } = useAuth();
  const { search } = useLocation();
  const decision = decideRoute(access, state.status, leavingAfterSignOut());
  if (decision.kind === 'loading') return <LoadingAppScreen />;
  // The query travels along: the verification link's ?email-verified=1 is told on either side.
  if (decision.kind === 'redirect')
    return <Navigate to={{ pathname: decision.to, search }} replace />;
  // Authentication can settle before the page's module has arrived: keep saying so meanwhile.
  return (
    <Suspense fallback={<LoadingAppScreen />}>
      <Outlet />
    </Suspense>
  );
}
