import type { QueryClient } from '@tanstack/react-query';
import type { QueryHooks, UserDetails } from '@convene/api-client';
import { useApi } from './provider';

/** GET /user: plan, credits, agents and bots of the signed-in user; shared by the shell and the dashboard. */
export function useUserDetails() {
  const { hooks } = useApi();
  return hooks.useQuery('get', '/user');
}

/** GET /user read from the server now, not from the cache, into the cache every screen shows. */
export function fetchUserDetails(
  queryClient: QueryClient,
  hooks: QueryHooks,
): Promise<UserDetails> {
  return queryClient.fetchQuery({ ...hooks.queryOptions('get', '/user'), staleTime: 0 });
}
