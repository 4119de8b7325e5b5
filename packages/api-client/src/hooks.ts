import createQueryClient from 'openapi-react-query';
import type { ApiFetchClient } from './client';

/**
 * TanStack Query hooks typed by the contract: `hooks.useQuery('get', '/ai-agent/list')`,
 * `hooks.useMutation('post', '/meeting-bot/create')`, `hooks.queryOptions(...)`.
 * A failed query or mutation carries the server's ErrorResponse (or the client's Error) as its
 * `error`; read it with `errorMessage`.
 */
export function createQueryHooks(client: ApiFetchClient) {
  return createQueryClient(client);
}

export type QueryHooks = ReturnType<typeof createQueryHooks>;

/**
 * The keys the hooks give each read (openapi-react-query's `[method, path, init?]`), so containers
 * can invalidate after a write, e.g. `queryClient.invalidateQueries({ queryKey: queryKeys.aiAgents })`.
 * A key without its `init` also matches every read of that path (all bots' details, say).
 */
export const queryKeys = {
  userDetails: ['get', '/user'],
  aiAgents: ['get', '/ai-agent/list'],
  aiAgent: (id: string) => ['get', '/ai-agent/get/{id}', { params: { path: { id } } }] as const,
  agentTemplates: ['get', '/shared-agent/templates'],
  meetingBots: ['get', '/meeting-bot/list'],
  meetingBot: (id: string) => ['get', '/meeting-bot/get/{id}', { params: { path: { id } } }] as const,
  botDetails: (id: string) => ['get', '/meeting-bot/{id}', { params: { path: { id } } }] as const,
  workflows: ['get', '/user/workflows'],
  workflowToken: ['get', '/user/workflow-token'],
  organisation: (orgId: string) => ['get', '/org/{orgId}', { params: { path: { orgId } } }] as const,
  plans: ['get', '/plans'],
  mailOutbox: ['get', '/mail/outbox'],
} as const;
