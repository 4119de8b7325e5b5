import { useAuth } from '../auth/context';
import { pageTitle } from '../lib/page-title';

/** The auth adapter's sign-in; RouteGate has already sent signed-in visitors to /dashboard. */
export default function LoginPage() {
  const { SignInPage } = useAuth();
  return (
    <>
      <title>{pageTitle('Sign in')}</title>
      <SignInPage />
    </>
  );
}
