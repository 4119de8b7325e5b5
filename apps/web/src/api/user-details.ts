import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@convene/api-client';
import { useApi } from './provider';

/** GET /user: plan, credits, agents and bots of the signed-in user; shared by the shell and the dashboard. */
export function useUserDetails() {
  const { api } = useApi();
  return useQuery({ queryKey: queryKeys.userDetails, queryFn: api.getUserDetails });
}
