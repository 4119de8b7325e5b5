import { useApi } from './provider';

/** GET /user: plan, credits, agents and bots of the signed-in user; shared by the shell and the dashboard. */
export function useUserDetails() {
  const { hooks } = useApi();
  return hooks.useQuery('get', '/user');
}
