import type * as React from 'react';

import notFoundImage from '../assets/not-found.svg';
import { cn } from '../lib/utils';

/** What a list or card shows when it has nothing in it: the 'Not Found' picture, a title and what to do next. */
function EmptyState({
  title,
  description,
  action,
  showImage = true,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A call to action, e.g. a button that creates the first item. */
  action?: React.ReactNode;
  /** The 'Not Found' placeholder picture; compact empty states leave it out. */
  showImage?: boolean;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      {showImage && (
        <img
          data-slot="empty-state-image"
          src={notFoundImage}
          alt="Not Found"
          width={160}
          height={120}
          className="h-24 w-auto"
        />
      )}
      <div className="flex flex-col gap-1">
        <p data-slot="empty-state-title" className="font-semibold">
          {title}
        </p>
        {description && (
          <p data-slot="empty-state-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {action && <div data-slot="empty-state-action">{action}</div>}
    </div>
  );
}

export { EmptyState };
