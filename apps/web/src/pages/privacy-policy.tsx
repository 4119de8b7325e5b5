import { PrivacyPolicyScreen } from '@convene/ui/screens/legal/privacy-policy-screen';
import { pageTitle } from '../lib/page-title';

export default function PrivacyPolicyPage() {
  return (
    <>
      <title>{pageTitle('Privacy Policy')}</title>
      <PrivacyPolicyScreen />
    </>
  );
}
