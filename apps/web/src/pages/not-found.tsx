import { NotFound } from '@convene/ui/screens/not-found';
import { pageTitle } from '../lib/page-title';

export default function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFound />
    </>
  );
}
