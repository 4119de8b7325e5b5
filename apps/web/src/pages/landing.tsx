import { LandingScreen } from '@convene/ui/screens/marketing/landing-screen';
import { useColourScheme } from '../lib/colour-scheme';
import { pageTitle } from '../lib/page-title';

export default function LandingPage() {
  const [colourScheme] = useColourScheme();
  return (
    <>
      <title>{pageTitle()}</title>
      <LandingScreen colourScheme={colourScheme} />
    </>
  );
}
