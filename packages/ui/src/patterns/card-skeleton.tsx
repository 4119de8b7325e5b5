import { cva, type VariantProps } from 'class-variance-authority';

import { Card, CardContent, CardFooter, CardHeader } from '../components/card';
import { Skeleton } from '../components/skeleton';
import { cn } from '../lib/utils';

// `compact` matches a compact card (SectionCard's, a workflow's): less space between its parts.
const cardSkeletonVariants = cva('', {
  variants: { density: { default: '', compact: 'gap-4' } },
  defaultVariants: { density: 'default' },
});

const footerSkeletonVariants = cva('gap-2 border-t', {
  variants: { density: { default: '', compact: '[.border-t]:pt-4' } },
  defaultVariants: { density: 'default' },
});

/**
 * A card's shape while what it will show loads: use it in a screen's loading state, one for each
 * card to come, so the page keeps its layout when the content arrives. Sizes are Tailwind classes:
 * `title` the heading's width, `description` the line under it (none without it), `lines` the
 * content's (a list of sizes is a row of pieces side by side, e.g. badges), `footer` the buttons'.
 * `count` cards of the same shape stand in for a list or a row of cards.
 */
export function CardSkeleton({
  count = 1,
  title = 'w-36',
  description,
  lines,
  footer,
  density,
  className,
}: VariantProps<typeof cardSkeletonVariants> & {
  count?: number;
  title?: string;
  description?: string;
  lines: readonly (string | readonly string[])[];
  footer?: readonly string[];
  className?: string;
}) {
  return Array.from({ length: count }, (_, card) => (
    <Card
      key={card}
      aria-hidden
      data-slot="card-skeleton"
      className={cn(cardSkeletonVariants({ density }), className)}
    >
      <CardHeader>
        <Skeleton className={cn('h-5', title)} />
        {description && <Skeleton className={cn('h-4 max-w-full', description)} />}
      </CardHeader>
      <CardContent className="space-y-3">
        {lines.map((line, index) =>
          typeof line === 'string' ? (
            <Skeleton key={index} className={line} />
          ) : (
            <div key={index} className="flex gap-2">
              {line.map((size, piece) => (
                <Skeleton key={piece} className={size} />
              ))}
            </div>
          ),
        )}
      </CardContent>
      {footer && (
        <CardFooter className={footerSkeletonVariants({ density })}>
          {footer.map((size, index) => (
            <Skeleton key={index} className={size} />
          ))}
        </CardFooter>
      )}
    </Card>
  ));
}
