import { Landing } from '@convene/ui/screens/landing';

export default function LandingPage() {
  return <Landing />;
}
