import { TermsAndConditionsScreen } from '@convene/ui/screens/legal/terms-and-conditions-screen';
import { pageTitle } from '../lib/page-title';

export default function TermsAndConditionsPage() {
  return (
    <>
      <title>{pageTitle('Terms & Conditions')}</title>
      <TermsAndConditionsScreen />
    </>
  );
}
