import { Card, CardContent, CardFooter, CardHeader } from '../../components/card';
import { Skeleton } from '../../components/skeleton';

export function BillingLoading() {
  return (
    <div data-slot="billing-loading" className="space-y-8">
      <p role="status" className="sr-only">
        Loading billing details...
      </p>
      <div aria-hidden className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <Card key={card}>
            <CardHeader>
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-52 max-w-full" />
            </CardHeader>
            <CardContent className="space-y-3">
              <Skeleton className="h-10 w-44" />
              <Skeleton className="h-4 w-56 max-w-full" />
            </CardContent>
            <CardFooter className="gap-2 border-t">
              <Skeleton className="h-9 w-28" />
              <Skeleton className="h-9 w-32" />
            </CardFooter>
          </Card>
        ))}
      </div>
      <div aria-hidden className="space-y-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}
