/**
 * The calls of a test session (openapi/features/agent-tests.yaml), over the app's API client so
 * each carries the bearer token and fails as an ApiError with the server's text and status.
 */
import { ApiError, type ApiFetchClient, type components } from '@convene/api-client';

export type AgentTestSession = components['schemas']['AgentTestSession'];
export type AgentTestTurn = components['schemas']['AgentTestTurn'];

export interface AgentTestApi {
  /** A new session; the same key answers the same session, so a repeated start starts one. */
  start(agentId: string, idempotencyKey: string): Promise<AgentTestSession>;
  /** The session now: the server settles its time first, and may have ended it. */
  read(sessionId: string): Promise<AgentTestSession>;
  /** The user's words; the answer as a server-sent event stream. */
  say(sessionId: string, text: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  end(sessionId: string): Promise<AgentTestSession>;
  /** Ends the session as the page goes away: sent at once with keepalive, so it outlives the page. */
  endOnLeave(sessionId: string): void;
}

const session = (sessionId: string) => ({ params: { path: { sessionId } } });

// The client throws every failure before these; only the types still allow an empty answer.
function answered<Data>(data: Data | null | undefined, error: unknown): NonNullable<Data> {
  if (data === undefined || data === null) throw ApiError.of(error ?? new Error('No answer'));
  return data;
}

export function agentTestApi({
  client,
  getToken,
  baseUrl = '/api',
  fetch = globalThis.fetch,
}: {
  client: ApiFetchClient;
  getToken: () => Promise<string | null>;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}): AgentTestApi {
  /*
   * pagehide leaves no time to wait for a token (the page may be gone before the promise settles),
   * so the last one the session's calls used is kept for endOnLeave.
   */
  let token: string | null = null;
  const rememberToken = () =>
    void getToken().then(
      (current) => (token = current),
      () => undefined,
    );

  return {
    async start(agentId, idempotencyKey) {
      rememberToken();
      const { data, error } = await client.POST('/agent-test/sessions', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body: { agentId },
      });
      return answered(data, error).session;
    },
    async read(sessionId) {
      rememberToken();
      const { data, error } = await client.GET(
        '/agent-test/sessions/{sessionId}',
        session(sessionId),
      );
      return answered(data, error).session;
    },
    async say(sessionId, text, signal) {
      const { data, error } = await client.POST('/agent-test/sessions/{sessionId}/turns', {
        ...session(sessionId),
        body: { text },
        parseAs: 'stream',
        signal,
      });
      return answered(data, error);
    },
    async end(sessionId) {
      const { data, error } = await client.POST(
        '/agent-test/sessions/{sessionId}/end',
        session(sessionId),
      );
      return answered(data, error).session;
    },
    endOnLeave(sessionId) {
      void fetch(`${baseUrl}/agent-test/sessions/${encodeURIComponent(sessionId)}/end`, {
        method: 'POST',
        keepalive: true,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }).catch(() => undefined);
    },
  };
}
