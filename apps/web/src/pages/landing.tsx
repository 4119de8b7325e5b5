import { Landing } from '@convene/ui/screens/landing';
import { pageTitle } from '../lib/page-title';

export default function LandingPage() {
  return (
    <>
      <title>{pageTitle()}</title>
      <Landing />
    </>
  );
}
