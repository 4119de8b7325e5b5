import { NotFound } from '@convene/ui/screens/not-found';

export default function PricingPage() {
  return <NotFound />;
}
