import { useId } from 'react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { formatMeetingDateTime } from '../../lib/meeting-display';
import { HistoryTable } from '../../patterns/history-table';
import { creditChangeDescription, creditChangeTone, formatCreditChange } from './billing-format';
import { formatCount } from '../../lib/format';
import type { CreditHistoryEntry } from './billing-types';
import { useTimeZone } from '../../lib/time-zone';

export interface CreditHistoryState {
  status: 'loading' | 'error' | 'ready';
  entries: readonly CreditHistoryEntry[];
}

export const CREDIT_HISTORY_ERROR = 'Failed to load credit history.';
export const CREDIT_HISTORY_EMPTY = 'No credit changes yet';

type EntryCell = CellContext<CreditHistoryEntry, unknown>;

const numberColumn = 'text-right tabular-nums';

function DateCell({ row }: EntryCell) {
  return formatMeetingDateTime(row.original.at, useTimeZone());
}

/* On a phone the Date column folds under the change's description. */
function WhatCell({ row }: EntryCell) {
  const timeZone = useTimeZone();
  return (
    <>
      <span className="block">{creditChangeDescription(row.original)}</span>
      <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
        {formatMeetingDateTime(row.original.at, timeZone)}
      </span>
    </>
  );
}

function ChangeCell({ row }: EntryCell) {
  const { change } = row.original;
  return (
    <span
      data-tone={creditChangeTone(change)}
      className="data-[tone=added]:text-success data-[tone=taken]:text-destructive dark:data-[tone=added]:text-green-400 dark:data-[tone=taken]:text-red-300"
    >
      {formatCreditChange(change)}
    </span>
  );
}

function BalanceCell({ row }: EntryCell) {
  return formatCount(row.original.balanceAfter);
}

/* The newest change first, as the server sends them: the columns do not sort and there is no search. */
const columns: ColumnDef<CreditHistoryEntry>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: DateCell,
    meta: {
      foldOnPhone: true,
      cellClassName: 'text-muted-foreground tabular-nums',
      skeleton: 'h-4 w-28',
    },
  },
  {
    id: 'what',
    header: 'What',
    cell: WhatCell,
    meta: { cellClassName: 'whitespace-normal', skeleton: 'h-4 w-40 max-w-full' },
  },
  {
    id: 'change',
    header: 'Change',
    cell: ChangeCell,
    meta: { className: numberColumn, cellClassName: 'font-medium', skeleton: 'ml-auto h-4 w-10' },
  },
  {
    id: 'balance',
    header: 'Balance after',
    cell: BalanceCell,
    meta: { className: `${numberColumn} max-sm:whitespace-normal`, skeleton: 'ml-auto h-4 w-10' },
  },
];

const historyRow = () => ({ 'data-slot': 'credit-history-row' });

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
        <HistoryTable
          columns={columns}
          data={[...history.entries]}
          label="Credit history"
          status={history.status}
          skeletonRows={4}
          rowProps={historyRow}
          error={CREDIT_HISTORY_ERROR}
          empty={{
            title: CREDIT_HISTORY_EMPTY,
            description: 'Purchases, plan allowances and meeting bot usage will show here.',
          }}
        />
      </CardContent>
    </Card>
  );
}
