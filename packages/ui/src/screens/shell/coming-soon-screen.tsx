import { ConstructionIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { Link } from '../../lib/navigation';

/** Stands in for a route whose feature has not shipped yet, and says so plainly. */
function ComingSoonScreen({ title }: { title: string }) {
  return (
    <section
      data-slot="coming-soon"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <span className="bg-muted flex size-12 items-center justify-center rounded-full">
        <ConstructionIcon aria-hidden="true" className="text-muted-foreground size-6" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground mt-4">
        This page is coming soon. It is not available yet.
      </p>
      <Button asChild variant="outline" className="mt-8">
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </section>
  );
}

export { ComingSoonScreen };
