import { useAuth } from '../auth/context';
import { pageTitle } from '../lib/page-title';

/** Asks for a password-reset link; RouteGate has already sent signed-in visitors to /dashboard. */
export default function ForgotPasswordPage() {
  const { ForgotPasswordPage: AdapterPage } = useAuth();
  return (
    <>
      <title>{pageTitle('Reset your password')}</title>
      <AdapterPage />
    </>
  );
}
