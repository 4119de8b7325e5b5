import type * as React from 'react';

import notFoundImage from '../assets/not-found.svg';
import { cn } from '../lib/utils';
import { Illustration, type IllustrationName } from './illustration';

/**
 * What a list or card shows when it has nothing in it: a picture, a title and what to do next.
 * The picture is the state's own illustration when `picture` names one, else the generic 'Not Found' one.
 */
function EmptyState({
  title,
  description,
  action,
  showImage = true,
  picture,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A call to action, e.g. a button that creates the first item. */
  action?: React.ReactNode;
  /** Whether a picture shows at all; compact empty states leave it out. */
  showImage?: boolean;
  /** The illustration made for this state; without it the generic 'Not Found' placeholder shows. */
  picture?: IllustrationName;
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
      {showImage && picture && <Illustration data-slot="empty-state-image" name={picture} />}
      {showImage && !picture && (
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
