import { NotFoundScreen } from '@convene/ui/screens/shell/not-found-screen';
import { pageTitle } from '../lib/page-title';

export default function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFoundScreen />
    </>
  );
}
