import { useAuth } from '../auth/context';
import { pageTitle } from '../lib/page-title';

/** The auth adapter's sign-up; RouteGate has already sent signed-in visitors to /dashboard. */
export default function RegisterPage() {
  const { SignUpPage } = useAuth();
  return (
    <>
      <title>{pageTitle('Create your account')}</title>
      <SignUpPage />
    </>
  );
}
