import type { ReactNode } from 'react';

/** A label, its control and any hint or counter, stacked: one field of the agent form. */
export function FormField({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}
