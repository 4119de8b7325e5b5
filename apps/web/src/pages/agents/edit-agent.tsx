import { useNavigate, useParams } from 'react-router-dom';
import { multipart, updateAiAgentFormData } from '@convene/api-client';
import type { AgentFormValues } from '@convene/ui/screens/agents/agent-form';
import { LoadingAppScreen } from '@convene/ui/screens/shell/loading-app-screen';
import { AgentNotFound, CreateAgentScreen } from '@convene/ui/screens/agents/create-agent-screen';
import { useApi } from '../../api/provider';
import { pageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toasts';
import { agentFormInput } from './agent-rules';
import {
  toastSaveFailure,
  useAgentCache,
  useAiAgent,
  useImprovePrompt,
  useWorkflowOptions,
} from './agent-queries';

const SAVED = 'AI agent saved.';
const SAVE_FAILED = 'Failed to save the AI agent. Please try again.';

/** /agents/{agentId}/edit: the create form, prefilled with the agent, saved through the multipart update. */
export default function EditAgentPage() {
  const { agentId = '' } = useParams();
  const { hooks } = useApi();
  const navigate = useNavigate();
  const agentCache = useAgentCache();
  const agent = useAiAgent(agentId);
  const workflows = useWorkflowOptions();
  const improvePrompt = useImprovePrompt();

  const save = hooks.useMutation('put', '/ai-agent/update/{id}', {
    onSuccess: async () => {
      toast.success(SAVED);
      await agentCache.changed(agentId);
      await navigate('/agents');
    },
    onError: (error) => toastSaveFailure(SAVE_FAILED, error),
  });

  function submit(values: AgentFormValues) {
    const form = updateAiAgentFormData({
      ...agentFormInput(values),
      // Without the workflow list the form cannot show the agent's choice: leave it as it is.
      workflows: workflows.data ? values.workflows : undefined,
      removeKnowledgeFile: values.removeCurrentFile,
    });
    save.mutate({ params: { path: { id: agentId } }, ...multipart(form) });
  }

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
        workflows={workflows.data ?? []}
        submitting={save.isPending}
        onSubmit={submit}
        onImprovePrompt={improvePrompt}
      />
    </>
  );
}
