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
import { formatMeetingDateTime } from '../../lib/meeting-display';
import { cn } from '../../lib/utils';
import { ErrorAlert } from '../../patterns/error-alert';
import { ActionRunList, RunStatusBadge } from './workflow-display';
import { formatDuration } from './workflow-format';
import { WorkflowSection } from './workflow-section';
import type { WorkflowRunView } from './workflow-types';
import type { WorkflowsScreenProps } from './workflows-screen';
import { useTimeZone } from '../../lib/time-zone';

export const RUNS_LOAD_ERROR = 'Failed to load workflow runs.';

/*
 * On a phone the When, Trigger, Duration and Results columns fold under the workflow's name, so
 * the table fits 360 px without scrolling sideways.
 */
const foldedColumn = 'max-sm:hidden';
const SKELETON_ROWS = 3;

function triggerText(run: WorkflowRunView): string {
  if (run.trigger === 'test') return 'Test run';
  const source = run.trigger === 'agent-test' ? 'Agent test' : 'Meeting';
  const words = run.triggeredBy?.trim();
  return words ? `${source} · “${words}”` : source;
}

/** Every run of the user's workflows: when, which, what set it off, how it ended and each action's result. */
export function RunHistory({ runs }: { runs: WorkflowsScreenProps['runs'] }) {
  return (
    <WorkflowSection
      data-slot="workflow-runs"
      title="Workflow runs"
      description="Each run, its trigger and what every action returned."
    >
      {(titleId) => {
        if (runs.status === 'error') return <ErrorAlert error={RUNS_LOAD_ERROR} />;
        if (runs.status === 'ready' && runs.items.length === 0) {
          return (
            <EmptyState
              showImage={false}
              title="No runs yet"
              description="Runs appear here when an agent hears a condition or you test-run a workflow."
            />
          );
        }
        const loading = runs.status === 'loading';
        return (
          <>
            {loading && (
              <p role="status" className="sr-only">
                Loading workflow runs...
              </p>
            )}
            <Table aria-labelledby={titleId} aria-busy={loading || undefined}>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className={foldedColumn}>When</TableHead>
                  <TableHead>Workflow</TableHead>
                  <TableHead className={foldedColumn}>Trigger</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className={cn(foldedColumn, 'text-right')}>Duration</TableHead>
                  <TableHead className={foldedColumn}>Results</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loading
                  ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                      <RunSkeletonRow key={index} />
                    ))
                  : runs.items.map((run) => <RunRow key={run.id} run={run} />)}
              </TableBody>
            </Table>
          </>
        );
      }}
    </WorkflowSection>
  );
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

function RunRow({ run }: { run: WorkflowRunView }) {
  const timeZone = useTimeZone();
  const when = formatMeetingDateTime(run.startedAt, timeZone);
  const trigger = triggerText(run);
  return (
    <TableRow data-slot="workflow-run" data-status={run.status} className="align-top">
      <TableCell className={cn(foldedColumn, 'align-top text-muted-foreground tabular-nums')}>
        {when}
      </TableCell>
      <TableCell className="align-top font-medium whitespace-normal">
        <span className="block break-words">{run.workflowName}</span>
        <div data-slot="run-folded" className="mt-1 flex flex-col gap-1 font-normal sm:hidden">
          <span className="text-xs text-muted-foreground tabular-nums">
            {when} · {formatDuration(run.durationMs)}
          </span>
          <span className="text-xs break-words text-muted-foreground">{trigger}</span>
          <RunResults run={run} />
        </div>
      </TableCell>
      <TableCell
        data-slot="run-trigger"
        className={cn(foldedColumn, 'max-w-56 align-top whitespace-normal break-words')}
      >
        {trigger}
      </TableCell>
      <TableCell className="align-top">
        <RunStatusBadge status={run.status} />
      </TableCell>
      <TableCell className={cn(foldedColumn, 'text-right align-top tabular-nums')}>
        {formatDuration(run.durationMs)}
      </TableCell>
      <TableCell className={cn(foldedColumn, 'min-w-64 align-top whitespace-normal')}>
        <RunResults run={run} />
      </TableCell>
    </TableRow>
  );
}

function RunSkeletonRow() {
  return (
    <TableRow aria-hidden className="hover:bg-transparent">
      <TableCell className={foldedColumn}>
        <Skeleton className="h-4 w-28" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-32" />
      </TableCell>
      <TableCell className={foldedColumn}>
        <Skeleton className="h-4 w-20" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-20" />
      </TableCell>
      <TableCell className={foldedColumn}>
        <Skeleton className="ml-auto h-4 w-10" />
      </TableCell>
      <TableCell className={foldedColumn}>
        <Skeleton className="h-4 w-48" />
      </TableCell>
    </TableRow>
  );
}
