import { useQuery } from '@tanstack/react-query';
import { ApiError, isApiFailure, queryKeys, type ApiResult } from '@convene/api-client';
import { useApi } from '../../api/provider';
import { toast } from '../../lib/toasts';

const PROMPT_IMPROVED = 'Prompt improved successfully!';
const PROMPT_NOT_IMPROVED = 'Failed to improve prompt. Try again.';
const PROMPT_ERROR = 'Error improving prompt. Please try again.';

/** A non-throwing call's body, or its failure thrown, so TanStack Query sees the error state. */
export async function bodyOrThrow<Body>(result: Promise<ApiResult<Body>>): Promise<Body> {
  const outcome = await result;
  if (isApiFailure(outcome)) throw new ApiError(outcome.error, undefined);
  return outcome;
}

/** GET ai-agent/list: the signed-in user's agents, newest first. */
export function useAiAgents() {
  const { api } = useApi();
  return useQuery({
    queryKey: queryKeys.aiAgents,
    queryFn: () => bodyOrThrow(api.listAiAgents()),
  });
}

/** GET shared-agent/templates: the template catalogue. */
export function useAgentTemplates() {
  const { api } = useApi();
  return useQuery({
    queryKey: queryKeys.agentTemplates,
    queryFn: () => bodyOrThrow(api.listAgentTemplates()),
  });
}

/** GET user/workflows: the workflows an agent may run (this call throws on failure). */
export function useWorkflows() {
  const { api } = useApi();
  return useQuery({ queryKey: queryKeys.workflows, queryFn: api.listWorkflows });
}

/** GET ai-agent/get/{id}: one of the user's agents. */
export function useAiAgent(agentId: string) {
  const { api } = useApi();
  return useQuery({
    queryKey: queryKeys.aiAgent(agentId),
    queryFn: () => bodyOrThrow(api.getAiAgent(agentId)),
    enabled: agentId !== '',
  });
}

/** The forms' Magic button: the improved prompt (with its toast), or null to keep the user's. */
export function useImprovePrompt(): (prompt: string) => Promise<string | null> {
  const { api } = useApi();
  return async (prompt) => {
    try {
      const result = await api.improvePrompt({ prompt });
      if (isApiFailure(result) || !result.improvedPrompt) {
        toast.error(PROMPT_NOT_IMPROVED);
        return null;
      }
      toast.success(PROMPT_IMPROVED);
      return result.improvedPrompt;
    } catch {
      toast.error(PROMPT_ERROR);
      return null;
    }
  };
}
