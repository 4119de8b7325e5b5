import type * as React from 'react';

import { cn } from '../lib/utils';

/**
 * A field's or form's problem in the product's words, tied to its control with aria-describedby;
 * nothing when there is none. `alert` announces it as it appears (a refusal after submitting).
 */
export function FieldError({
  className,
  children,
  alert = false,
  ...props
}: Omit<React.ComponentProps<'p'>, 'children' | 'role'> & {
  children: string | null | undefined;
  alert?: boolean;
}) {
  if (!children) return null;
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={cn('text-sm text-destructive dark:text-red-300', className)}
      {...props}
    >
      {children}
    </p>
  );
}
