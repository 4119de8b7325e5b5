import type { ComponentProps } from 'react';

import { cn } from '../lib/utils';

/** An inline error a screen shows; role="alert" so screen readers hear it when it appears. */
export function ErrorAlert({
  error,
  className,
  ...props
}: Omit<ComponentProps<'p'>, 'children' | 'role'> & { error?: string | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      data-slot="error-alert"
      className={cn(
        // The destructive token is tuned for fills; dark mode needs a lighter red for text to keep 4.5:1 contrast.
        'border-destructive/50 bg-destructive/10 text-destructive rounded-md border px-3 py-2 text-sm dark:text-red-300',
        className,
      )}
      {...props}
    >
      {error}
    </p>
  );
}
