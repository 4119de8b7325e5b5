import { PlusIcon } from 'lucide-react';

import { ButtonLink } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { CardSkeleton } from '../../patterns/card-skeleton';
import { Page } from '../../patterns/page-header';
import { SectionStates } from '../../patterns/section-card';
import { KEYS_LOAD_ERROR, ToolKeys } from './tool-keys';
import { AllowanceSummary, NO_ACTIONS_LEFT } from './workflow-allowance';
import { WorkflowList } from './workflow-list';
import { RunHistory, RUNS_LOAD_ERROR } from './workflow-run-history';
import type {
  SavedToolKey,
  WorkflowAllowance,
  WorkflowRunView,
  WorkflowsScreenProps,
  WorkflowSummary,
} from './workflow-types';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type {
  SavedToolKey,
  WorkflowAllowance,
  WorkflowRunView,
  WorkflowsScreenProps,
  WorkflowSummary,
};
// The screen's messages, each kept in the part that shows it.
export { KEYS_LOAD_ERROR, NO_ACTIONS_LEFT, RUNS_LOAD_ERROR };

export const WORKFLOWS_LOAD_ERROR = 'Failed to load workflows.';

/** Workflows (/workflows): what is left to run, the workflows, their runs and the tools' keys. */
export function WorkflowsScreen({
  status,
  workflows,
  allowance,
  runs,
  keys,
  newWorkflowHref,
  editHref,
  busyId,
  onTestRun,
  onDelete,
  savingKey,
  keyError,
  onSaveKey,
  removingTool,
  onRemoveKey,
}: WorkflowsScreenProps) {
  return (
    <Page
      data-slot="workflows-screen"
      title="Workflows"
      description="Tools your agents run when they hear a condition in a meeting"
      actions={
        <ButtonLink
          href={newWorkflowHref}
          className="self-start sm:self-auto"
          icon={<PlusIcon aria-hidden />}
        >
          New workflow
        </ButtonLink>
      }
    >
      <SectionStates
        status={status}
        loadingLabel="Loading workflows..."
        placeholder={<WorkflowsPlaceholder />}
        error={WORKFLOWS_LOAD_ERROR}
      >
        {allowance && <AllowanceSummary allowance={allowance} />}
        <WorkflowList
          workflows={workflows}
          newWorkflowHref={newWorkflowHref}
          editHref={editHref}
          busyId={busyId}
          onTestRun={onTestRun}
          onDelete={onDelete}
        />
      </SectionStates>

      <RunHistory runs={runs} />

      <ToolKeys
        keys={keys}
        savingKey={savingKey}
        keyError={keyError}
        onSaveKey={onSaveKey}
        removingTool={removingTool}
        onRemoveKey={onRemoveKey}
      />
    </Page>
  );
}

/** The allowance line and two workflow cards, while they are fetched. */
function WorkflowsPlaceholder() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-11 w-full rounded-lg" />
      <div className="grid gap-6 md:grid-cols-2">
        <CardSkeleton
          count={2}
          density="compact"
          title="w-40"
          description="w-64"
          lines={[['h-5 w-32', 'h-5 w-24'], 'h-4 w-44']}
          footer={['h-8 w-16', 'h-8 w-24', 'ml-auto h-8 w-20']}
        />
      </div>
    </div>
  );
}
