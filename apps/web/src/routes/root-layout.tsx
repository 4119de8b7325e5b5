import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthProvider } from '../auth/provider';
import { RouterNavigation } from './navigation';
import { PageErrorBoundary } from './page-error';
import { ScrollRestoration } from './scroll-restoration';

/** Inside the router so auth adapters can navigate; every page below can read auth. */
export function RootLayout() {
  return (
    <PageErrorBoundary>
      <RouterNavigation>
        <AuthProvider>
          {/* The first page's module is still on its way; its own chunk is small, so show nothing rather than flash a spinner. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </AuthProvider>
        <ScrollRestoration />
      </RouterNavigation>
    </PageErrorBoundary>
  );
}
