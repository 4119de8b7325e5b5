import { LandingScreen } from '@convene/ui/screens/marketing/landing-screen';
import { pageTitle } from '../lib/page-title';

export default function LandingPage() {
  return (
    <>
      <title>{pageTitle()}</title>
      <LandingScreen />
    </>
  );
}
