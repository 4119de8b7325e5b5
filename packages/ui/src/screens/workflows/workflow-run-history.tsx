import type { CellContext, ColumnDef } from '@tanstack/react-table';

import { formatMeetingDateTime } from '../../lib/meeting-display';
import { HistoryTable } from '../../patterns/history-table';
import { ActionRunList, RunStatusBadge } from './workflow-display';
import { formatDuration } from './workflow-format';
import { SectionCard } from '../../patterns/section-card';
import type { WorkflowRunView, WorkflowsScreenProps } from './workflow-types';
import { useTimeZone } from '../../lib/time-zone';

export const RUNS_LOAD_ERROR = 'Failed to load workflow runs.';

type RunCell = CellContext<WorkflowRunView, unknown>;

function triggerText(run: WorkflowRunView): string {
  if (run.trigger === 'test') return 'Test run';
  const source = run.trigger === 'agent-test' ? 'Agent test' : 'Meeting';
  const words = run.triggeredBy?.trim();
  return words ? `${source} · “${words}”` : source;
}

function RunResults({ run }: { run: WorkflowRunView }) {
  return (
    <div className="flex flex-col gap-1">
      <ActionRunList actions={run.actions} />
      {run.error && (
        <p
          data-slot="run-error"
          className="text-sm break-words text-destructive data-[status=refused]:text-amber-800 dark:text-red-300 dark:data-[status=refused]:text-amber-300"
          data-status={run.status}
        >
          {run.error}
        </p>
      )}
      {run.actions.length === 0 && !run.error && (
        <span className="text-sm text-muted-foreground">No actions ran</span>
      )}
    </div>
  );
}

function WhenCell({ row }: RunCell) {
  return formatMeetingDateTime(row.original.startedAt, useTimeZone());
}

/* On a phone the When, Trigger, Duration and Results columns fold under the workflow's name. */
function WorkflowCell({ row }: RunCell) {
  const run = row.original;
  const timeZone = useTimeZone();
  return (
    <>
      <span className="block break-words">{run.workflowName}</span>
      <div data-slot="run-folded" className="mt-1 flex flex-col gap-1 font-normal sm:hidden">
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatMeetingDateTime(run.startedAt, timeZone)} · {formatDuration(run.durationMs)}
        </span>
        <span className="text-xs break-words text-muted-foreground">{triggerText(run)}</span>
        <RunResults run={run} />
      </div>
    </>
  );
}

function TriggerCell({ row }: RunCell) {
  return <span data-slot="run-trigger">{triggerText(row.original)}</span>;
}

function StatusCell({ row }: RunCell) {
  return <RunStatusBadge status={row.original.status} />;
}

function DurationCell({ row }: RunCell) {
  return formatDuration(row.original.durationMs);
}

function ResultsCell({ row }: RunCell) {
  return <RunResults run={row.original} />;
}

/* The newest run first, as the server sends them: the columns do not sort and there is no search. */
const columns: ColumnDef<WorkflowRunView>[] = [
  {
    id: 'when',
    header: 'When',
    cell: WhenCell,
    meta: {
      foldOnPhone: true,
      cellClassName: 'text-muted-foreground tabular-nums',
      skeleton: 'h-4 w-28',
    },
  },
  {
    id: 'workflow',
    header: 'Workflow',
    cell: WorkflowCell,
    meta: { cellClassName: 'font-medium whitespace-normal', skeleton: 'h-4 w-32' },
  },
  {
    id: 'trigger',
    header: 'Trigger',
    cell: TriggerCell,
    meta: {
      foldOnPhone: true,
      cellClassName: 'max-w-56 whitespace-normal break-words',
      skeleton: 'h-4 w-20',
    },
  },
  { id: 'status', header: 'Status', cell: StatusCell, meta: { skeleton: 'h-5 w-20' } },
  {
    id: 'duration',
    header: 'Duration',
    cell: DurationCell,
    meta: {
      foldOnPhone: true,
      className: 'text-right',
      cellClassName: 'tabular-nums',
      skeleton: 'ml-auto h-4 w-10',
    },
  },
  {
    id: 'results',
    header: 'Results',
    cell: ResultsCell,
    meta: { foldOnPhone: true, cellClassName: 'min-w-64 whitespace-normal', skeleton: 'h-4 w-48' },
  },
];

/* A run's cells start at its top: its results may run to several lines. */
const runRow = (run: WorkflowRunView) => ({
  'data-slot': 'workflow-run',
  'data-status': run.status,
  className: '[&>td]:align-top',
});

/** Every run of the user's workflows: when, which, what set it off, how it ended and each action's result. */
export function RunHistory({ runs }: { runs: WorkflowsScreenProps['runs'] }) {
  return (
    <SectionCard
      density="compact"
      data-slot="workflow-runs"
      title="Workflow runs"
      description="Each run, its trigger and what every action returned."
    >
      <HistoryTable
        columns={columns}
        data={runs.items}
        label="Workflow runs"
        status={runs.status}
        skeletonRows={3}
        rowProps={runRow}
        error={RUNS_LOAD_ERROR}
        empty={{
          title: 'No runs yet',
          description:
            'Runs appear here when an agent hears a condition or you test-run a workflow.',
        }}
      />
    </SectionCard>
  );
}
