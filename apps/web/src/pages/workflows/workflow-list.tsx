import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@convene/api-client';
import { WorkflowsScreen } from '@convene/ui/screens/workflows/workflows-screen';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { toast } from '../../lib/toasts';
import { workflowSummary } from './workflow-wire';

const RUNS = { params: { query: { limit: 30 } } };

/** /workflows: the caller's workflows, what they have left to run, their runs and tool keys. */
export default function WorkflowList() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const workflows = hooks.useQuery('get', '/user/workflows');
  const runs = hooks.useQuery('get', '/workflows/runs', RUNS);
  const keys = hooks.useQuery('get', '/user/keys');
  const user = useUserDetails().data?.user;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  // SPEC section 8: a workflow list that fails to load is only logged; the screen says so in place.
  useEffect(() => {
    if (workflows.isError) console.error('Failed to load workflows', workflows.error);
  }, [workflows.isError, workflows.error]);

  const invalidate = (
    ...paths: ('/user/workflows' | '/workflows/runs' | '/user/keys' | '/user')[]
  ) =>
    Promise.all(
      paths.map((path) =>
        queryClient.invalidateQueries({
          queryKey: hooks.queryOptions('get', path).queryKey.slice(0, 2),
        }),
      ),
    );

  // Each change settles only once what it changed is read back, so its card, form or row stays
  // busy until then: a deleted card freed sooner would offer Delete again.
  const testRun = hooks.useMutation('post', '/workflows/{id}/test-run', {
    onSettled: () => invalidate('/workflows/runs', '/user'),
  });
  const remove = hooks.useMutation('delete', '/workflows/{id}', {
    onSettled: () => invalidate('/user/workflows'),
  });
  const keysReadBack = { onSettled: () => invalidate('/user/keys') };
  const saveKey = hooks.useMutation('post', '/user/save-keys', keysReadBack);
  const removeKey = hooks.useMutation('delete', '/user/keys/{tool}', keysReadBack);

  const status = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

  return (
    <WorkflowsScreen
      status={status(workflows)}
      workflows={(workflows.data?.workflows ?? []).map(workflowSummary)}
      allowance={
        user
          ? {
              included: user.credits.workflowActions.included,
              used: user.credits.workflowActions.used,
              workflowCredits: user.publicMetadata.workflowCredits,
            }
          : null
      }
      runs={{ status: status(runs), items: runs.data?.runs ?? [] }}
      keys={{ status: status(keys), items: keys.data?.keys ?? [] }}
      newWorkflowHref="/workflows/new"
      editHref={(id) => `/workflows/${id}`}
      busyId={busyId}
      onTestRun={(id) => {
        // Set here rather than read from the mutation, so a double click finds the card busy.
        setBusyId(id);
        testRun
          .mutateAsync({ params: { path: { id } } })
          .then(({ run }) =>
            run.status === 'succeeded'
              ? toast.success(`${run.workflowName} ran`)
              : toast.error(run.error ?? `${run.workflowName} did not run`),
          )
          .catch((error: unknown) => toast.error(ApiError.of(error).message))
          .finally(() => setBusyId(null));
      }}
      onDelete={(id) => {
        setBusyId(id);
        remove
          .mutateAsync({ params: { path: { id } } })
          .then(() => toast.success('Workflow deleted'))
          .catch((error: unknown) => toast.error(ApiError.of(error).message))
          .finally(() => setBusyId(null));
      }}
      savingKey={saveKey.isPending}
      keyError={keyError}
      onSaveKey={(tool, key) => {
        setKeyError(null);
        saveKey
          .mutateAsync({ body: { [tool]: key } })
          .then(() => toast.success(`Key for ${tool} saved`))
          .catch((error: unknown) => setKeyError(ApiError.of(error).message));
      }}
      removingTool={removeKey.isPending ? (removeKey.variables?.params.path.tool ?? null) : null}
      onRemoveKey={(tool) =>
        removeKey
          .mutateAsync({ params: { path: { tool } } })
          .then(() => toast.success(`Key for ${tool} removed`))
          .catch((error: unknown) => toast.error(ApiError.of(error).message))
      }
    />
  );
}
