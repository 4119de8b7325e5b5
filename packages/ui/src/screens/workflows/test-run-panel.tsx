import { PlayIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { CardFooter } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { formatMeetingDateTime } from '../../lib/meeting-display';
import { SectionCard } from '../../patterns/section-card';
import { ActionRunList, RunStatusBadge } from './workflow-display';
import { formatDuration } from './workflow-format';
import type { WorkflowRunView } from './workflow-types';
import { useTimeZone } from '../../lib/time-zone';

export const TEST_RUN_NOTE =
  'A test run fills the template with sample meeting data and spends workflow actions like a real run.';
export const SAVE_TO_TEST = 'Save the workflow to test-run it';

/** Beside the form: runs the draft once with sample data (a saved workflow only) and shows how it went. */
export function TestRunPanel({
  mode,
  canRun,
  problemsId,
  testing,
  testRun,
  onTestRun,
}: {
  mode: 'create' | 'edit';
  canRun: boolean;
  problemsId: string | undefined;
  testing: boolean;
  testRun: WorkflowRunView | null;
  onTestRun: () => void;
}) {
  return (
    <SectionCard
      density="compact"
      data-slot="test-run-panel"
      layout="stack"
      title="Test run"
      description={TEST_RUN_NOTE}
      className="lg:sticky lg:top-6"
      footer={
        mode === 'edit' &&
        testRun === null &&
        !testing && (
          <CardFooter className="border-t text-sm text-muted-foreground max-sm:px-4 [.border-t]:pt-4">
            No test run yet.
          </CardFooter>
        )
      }
    >
      {mode === 'create' ? (
        <p data-slot="save-to-test" className="text-sm font-medium">
          {SAVE_TO_TEST}
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={!canRun || testing}
          aria-busy={testing || undefined}
          aria-describedby={problemsId}
          onClick={onTestRun}
        >
          {testing ? <Spinner aria-hidden /> : <PlayIcon aria-hidden />}
          Test run
        </Button>
      )}
      <div aria-live="polite" data-slot="test-run-result">
        {testRun && <TestRunResult run={testRun} />}
      </div>
    </SectionCard>
  );
}

function TestRunResult({ run }: { run: WorkflowRunView }) {
  const timeZone = useTimeZone();
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <RunStatusBadge status={run.status} />
        <span data-slot="test-run-duration" className="tabular-nums">
          {formatDuration(run.durationMs)}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatMeetingDateTime(run.startedAt, timeZone)}
        </span>
      </div>
      <ActionRunList actions={run.actions} />
      {run.error && (
        <p
          data-slot="test-run-error"
          className="text-sm break-words text-destructive dark:text-red-300"
        >
          {run.error}
        </p>
      )}
    </div>
  );
}
