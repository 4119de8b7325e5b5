import { Pricing } from '@convene/ui/screens/pricing';
import { pageTitle } from '../lib/page-title';

export default function PricingPage() {
  return (
    <>
      <title>{pageTitle('Pricing')}</title>
      <Pricing />
    </>
  );
}
