import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createAiAgentFormData, multipart } from '@convene/api-client';
import { toast } from '../../lib/toasts';
import { CreateAgentScreen } from '@convene/ui/screens/agents/create-agent-screen';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { useSingleFlight } from '../../lib/single-flight';
import { agentFormInput, agentPermissions, templatePrefill } from './agent-rules';
import {
  toastSaveFailure,
  useAgentCache,
  useImprovePrompt,
  useTestAgentHref,
  useWorkflowOptions,
} from './agent-queries';

const CREATED = 'Conversational AI Agent created successfully!';
const CREATE_FAILED = 'Failed to create AI agent. Please try again.';

/**
 * /agents/create: the form, prefilled from a template if one was chosen, with the free-plan limit;
 * after a creation, the emptied form with the way to the new agent.
 */
export default function CreateAgentPage() {
  const { hooks } = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const agentCache = useAgentCache();
  const user = useUserDetails().data?.user;
  const workflows = useWorkflowOptions();
  const testAgentHref = useTestAgentHref();
  const [created, setCreated] = useState<{ agentId: string; agentName: string } | null>(null);

  const create = hooks.useMutation('post', '/ai-agent/create', {
    onSuccess: async ({ agent }) => {
      toast.success(CREATED);
      setCreated({ agentId: agent.agentId, agentName: agent.agentName });
      // A fresh location (without the template) remounts the form: empty, male voice, active mode.
      await navigate(location.pathname, { replace: true, state: null });
      await agentCache.changed();
    },
    onError: (error) => toastSaveFailure(CREATE_FAILED, error),
  });

  const improvePrompt = useImprovePrompt();
  const submitOnce = useSingleFlight();

  const { agentLimitReached, canTest } = agentPermissions(
    user?.publicMetadata,
    user?.totalAiAgent ?? 0,
  );

  return (
    <>
      <title>{pageTitle('Create AI Agent')}</title>
      <CreateAgentScreen
        key={location.key}
        initialValues={templatePrefill(location.state)}
        workflows={workflows.data ?? []}
        submitting={create.isPending}
        agentLimitReached={agentLimitReached}
        created={
          created && {
            ...created,
            testAgentHref: canTest ? testAgentHref(created.agentId) : null,
          }
        }
        onSubmit={(values) =>
          submitOnce(() =>
            create.mutateAsync(multipart(createAiAgentFormData(agentFormInput(values)))),
          )
        }
        onImprovePrompt={improvePrompt}
      />
    </>
  );
}
