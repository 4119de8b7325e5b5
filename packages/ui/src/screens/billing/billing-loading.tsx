import { Skeleton } from '../../components/skeleton';
import { CardSkeleton } from '../../patterns/card-skeleton';

export function BillingLoading() {
  return (
    <div data-slot="billing-loading" className="space-y-8">
      <p role="status" className="sr-only">
        Loading billing details...
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <CardSkeleton
          count={2}
          description="w-52"
          lines={['h-10 w-44', 'h-4 w-56 max-w-full']}
          footer={['h-9 w-28', 'h-9 w-32']}
        />
      </div>
      <div aria-hidden className="space-y-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}
