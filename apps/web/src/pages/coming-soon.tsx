import { ComingSoonScreen } from '@convene/ui/screens/shell/coming-soon-screen';
import { pageTitle } from '../lib/page-title';

/** A signed-in route whose feature issue has not landed; the route table names the feature. */
export default function ComingSoonPage({ feature }: { feature: string }) {
  return (
    <>
      <title>{pageTitle(feature)}</title>
      <ComingSoonScreen title={feature} />
    </>
  );
}
