import { TermsAndConditions } from '@convene/ui/screens/terms-and-conditions';
import { pageTitle } from '../lib/page-title';

export default function TermsAndConditionsPage() {
  return (
    <>
      <title>{pageTitle('Terms & Conditions')}</title>
      <TermsAndConditions />
    </>
  );
}
