import { Navigate, Outlet } from 'react-router-dom';
import { LoadingApp } from '@convene/ui/screens/loading-app';
import { useAuth } from '../auth/context';
import { leavingAfterSignOut } from '../auth/use-sign-out';
import { decideRoute, type RouteAccess } from './guard';

/** Renders its child routes, 'Loading app...', or a redirect, as decideRoute says. */
export function RouteGate({ access }: { access: RouteAccess }) {
  const { state } = useAuth();
  const decision = decideRoute(access, state.status, leavingAfterSignOut());
  if (decision.kind === 'loading') return <LoadingApp />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
