import createQueryClient from 'openapi-react-query';
import type { ApiFetchClient } from './client';

/**
 * TanStack Query hooks typed by the contract: `hooks.useQuery('get', '/ai-agent/list')`,
 * `hooks.useMutation('post', '/meeting-bot/create')`, `hooks.queryOptions(...)`, whose `queryKey`
 * is also the key to invalidate after a write. Over createApiClient's client a failed query or
 * mutation carries an ApiError: the server's text and status, or the client's message.
 */
export function createQueryHooks(client: ApiFetchClient) {
  return createQueryClient(client);
}

export type QueryHooks = ReturnType<typeof createQueryHooks>;
