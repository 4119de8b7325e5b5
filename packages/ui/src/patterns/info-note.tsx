import type { ComponentProps } from 'react';
import { InfoIcon } from 'lucide-react';

import { cn } from '../lib/utils';

/**
 * A line of information about the page, neither an error nor a call to act: why a control is
 * missing (only an admin manages the plan) or what is still coming (the notes are being written).
 * Give it role="status" when it appears while the page is open, so screen readers hear it.
 */
export function InfoNote({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm',
        className,
      )}
      {...props}
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-info dark:text-blue-300" />
      {children}
    </p>
  );
}
