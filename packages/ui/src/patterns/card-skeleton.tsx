import { Card, CardContent, CardFooter, CardHeader } from '../components/card';
import { Skeleton } from '../components/skeleton';
import { cn } from '../lib/utils';

/**
 * A card's shape while what it will show loads: use it in a screen's loading state, one for each
 * card to come, so the page keeps its layout when the content arrives. Sizes are Tailwind classes:
 * `description` the line under the title, `lines` the content's, `footer` the buttons'.
 */
export function CardSkeleton({
  description,
  lines,
  footer,
  className,
}: {
  description: string;
  lines: readonly string[];
  footer?: readonly string[];
  className?: string;
}) {
  return (
    <Card aria-hidden data-slot="card-skeleton" className={className}>
      <CardHeader>
        <Skeleton className="h-5 w-36" />
        <Skeleton className={cn('h-4 max-w-full', description)} />
      </CardHeader>
      <CardContent className="space-y-3">
        {lines.map((size, index) => (
          <Skeleton key={index} className={size} />
        ))}
      </CardContent>
      {footer && (
        <CardFooter className="gap-2 border-t">
          {footer.map((size, index) => (
            <Skeleton key={index} className={size} />
          ))}
        </CardFooter>
      )}
    </Card>
  );
}
