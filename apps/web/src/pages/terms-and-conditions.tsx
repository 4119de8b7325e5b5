import { TermsAndConditions } from '@convene/ui/screens/terms-and-conditions';

export default function TermsAndConditionsPage() {
  return <TermsAndConditions />;
}
