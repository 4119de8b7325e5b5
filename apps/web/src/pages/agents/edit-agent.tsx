import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, queryKeys, updateAiAgentFormData } from '@convene/api-client';
import type { AgentFormValues } from '@convene/ui/screens/agents/agent-form';
import { LoadingAppScreen } from '@convene/ui/screens/shell/loading-app-screen';
import { AgentNotFound, CreateAgentScreen } from '@convene/ui/screens/agents/create-agent-screen';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toasts';
import { serverReason, workflowOption } from './agent-rules';
import { bodyOrThrow, useAiAgent, useImprovePrompt, useWorkflows } from './agent-queries';

const SAVED = 'AI agent saved.';
const SAVE_FAILED = 'Failed to save the AI agent. Please try again.';

/** /agents/{agentId}/edit: the create form, prefilled with the agent, saved through the multipart update. */
export default function EditAgentPage() {
  const { agentId = '' } = useParams();
  const { api } = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agent = useAiAgent(agentId);
  const workflows = useWorkflows();
  const improvePrompt = useImprovePrompt();

  useEffect(() => {
    // SPEC section 8: workflow list failures are only logged; the agent then keeps its workflows.
    if (workflows.error) console.error('Failed to load workflows', workflows.error);
  }, [workflows.error]);

  const save = useMutation({
    mutationFn: (values: AgentFormValues) =>
      bodyOrThrow(
        api.updateAiAgentForm(
          agentId,
          updateAiAgentFormData({
            ...values,
            wakeWords: values.wakeWords.join(', '),
            // Without the workflow list the form cannot show the agent's choice: leave it as it is.
            workflows: workflows.data ? values.workflows : undefined,
            removeKnowledgeFile: values.removeCurrentFile,
          }),
        ),
      ),
    onSuccess: async () => {
      toast.success(SAVED);
      await queryClient.invalidateQueries({ queryKey: queryKeys.aiAgents });
      // The next edit starts from the saved agent, not from the copy read before this one.
      queryClient.removeQueries({ queryKey: queryKeys.aiAgent(agentId) });
      await navigate('/agents');
    },
    onError: (error) => {
      const reason = error instanceof ApiError ? serverReason(error.message) : null;
      toast.error(SAVE_FAILED, reason ? { description: reason } : undefined);
    },
  });

  if (agent.isPending || workflows.isPending) return <LoadingAppScreen />;
  if (agent.isError) {
    return (
      <>
        <title>{pageTitle('AI agent not found')}</title>
        <AgentNotFound />
      </>
    );
  }
  const { agent: current } = agent.data;
  return (
    <>
      <title>{pageTitle(`Edit ${current.agentName}`)}</title>
      <CreateAgentScreen
        initialValues={{
          name: current.agentName,
          greetingMessage: current.greetingMsg,
          prompt: current.prompt,
          voice: current.voice,
          mode: current.mode,
          wakeWords: current.wakeWords,
          workflowIds: current.workflows.map((workflow) => workflow.id),
        }}
        editing={{
          currentFile: current.knowledgeFile
            ? { name: current.knowledgeFile.name, size: current.knowledgeFile.size }
            : null,
        }}
        workflows={workflows.data?.workflows.map(workflowOption) ?? []}
        submitting={save.isPending}
        onSubmit={(values) => save.mutate(values)}
        onImprovePrompt={improvePrompt}
      />
    </>
  );
}
