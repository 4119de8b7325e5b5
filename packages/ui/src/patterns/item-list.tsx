import type { ReactNode } from 'react';

import { cn } from '../lib/utils';

/**
 * A short bordered list of things the user has saved or sent (pending invitations, tool keys), a
 * row each: its details, then its action (Revoke, Remove) at the end. Use it inside a section for
 * a handful of items with one action each; rows to search, sort or page through want a DataTable.
 * The list itself has no empty or loading state: its section shows those instead of it.
 */
export function ItemList<T>({
  label,
  items,
  itemKey,
  rowSlot,
  rowClassName,
  children,
}: {
  /** The list's accessible name, e.g. 'Pending invitations'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Each row's data-slot, e.g. 'pending-invitation'. */
  rowSlot: string;
  /** More for each row's flex layout, e.g. wrapping its action under its details on a phone. */
  rowClassName?: string;
  /** A row's content. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="divide-y rounded-md border">
      {items.map((item) => (
        <li
          key={itemKey(item)}
          data-slot={rowSlot}
          className={cn('flex items-center gap-3 px-3 py-2.5', rowClassName)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
