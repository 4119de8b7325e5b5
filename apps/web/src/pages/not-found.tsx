import { NotFound } from '@convene/ui/screens/not-found';

export default function NotFoundPage() {
  return <NotFound />;
}
