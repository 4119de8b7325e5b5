import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type WorkflowRun } from '@convene/api-client';
import { WorkflowEditorScreen } from '@convene/ui/screens/workflows/workflow-editor-screen';
import type { WorkflowDraft } from '@convene/ui/screens/workflows/workflow-types';
import { useApi } from '../../api/provider';
import { useSingleFlight } from '../../lib/single-flight';
import { toast } from '../../lib/toasts';
import { workflowSummary } from './workflow-wire';

const EMPTY: WorkflowDraft = { name: '', description: '', conditions: [''], actions: [] };

/** /workflows/new and /workflows/{id}: the built-in editor, saving through the contract. */
export default function WorkflowEditor() {
  const { workflowId } = useParams();
  const navigate = useNavigate();
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const editing = Boolean(workflowId);
  const found = hooks.useQuery(
    'get',
    '/workflows/{id}',
    { params: { path: { id: workflowId ?? '' } } },
    { enabled: editing },
  );
  const create = hooks.useMutation('post', '/workflows');
  const update = hooks.useMutation('put', '/workflows/{id}');
  const testRun = hooks.useMutation('post', '/workflows/{id}/test-run');
  const saveOnce = useSingleFlight();
  // Each test run spends a workflow action: a double click must not run it twice.
  const testRunOnce = useSingleFlight();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [lastRun, setLastRun] = useState<WorkflowRun | null>(null);

  const initial = found.data ? workflowSummary(found.data.workflow) : EMPTY;

  const save = async (draft: WorkflowDraft) => {
    setSaveError(null);
    try {
      if (workflowId) {
        await update.mutateAsync({ params: { path: { id: workflowId } }, body: draft });
        toast.success('Workflow saved');
      } else {
        const { workflow } = await create.mutateAsync({ body: draft });
        toast.success('Workflow created');
        void navigate(`/workflows/${workflow.id}`, { replace: true });
      }
      await queryClient.invalidateQueries({
        queryKey: hooks.queryOptions('get', '/user/workflows').queryKey,
      });
    } catch (error) {
      setSaveError(ApiError.of(error).message);
    }
  };

  return (
    <WorkflowEditorScreen
      // A new form for each workflow loaded, so its fields start from what was saved.
      key={found.data?.workflow.id ?? 'new'}
      mode={editing ? 'edit' : 'create'}
      status={!editing ? 'ready' : found.isPending ? 'loading' : found.isError ? 'error' : 'ready'}
      initial={initial}
      backHref="/workflows"
      saving={create.isPending || update.isPending}
      saveError={saveError}
      onSave={(draft) => saveOnce(() => save(draft))}
      testing={testRun.isPending}
      testRun={lastRun}
      onTestRun={() => {
        if (!workflowId) return;
        testRunOnce(() =>
          testRun
            .mutateAsync({ params: { path: { id: workflowId } } })
            .then(({ run }) => setLastRun(run))
            .catch((error: unknown) => toast.error(ApiError.of(error).message)),
        );
      }}
    />
  );
}
