import { ApiError } from '@convene/api-client';
import { toast } from '../../lib/toasts';
import { AgentsScreen } from '@convene/ui/screens/agents/agents-screen';
import { useAuth } from '../../auth/context';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { agentPermissions, agentTestHref } from './agent-rules';
import { useAgentCache, useAiAgents } from './agent-queries';

const LOAD_ERROR = 'Failed to load AI agents';
const DELETE_CONFIRMATION = 'Are you sure you want to delete this AI agent?';
const DELETED = 'AI agent deleted successfully';
const DELETE_FAILED = 'Failed to delete AI agent';

/** Where Test Agent leads: another deployment's page if configured, else this app's own. */
const AGENT_TEST_URL = import.meta.env.VITE_AGENT_TEST_URL || '/agent-test';

/** /agents: the user's agents, gated by plan (Delete) and credits (Test Agent). */
export default function AgentsPage() {
  const { hooks } = useApi();
  const { state } = useAuth();
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
    onError: (error) =>
      toast.error((error instanceof ApiError && error.serverMessage) || DELETE_FAILED),
  });

  const list = agents.data?.agents ?? [];
  const { canDelete, canTest } = agentPermissions(
    userDetails.data?.user.publicMetadata,
    list.length,
  );
  const userId = state.status === 'signed-in' ? state.user.id : '';

  return (
    <>
      <title>{pageTitle('AI Agents')}</title>
      <AgentsScreen
        agents={list}
        // The gates need the plan and credits too; cards never show with hints that are about to change.
        loading={agents.isPending || userDetails.isPending}
        canDelete={canDelete}
        canTest={canTest}
        testAgentHref={(agent) =>
          agentTestHref(AGENT_TEST_URL, window.location.origin, { agentId: agent.agentId, userId })
        }
        deletingAgentId={remove.isPending ? remove.variables.params.path.agentId : null}
        onDelete={(agentId) => {
          if (window.confirm(DELETE_CONFIRMATION)) remove.mutate({ params: { path: { agentId } } });
        }}
      />
    </>
  );
}
