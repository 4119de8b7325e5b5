import { useAuth } from '../auth/context';
import { pageTitle } from '../lib/page-title';

/**
 * Where the e-mailed reset link lands. Public: the reset ends every session anyway, so a person
 * still signed in on this device is not sent away from it.
 */
export default function ResetPasswordPage() {
  const { ResetPasswordPage: AdapterPage } = useAuth();
  return (
    <>
      <title>{pageTitle('Choose a new password')}</title>
      <AdapterPage />
    </>
  );
}
