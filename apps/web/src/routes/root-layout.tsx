import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../auth/provider';
import { RouterNavigation } from './navigation';

/** Inside the router so auth adapters can navigate; every page below can read auth. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
      <ScrollRestoration />
    </RouterNavigation>
  );
}
