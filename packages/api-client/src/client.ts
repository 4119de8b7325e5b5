import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** The openapi-fetch client typed by the contract. */
export type ApiFetchClient = Client<paths>;

export interface ApiClientOptions {
  /** The API base, e.g. '/api' in the browser or 'http://127.0.0.1:3000/api' elsewhere. */
  baseUrl: string;
  /** The signed-in user's session token; nothing (null, undefined, '') when signed out. */
  getToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** The fetch to use; tests pass a fake. Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/** Adds `Authorization: Bearer <token>` to every call made while a token is available. */
function bearerAuth(getToken: ApiClientOptions['getToken']): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions): ApiFetchClient {
  const client = createClient<paths>(fetch ? { baseUrl, fetch } : { baseUrl });
  client.use(bearerAuth(getToken));
  return client;
}
