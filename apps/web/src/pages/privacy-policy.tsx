import { PrivacyPolicy } from '@convene/ui/screens/privacy-policy';
import { pageTitle } from '../lib/page-title';

export default function PrivacyPolicyPage() {
  return (
    <>
      <title>{pageTitle('Privacy Policy')}</title>
      <PrivacyPolicy />
    </>
  );
}
