import { useMatches } from 'react-router-dom';
import { ComingSoonScreen } from '@convene/ui/screens/shell/coming-soon-screen';
import { isComingSoonHandle } from './coming-soon-handle';
import { pageTitle } from '../lib/page-title';

/** A signed-in route whose feature issue has not landed; the route's handle names the feature. */
export default function ComingSoonPage() {
  const handle = useMatches().findLast((match) => isComingSoonHandle(match.handle))?.handle;
  const feature = isComingSoonHandle(handle) ? handle.feature : 'Coming soon';
  return (
    <>
      <title>{pageTitle(feature)}</title>
      <ComingSoonScreen title={feature} />
    </>
  );
}
