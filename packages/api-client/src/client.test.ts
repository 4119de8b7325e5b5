import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { multipart } from './agent-forms';
import type { ApiFetchClient } from './client';
import { createQueryHooks } from './hooks';
import { ApiError, errorMessage, UNKNOWN_ERROR } from './result';
import { BASE_URL, fakeClient, sampleAgent } from './testing/fake-fetch';
import type { AiAgentListResponse, BotDetails, CreateAiAgentForm, UserDetails } from './types';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const setup = fakeClient;

/** What a call rejected with; fails the test when it resolved. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable('the call resolved'),
    (failure: unknown) => failure,
  );
}

const agents: AiAgentListResponse = { success: true, agents: [sampleAgent] };

describe('bearer header', () => {
  test('every call carries Authorization: Bearer <token> when there is a token', async () => {
    const { client, requests } = setup(() => json(agents));
    await client.GET('/ai-agent/list');
    await client.POST('/meeting-bot/create', {
      body: { name: 'Bot', meetingUrl: 'https://meet.google.com/abc', agentId: 'agent-1' },
    });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer token-123',
      'Bearer token-123',
    ]);
  });

  test('no Authorization header when signed out', async () => {
    const { client, requests } = setup(
      () => json(agents),
      () => null,
    );
    await client.GET('/ai-agent/list');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  test('the token is asked for on each call, so a refreshed token is used', async () => {
    const tokens = ['first', 'second', 'third'];
    const { client, requests } = setup(
      () => json(agents),
      () => tokens.shift(),
    );
    await client.GET('/ai-agent/list');
    await client.GET('/ai-agent/list');
    // A query of the hooks goes through the same client, so it asks for the token too.
    await new QueryClient().fetchQuery(
      createQueryHooks(client).queryOptions('get', '/ai-agent/list'),
    );
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
      'Bearer third',
    ]);
  });
});

describe('requests and bodies', () => {
  test('a success resolves to the body, from the operation path under the base url', async () => {
    const { client, requests } = setup(() => json(agents));
    const { data } = await client.GET('/ai-agent/list');
    expect(data).toEqual(agents);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${BASE_URL}/ai-agent/list`);
  });

  test('bot details resolve to the body, typed as the contract says', async () => {
    const details: BotDetails = {
      bot: {
        id: 'bot-1',
        bot_name: 'Standup bot',
        agentId: 'agent-1',
        processed: true,
        status: 'done',
        failure_reason: null,
        simulated: false,
        imported: false,
        sample: false,
        calendar: null,
        join_at: '2026-11-20T10:00:00.000Z',
        left_at: '2026-11-20T10:30:00.000Z',
        meeting_url: { meeting_id: 'abc-defg-hij', platform: 'google_meet' },
      },
      transcript: [],
      participants: [],
      notes: { content: '# Notes' },
    };
    const { client, requests } = setup(() => json(details));
    const { data } = await client.GET('/meeting-bot/{id}', { params: { path: { id: 'bot-1' } } });
    expect(data).toEqual(details);
    expect(requests[0]?.url).toBe(`${BASE_URL}/meeting-bot/bot-1`);
    expectTypeOf(data).toEqualTypeOf<BotDetails | undefined>();
    expectTypeOf(() => client.GET('/user'))
      .returns.resolves.toHaveProperty('data')
      .toEqualTypeOf<UserDetails | undefined>();
  });

  test('path parameters, query parameters and JSON bodies reach the server as the contract spells them', async () => {
    const { client, requests } = setup(() =>
      json({ success: true, creditsAdded: 5, totalCredits: 7.5 }),
    );
    await client.GET('/credits/update-credit', { params: { query: { paymentId: 'pay_123' } } });
    await client.POST('/credits/buy-workflow', { body: { creditAmount: 2 } });
    await client.POST('/ask-ai/', {
      body: { userQuery: 'Summary?', botId: 'bot-1', agentId: 'agent-1' },
    });
    await client.DELETE('/ai-agent/delete/{agentId}', {
      params: { path: { agentId: 'agent 1' } },
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${BASE_URL}/credits/update-credit?paymentId=pay_123`,
      `POST ${BASE_URL}/credits/buy-workflow`,
      `POST ${BASE_URL}/ask-ai/`,
      `DELETE ${BASE_URL}/ai-agent/delete/agent%201`,
    ]);
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[1]?.json()).toEqual({ creditAmount: 2 });
  });
});

describe('every failure rejects with an ApiError whose message follows SPEC section 7', () => {
  test("a server failure carries the server's error text and the status", async () => {
    const { client } = setup(() =>
      json({ success: false, error: 'Free plan allows up to 2 AI agents.' }, 403),
    );
    const failure = await failureOf(
      client.POST('/ai-agent/create', multipart<CreateAiAgentForm>(new FormData())),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Free plan allows up to 2 AI agents.', status: 403 });
    expect(errorMessage(failure)).toBe('Free plan allows up to 2 AI agents.');
  });

  const reads: Record<string, (client: ApiFetchClient) => Promise<unknown>> = {
    'GET /user': (client) => client.GET('/user'),
    'GET /user/workflow-token': (client) => client.GET('/user/workflow-token'),
    'GET /user/workflows': (client) => client.GET('/user/workflows'),
    'GET /meeting-bot/{id}': (client) =>
      client.GET('/meeting-bot/{id}', { params: { path: { id: 'bot-1' } } }),
  };

  test.each(Object.entries(reads))(
    '%s rejects with the server error text and status',
    async (_, call) => {
      const { client } = setup(() => json({ success: false, error: 'Bot not found' }, 404));
      const failure = await failureOf(call(client));
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ message: 'Bot not found', status: 404 });
    },
  );

  test.each(Object.entries(reads))(
    '%s rejects with the client message on a network failure',
    async (_, call) => {
      const { client } = setup(() => {
        throw new TypeError('fetch failed');
      });
      expect(await failureOf(call(client))).toMatchObject({
        name: 'ApiError',
        message: 'fetch failed',
        status: undefined,
      });
    },
  );

  test('a client failure carries the client message', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const failure = await failureOf(
      client.DELETE('/ai-agent/delete/{agentId}', { params: { path: { agentId: 'agent-1' } } }),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure)).toBe('fetch failed');
  });

  test('an HTTP failure without server text carries the generic status message', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const failure = await failureOf(
      client.DELETE('/meeting-bot/delete/{id}', { params: { path: { id: 'bot-1' } } }),
    );
    expect(errorMessage(failure)).toBe('Request failed with status code 502');
  });

  test("a failure with no message at all is 'Unknown error occurred'", async () => {
    const { client } = setup(() => Promise.reject({ reason: 'no message here' }));
    const failure = await failureOf(
      client.POST('/ask-ai/', {
        body: { userQuery: 'Who spoke?', botId: 'bot-1', agentId: 'agent-1' },
      }),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure)).toBe(UNKNOWN_ERROR);
    expect(UNKNOWN_ERROR).toBe('Unknown error occurred');
  });

  test("a success without a body is 'Unknown error occurred'", async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    const failure = await failureOf(client.GET('/subscription/cancel'));
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure)).toBe(UNKNOWN_ERROR);
  });

  test('a token lookup that fails carries its message and sends nothing', async () => {
    const { client, fetch } = setup(
      () => json(agents),
      () => Promise.reject(new Error('Session expired')),
    );
    const failure = await failureOf(client.GET('/meeting-bot/list'));
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure)).toBe('Session expired');
    expect(fetch).not.toHaveBeenCalled();
  });
});
