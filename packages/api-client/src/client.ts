import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, serverErrorText, UNKNOWN_ERROR } from './result';
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
      let token: string | null | undefined;
      try {
        token = await getToken();
      } catch (cause) {
        throw ApiError.of(cause);
      }
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Whether a successful answer has no body to read (every operation of the contract answers with one). */
function withoutBody(response: Response): boolean {
  return response.status === 204 || response.headers.get('Content-Length') === '0';
}

/**
 * The one place a failed call becomes an error: a call of the client answers with a body or rejects
 * with an ApiError (only a body that is not the JSON it claims to be fails later, in openapi-fetch's
 * parsing). A refusal carries the server's `error` text and the status; without that text, the
 * client's generic status message (SPEC section 8).
 */
const failuresAsApiErrors: Middleware = {
  async onResponse({ response }) {
    const { status } = response;
    if (response.ok) {
      if (withoutBody(response)) throw new ApiError({ status, clientMessage: UNKNOWN_ERROR });
      return undefined;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page, say): there is no server text to show.
    }
    throw new ApiError({
      status,
      serverMessage: serverErrorText(body),
      clientMessage: `Request failed with status code ${status}`,
      cause: body,
    });
  },
  onError({ error }) {
    return ApiError.of(error);
  },
};

export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions): ApiFetchClient {
  const client = createClient<paths>(fetch ? { baseUrl, fetch } : { baseUrl });
  client.use(bearerAuth(getToken), failuresAsApiErrors);
  return client;
}
