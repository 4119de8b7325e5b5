import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createApiClient,
  createQueryHooks,
  type ApiFetchClient,
  type QueryHooks,
} from '@convene/api-client';
import { useAuth } from '../auth/context';

interface Api {
  /**
   * TanStack Query hooks typed by the contract, for every read and write; a failure is an
   * ApiError with the server's text and status (SPEC section 7).
   */
  hooks: QueryHooks;
  /**
   * The same calls without the query cache, for answers the hooks cannot hand over: a file to
   * save, with the headers that name it.
   */
  client: ApiFetchClient;
}

const ApiContext = createContext<Api | null>(null);

function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * The API as the current user: every call carries the auth adapter's bearer token, and each
 * user gets a fresh query cache so one user's data never shows for the next on this tab.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { state, getToken } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : null;

  const [cache, setCache] = useState(() => ({ userId, queryClient: newQueryClient() }));
  if (cache.userId !== userId) setCache({ userId, queryClient: newQueryClient() });

  const value = useMemo<Api>(() => {
    const client = createApiClient({ baseUrl: '/api', getToken });
    return { hooks: createQueryHooks(client), client };
  }, [getToken]);

  return (
    <QueryClientProvider client={cache.queryClient}>
      <ApiContext value={value}>{children}</ApiContext>
    </QueryClientProvider>
  );
}

export function useApi(): Api {
  const api = use(ApiContext);
  if (api === null) throw new Error('useApi must be used inside ApiProvider.');
  return api;
}
