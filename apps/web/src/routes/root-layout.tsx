import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../auth/provider';
import { ApiProvider } from '../api/provider';
import { RouterNavigation } from './navigation';

/** Inside the router so auth adapters can navigate; every page below can read auth and the API. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <AuthProvider>
        <ApiProvider>
          <Outlet />
        </ApiProvider>
      </AuthProvider>
      <ScrollRestoration />
    </RouterNavigation>
  );
}
