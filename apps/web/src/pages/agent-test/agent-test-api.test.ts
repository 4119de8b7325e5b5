import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@convene/api-client';
import { BASE_URL, fakeClient } from '@convene/api-client/testing/fake-fetch';
import { agentTestApi, type AgentTestSession } from './agent-test-api';
import { readEventStream, type ServerEvent } from '../../lib/event-stream';

const session: AgentTestSession = {
  sessionId: 's1',
  agentId: 'agent-1',
  agentName: 'Standup helper',
  status: 'live',
  endReason: null,
  startedAt: '2026-11-26T10:00:00.000Z',
  endedAt: null,
  minutesCharged: 1,
  creditsCharged: 0.016667,
  credits: 2.983333,
  idleMinutes: 5,
  turns: [],
};

const SSE = 'event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n';

function server() {
  return fakeClient(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/turns')) {
      const { text } = (await request.json()) as { text: string };
      if (text === 'late') {
        return Response.json(
          { success: false, error: 'This test session has ended.' },
          { status: 409 },
        );
      }
      return new Response(SSE, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    return Response.json(
      { success: true, session },
      { status: request.method === 'POST' ? 201 : 200 },
    );
  });
}

describe('agentTestApi', () => {
  it('starts with the idempotency key, as the signed-in user', async () => {
    const { client, requests } = server();
    const api = agentTestApi({ client, getToken: async () => 'token-123' });
    await expect(api.start('agent-1', 'key-1')).resolves.toEqual(session);
    const [request] = requests;
    expect(request?.url).toBe(`${BASE_URL}/agent-test/sessions`);
    expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(await request?.json()).toEqual({ agentId: 'agent-1' });
  });

  it('hands over the answer as a stream of events', async () => {
    const { client, requests } = server();
    const api = agentTestApi({ client, getToken: async () => 'token-123' });
    const stream = await api.say('s1', 'hello', new AbortController().signal);
    const events: ServerEvent[] = [];
    for await (const event of readEventStream(stream)) events.push(event);
    expect(events.map(({ event }) => event)).toEqual(['delta', 'done']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it("fails before streaming with the server's text and status", async () => {
    const { client } = server();
    const api = agentTestApi({ client, getToken: async () => 'token-123' });
    const failure = await api
      .say('s1', 'late', new AbortController().signal)
      .catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'This test session has ended.' });
  });

  it('ends on leaving with a keepalive request carrying the last token', async () => {
    const { client } = server();
    const leaving = vi.fn<typeof fetch>(async () => new Response('{}'));
    const api = agentTestApi({ client, getToken: async () => 'token-9', fetch: leaving });
    await api.read('s1');
    api.endOnLeave('s 1');
    expect(leaving).toHaveBeenCalledWith('/api/agent-test/sessions/s%201/end', {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer token-9' },
    });
  });
});
