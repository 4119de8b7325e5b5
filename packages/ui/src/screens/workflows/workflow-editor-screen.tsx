import { useId } from 'react';

import { BackLink } from '../../components/back-link';
import { CardSkeleton } from '../../patterns/card-skeleton';
import { PageHeader } from '../../patterns/page-header';
import { SectionStates } from '../../patterns/section-card';
import { SAVE_TO_TEST, TEST_RUN_NOTE } from './test-run-panel';
import { WorkflowForm } from './workflow-form';
import type {
  WorkflowAction,
  WorkflowDraft,
  WorkflowEditorScreenProps,
  WorkflowRunView,
} from './workflow-types';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { WorkflowAction, WorkflowDraft, WorkflowEditorScreenProps, WorkflowRunView };
// The screen's messages, each kept in the part that shows it.
export { SAVE_TO_TEST, TEST_RUN_NOTE };

export const WORKFLOW_LOAD_ERROR = 'Failed to load the workflow.';

/** New workflow (/workflows/new) and Edit workflow (/workflows/{id}). */
export function WorkflowEditorScreen({
  mode,
  status,
  backHref,
  ...form
}: WorkflowEditorScreenProps) {
  const titleId = useId();
  return (
    <div data-slot="workflow-editor-screen" className="space-y-6">
      <BackLink href={backHref}>Back to workflows</BackLink>
      <PageHeader
        titleId={titleId}
        title={mode === 'create' ? 'New workflow' : 'Edit workflow'}
        description="A tool your agents run when they hear a condition in a meeting"
      />
      <SectionStates
        status={status}
        loadingLabel="Loading the workflow..."
        placeholder={<EditorPlaceholder />}
        error={WORKFLOW_LOAD_ERROR}
      >
        <WorkflowForm mode={mode} titleId={titleId} {...form} />
      </SectionStates>
    </div>
  );
}

/** The form's cards and the side panel, while the workflow is fetched. */
function EditorPlaceholder() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6">
        <CardSkeleton
          count={3}
          density="compact"
          lines={['h-4 w-20', 'h-9 w-full', 'h-16 w-full']}
        />
      </div>
      <CardSkeleton density="compact" title="w-24" description="w-full" lines={['h-9 w-28']} />
    </div>
  );
}
