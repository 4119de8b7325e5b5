import { PricingScreen } from '@convene/ui/screens/marketing/pricing-screen';
import { pageTitle } from '../lib/page-title';

export default function PricingPage() {
  return (
    <>
      <title>{pageTitle('Pricing')}</title>
      <PricingScreen />
    </>
  );
}
