import { EmptyState } from '../components/empty-state';
import { DataTable, type DataTableProps } from './data-table';
import { ErrorAlert } from './error-alert';
import type { SectionStatus } from './section-card';

/**
 * A record of what happened (credit changes, workflow runs), newest first, as a table that is all
 * its card holds: every row shows, with no search and no pages. While it loads, skeleton rows in
 * the columns' shapes; when it could not be read, the error instead of claiming it is empty; when
 * nothing has happened yet, the empty state, without a picture.
 */
export function HistoryTable<TData, TValue>({
  status,
  error,
  empty,
  ...table
}: Omit<
  DataTableProps<TData, TValue>,
  'loading' | 'paginated' | 'frame' | 'searchPlaceholder' | 'emptyText'
> & {
  status: SectionStatus;
  /** E.g. 'Failed to load workflow runs.'. */
  error: string;
  /** What the empty state says: nothing yet, and what will show here. */
  empty: { title: string; description: string };
}) {
  if (status === 'error') return <ErrorAlert error={error} />;
  if (status === 'ready' && table.data.length === 0) {
    return <EmptyState showImage={false} {...empty} />;
  }
  return <DataTable {...table} paginated={false} loading={status === 'loading'} frame="none" />;
}
