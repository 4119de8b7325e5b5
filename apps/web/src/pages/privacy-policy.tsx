import { PrivacyPolicy } from '@convene/ui/screens/privacy-policy';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
