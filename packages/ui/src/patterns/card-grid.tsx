import type { ComponentProps, ReactNode } from 'react';

import { EmptyState } from '../components/empty-state';
import { ErrorAlert } from './error-alert';
import { ListLoading } from './list-loading';

/**
 * A list screen's cards in a grid, or what stands in their place: the loading line while they
 * are fetched, the error when they could not be read (instead of claiming there are none), or
 * the empty state when there are none.
 */
export function CardGrid<Item>({
  label,
  items,
  itemKey,
  loading = false,
  loadingLabel,
  error = null,
  empty,
  children,
}: {
  /** The list's accessible name, e.g. 'AI agents'. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  loading?: boolean;
  /** E.g. 'Loading AI agents...'. */
  loadingLabel: string;
  error?: string | null;
  /** The empty state's title, description, call to action and picture. */
  empty: Pick<ComponentProps<typeof EmptyState>, 'title' | 'description' | 'action' | 'picture'>;
  /** One item's card. */
  children: (item: Item) => ReactNode;
}) {
  if (loading) return <ListLoading label={loadingLabel} />;
  if (error) return <ErrorAlert error={error} />;
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={itemKey(item)} className="flex">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
