import { ApiError } from '@convene/api-client';
import { toast } from '../../lib/toasts';
import { AgentsScreen } from '@convene/ui/screens/agents/agents-screen';
import { goneAlready } from '../../api/gone';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { agentPermissions } from './agent-rules';
import { useAgentCache, useAiAgents, useTestAgentHref } from './agent-queries';

const LOAD_ERROR = 'Failed to load AI agents';
const DELETE_CONFIRMATION = 'Are you sure you want to delete this AI agent?';
const DELETED = 'AI agent deleted successfully';
const DELETE_FAILED = 'Failed to delete AI agent';

/** /agents: the user's agents, gated by plan (Delete) and credits (Test Agent). */
export default function AgentsPage() {
  const { hooks } = useApi();
  const testAgentHref = useTestAgentHref();
  const agentCache = useAgentCache();
  const userDetails = useUserDetails();
  const agents = useAiAgents();
  const failed = userDetails.isError || agents.isError;

  useLoadErrorToast(failed, LOAD_ERROR);

  const remove = hooks.useMutation('delete', '/ai-agent/delete/{agentId}', {
    onSuccess: async (_deleted, { params }) => {
      toast.success(DELETED);
      await agentCache.deleted(params.path.agentId);
    },
    onError: async (error, { params }) => {
      toast.error((error instanceof ApiError && error.serverMessage) || DELETE_FAILED);
      // Gone already (deleted in another tab): the card must not stay to be deleted again.
      if (goneAlready(error)) await agentCache.deleted(params.path.agentId);
    },
  });

  const list = agents.data?.agents ?? [];
  const { canDelete, canTest } = agentPermissions(
    userDetails.data?.user.publicMetadata,
    list.length,
  );

  return (
    <>
      <title>{pageTitle('AI Agents')}</title>
      <AgentsScreen
        agents={list}
        // The gates need the plan and credits too; cards never show with hints that are about to change.
        loading={agents.isPending || userDetails.isPending}
        canDelete={canDelete}
        canTest={canTest}
        testAgentHref={(agent) => testAgentHref(agent.agentId)}
        deletingAgentId={remove.isPending ? remove.variables.params.path.agentId : null}
        onDelete={(agentId) => {
          if (window.confirm(DELETE_CONFIRMATION)) remove.mutate({ params: { path: { agentId } } });
        }}
      />
    </>
  );
}
