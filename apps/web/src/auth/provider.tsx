import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingAppScreen } from '@convene/ui/screens/shell/loading-app-screen';
import { LocalAuthProvider } from './local/provider';

const clerkPublishableKey = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY;

// Clerk's SDK is only downloaded by builds configured for it.
const ClerkAuthProvider = lazy(() => import('./clerk/provider'));

/** Picks the auth adapter: Clerk when a publishable key is configured, else apps/api's own accounts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  if (!clerkPublishableKey) return <LocalAuthProvider>{children}</LocalAuthProvider>;
  return (
    <Suspense fallback={<LoadingAppScreen />}>
      <ClerkAuthProvider publishableKey={clerkPublishableKey}>{children}</ClerkAuthProvider>
    </Suspense>
  );
}
