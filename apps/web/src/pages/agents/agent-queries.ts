import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type AiAgentListResponse, type WorkflowListResponse } from '@convene/api-client';
import { samePrompt } from '@convene/ui/screens/agents/agent-form';
import { useApi } from '../../api/provider';
import { useAuth } from '../../auth/context';
import { toast } from '../../lib/toasts';
import { agentTestHref, workflowOption } from './agent-rules';

const PROMPT_IMPROVED = 'Prompt improved successfully!';
const PROMPT_ALREADY_CLEAR = 'Already clear: nothing to change';
const PROMPT_NOT_IMPROVED = 'Failed to improve prompt. Try again.';

/** Where Test Agent leads: another deployment's page if configured, else this app's own. */
const AGENT_TEST_URL = import.meta.env.VITE_AGENT_TEST_URL || '/agent-test';

const agentById = (id: string) => ({ params: { path: { id } } });

/** GET ai-agent/list: the signed-in user's agents, newest first. */
export function useAiAgents() {
  const { hooks } = useApi();
  return hooks.useQuery('get', '/ai-agent/list');
}

/** GET shared-agent/templates: the template catalogue. */
export function useAgentTemplates() {
  const { hooks } = useApi();
  return hooks.useQuery('get', '/shared-agent/templates');
}

const workflowOptions = (list: WorkflowListResponse) => list.workflows.map(workflowOption);

/** GET user/workflows: the workflows an agent may run, as the forms offer them. */
export function useWorkflowOptions() {
  const { hooks } = useApi();
  const workflows = hooks.useQuery('get', '/user/workflows', undefined, {
    select: workflowOptions,
  });
  useEffect(() => {
    // SPEC section 8: workflow list failures are only logged; the forms work without workflows.
    if (workflows.error) console.error('Failed to load workflows', workflows.error);
  }, [workflows.error]);
  return workflows;
}

/** GET ai-agent/get/{id}: one of the user's agents. */
export function useAiAgent(agentId: string) {
  const { hooks } = useApi();
  return hooks.useQuery('get', '/ai-agent/get/{id}', agentById(agentId), {
    enabled: agentId !== '',
  });
}

/**
 * The cached reads an agent change makes stale: the agent list, the agent itself, and the user
 * details (the dashboard's counts and recent agents, the free plan's agent limit).
 */
export function useAgentCache() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const agentList = hooks.queryOptions('get', '/ai-agent/list').queryKey;
  const userDetails = hooks.queryOptions('get', '/user').queryKey;
  return {
    /** An agent was created, or saved (agentId): its lists are read again. */
    async changed(agentId?: string): Promise<void> {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agentList }),
        queryClient.invalidateQueries({ queryKey: userDetails }),
      ]);
      // The next edit starts from the saved agent, not from the copy read before this one.
      if (agentId !== undefined) {
        queryClient.removeQueries({
          queryKey: hooks.queryOptions('get', '/ai-agent/get/{id}', agentById(agentId)).queryKey,
        });
      }
    },
    /** An agent was deleted: it leaves the list at once, and the user details are read again. */
    async deleted(agentId: string): Promise<void> {
      queryClient.setQueryData<AiAgentListResponse>(
        agentList,
        (list) =>
          list && { ...list, agents: list.agents.filter((agent) => agent.agentId !== agentId) },
      );
      await queryClient.invalidateQueries({ queryKey: userDetails });
    },
  };
}

/**
 * A failed create or save: the page's message, with the server's reason beneath when it gave one
 * (plan limit, file too large or unreadable).
 */
export function toastSaveFailure(message: string, error: unknown): void {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast.error(message, reason ? { description: reason } : undefined);
}

/** The test page of one of the signed-in user's agents, opened by Test Agent. */
export function useTestAgentHref(): (agentId: string) => string {
  const { state } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : '';
  return (agentId) => agentTestHref(AGENT_TEST_URL, window.location.origin, { agentId, userId });
}

/**
 * The forms' Magic button: the improved prompt (with its toast), or null to keep the user's,
 * when the call failed or the answer is the same prompt.
 */
export function useImprovePrompt(): (prompt: string) => Promise<string | null> {
  const { hooks } = useApi();
  const { mutateAsync: improve } = hooks.useMutation('post', '/ask-ai/improve-prompt');
  return async (prompt) => {
    // SPEC section 7: this call's failure is an answer without an improved prompt, not an exception.
    const improved = await improve({ body: { prompt } }).then(
      (result) => result.improvedPrompt,
      () => undefined,
    );
    if (!improved) {
      toast.error(PROMPT_NOT_IMPROVED);
      return null;
    }
    if (samePrompt(prompt, improved)) {
      toast.message(PROMPT_ALREADY_CLEAR);
      return null;
    }
    toast.success(PROMPT_IMPROVED);
    return improved;
  };
}
