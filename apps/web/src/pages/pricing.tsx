import { Pricing } from '@convene/ui/screens/pricing';

export default function PricingPage() {
  return <Pricing />;
}
