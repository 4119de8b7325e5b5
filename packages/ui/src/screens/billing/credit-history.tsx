import { useId } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { formatCount } from '../../lib/format';
import { formatMeetingDateTime } from '../../lib/meeting-display';
import { ErrorAlert } from '../../patterns/error-alert';
import { creditChangeDescription, creditChangeTone, formatCreditChange } from './billing-format';
import type { CreditHistoryEntry } from './billing-types';
import { useTimeZone } from '../../lib/time-zone';

export interface CreditHistoryState {
  status: 'loading' | 'error' | 'ready';
  entries: readonly CreditHistoryEntry[];
}

export const CREDIT_HISTORY_ERROR = 'Failed to load credit history.';
export const CREDIT_HISTORY_EMPTY = 'No credit changes yet';

const SKELETON_ROWS = 4;

/*
 * On a phone the Date column folds under the change's description, so the three remaining columns
 * fit 360 px without the table scrolling sideways.
 */
const dateColumn = 'max-sm:hidden';
const numberColumn = 'text-right tabular-nums';

/** Every change to the user's credit balance: when, what, by how much, and the balance after it. */
export function CreditHistory({ history }: { history: CreditHistoryState }) {
  const titleId = useId();
  return (
    <Card data-slot="credit-history" aria-labelledby={titleId} role="region" className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Credit history</h2>
        </CardTitle>
        <CardDescription>Credits added to and taken from your balance.</CardDescription>
      </CardHeader>
      <CardContent className="max-sm:px-3">
        <CreditHistoryBody history={history} label={titleId} />
      </CardContent>
    </Card>
  );
}

function CreditHistoryBody({ history, label }: { history: CreditHistoryState; label: string }) {
  if (history.status === 'error') return <ErrorAlert error={CREDIT_HISTORY_ERROR} />;
  if (history.status === 'ready' && history.entries.length === 0) {
    return (
      <EmptyState
        showImage={false}
        title={CREDIT_HISTORY_EMPTY}
        description="Purchases, plan allowances and meeting bot usage will show here."
      />
    );
  }
  const loading = history.status === 'loading';
  return (
    <>
      {loading && (
        <p role="status" className="sr-only">
          Loading credit history...
        </p>
      )}
      <Table aria-labelledby={label} aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className={dateColumn}>Date</TableHead>
            <TableHead>What</TableHead>
            <TableHead className={numberColumn}>Change</TableHead>
            <TableHead className={`${numberColumn} max-sm:whitespace-normal`}>
              Balance after
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : history.entries.map((entry) => <HistoryRow key={entry.id} entry={entry} />)}
        </TableBody>
      </Table>
    </>
  );
}

function HistoryRow({ entry }: { entry: CreditHistoryEntry }) {
  const timeZone = useTimeZone();
  const when = formatMeetingDateTime(entry.at, timeZone);
  return (
    <TableRow data-slot="credit-history-row">
      <TableCell className={`${dateColumn} text-muted-foreground tabular-nums`}>{when}</TableCell>
      <TableCell className="whitespace-normal">
        <span className="block">{creditChangeDescription(entry)}</span>
        <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">{when}</span>
      </TableCell>
      <TableCell
        data-tone={creditChangeTone(entry.change)}
        className={`${numberColumn} font-medium data-[tone=added]:text-success data-[tone=taken]:text-destructive dark:data-[tone=added]:text-green-400 dark:data-[tone=taken]:text-red-300`}
      >
        {formatCreditChange(entry.change)}
      </TableCell>
      <TableCell className={numberColumn}>{formatCount(entry.balanceAfter)}</TableCell>
    </TableRow>
  );
}

function SkeletonRow() {
  return (
    <TableRow className="hover:bg-transparent" aria-hidden>
      <TableCell className={dateColumn}>
        <Skeleton className="h-4 w-28" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-40 max-w-full" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-4 w-10" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-4 w-10" />
      </TableCell>
    </TableRow>
  );
}
