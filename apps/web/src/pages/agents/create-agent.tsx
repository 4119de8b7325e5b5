import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, createAiAgentFormData, queryKeys } from '@convene/api-client';
import type { AgentFormValues } from '@convene/ui/screens/agents/agent-form';
import { toast } from '../../lib/toasts';
import { CreateAgentScreen } from '@convene/ui/screens/agents/create-agent-screen';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { agentPermissions, serverReason, templatePrefill, workflowOption } from './agent-rules';
import { bodyOrThrow, useImprovePrompt, useWorkflows } from './agent-queries';

const CREATED = 'Conversational AI Agent created successfully!';
const CREATE_FAILED = 'Failed to create AI agent. Please try again.';

/** /agents/create: the form, prefilled from a template if one was chosen, with the free-plan limit. */
export default function CreateAgentPage() {
  const { api } = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserDetails().data?.user;
  const workflows = useWorkflows();

  useEffect(() => {
    // SPEC section 8: workflow list failures are only logged; the form works without workflows.
    if (workflows.error) console.error('Failed to load workflows', workflows.error);
  }, [workflows.error]);

  const create = useMutation({
    mutationFn: (values: AgentFormValues) =>
      bodyOrThrow(
        api.createAiAgent(
          createAiAgentFormData({ ...values, wakeWords: values.wakeWords.join(', ') }),
        ),
      ),
    onSuccess: async () => {
      toast.success(CREATED);
      // A fresh location (without the template) remounts the form: empty, male voice, active mode.
      await navigate(location.pathname, { replace: true, state: null });
      await queryClient.invalidateQueries({ queryKey: queryKeys.aiAgents });
      await queryClient.invalidateQueries({ queryKey: queryKeys.userDetails });
    },
    // The spec's message, with the server's reason when it gave one (plan limit, file too large or unreadable).
    onError: (error) => {
      const reason = error instanceof ApiError ? serverReason(error.message) : null;
      toast.error(CREATE_FAILED, reason ? { description: reason } : undefined);
    },
  });

  const improvePrompt = useImprovePrompt();

  const { agentLimitReached } = agentPermissions(user?.publicMetadata, user?.totalAiAgent ?? 0);

  return (
    <>
      <title>{pageTitle('Create AI Agent')}</title>
      <CreateAgentScreen
        key={location.key}
        initialValues={templatePrefill(location.state)}
        workflows={workflows.data?.workflows.map(workflowOption) ?? []}
        submitting={create.isPending}
        agentLimitReached={agentLimitReached}
        onSubmit={(values) => create.mutate(values)}
        onImprovePrompt={improvePrompt}
      />
    </>
  );
}
