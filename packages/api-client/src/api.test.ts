import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { createAiAgentFormData, createApi, updateAiAgentFormData, type ConveneApi } from './api';
import { createApiClient } from './client';
import { ApiError, type ApiResult, isApiFailure, UNKNOWN_ERROR } from './result';
import type { AiAgentListResponse, BotDetails, UserDetails } from './types';

const BASE_URL = 'http://convene.test/api';

type FakeFetch = typeof globalThis.fetch;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client over a fake fetch that answers every request with `answer` and records the requests. */
function setup(answer: (request: Request) => Response | Promise<Response>, token: string | null = 'token-123') {
  const requests: Request[] = [];
  const fetch = vi.fn<FakeFetch>(async (input) => {
    const request = input as Request;
    requests.push(request);
    return answer(request);
  });
  const api = createApi(createApiClient({ baseUrl: BASE_URL, getToken: async () => token, fetch }));
  return { api, requests, fetch };
}

const agents: AiAgentListResponse = {
  success: true,
  agents: [
    {
      _id: 'a1',
      agentId: 'agent-1',
      agentName: 'Standup helper',
      greetingMsg: 'Hello team',
      prompt: 'Run the standup.',
      mode: 'active',
      voice: 'male',
      createdAt: '2026-11-20T10:00:00.000Z',
      wakeWords: [],
      workflows: [],
      knowledgeFile: null,
    },
  ],
};

describe('bearer header', () => {
  test('every call carries Authorization: Bearer <token> when there is a token', async () => {
    const { api, requests } = setup(() => json(agents));
    await api.listAiAgents();
    await api.createMeetingBot({ name: 'Bot', meetingUrl: 'https://meet.google.com/abc', agentId: 'agent-1' });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer token-123', 'Bearer token-123']);
  });

  test('no Authorization header when signed out', async () => {
    const { api, requests } = setup(() => json(agents), null);
    await api.listAiAgents();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  test('the token is asked for on each call, so a refreshed token is used', async () => {
    const tokens = ['first', 'second'];
    const requests: Request[] = [];
    const fetch = vi.fn<FakeFetch>(async (input) => {
      requests.push(input as Request);
      return json(agents);
    });
    const api = createApi(createApiClient({ baseUrl: BASE_URL, getToken: () => tokens.shift(), fetch }));
    await api.listAiAgents();
    await api.listAiAgents();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });
});

describe('calls that resolve to the body or { success: false, error }', () => {
  test('success resolves to the body, from the operation path under the base url', async () => {
    const { api, requests } = setup(() => json(agents));
    const result = await api.listAiAgents();
    expect(result).toEqual(agents);
    expect(isApiFailure(result)).toBe(false);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${BASE_URL}/ai-agent/list`);
  });

  test('a server failure resolves to the server error text', async () => {
    const { api } = setup(() => json({ success: false, error: 'Free plan allows up to 2 AI agents.' }, 403));
    const result = await api.createAiAgent(new FormData());
    expect(result).toEqual({ success: false, error: 'Free plan allows up to 2 AI agents.' });
    expect(isApiFailure(result)).toBe(true);
  });

  test('a client failure resolves to the client message', async () => {
    const { api } = setup(() => {
      throw new TypeError('fetch failed');
    });
    expect(await api.deleteAiAgent('agent-1')).toEqual({ success: false, error: 'fetch failed' });
  });

  test('an HTTP failure without server text resolves to the generic status message', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await api.deleteMeetingBot('bot-1')).toEqual({
      success: false,
      error: 'Request failed with status code 502',
    });
  });

  test("a failure with no message at all resolves to 'Unknown error occurred'", async () => {
    const { api } = setup(() => Promise.reject({ reason: 'no message here' }));
    expect(await api.askAi({ userQuery: 'Who spoke?', botId: 'bot-1', agentId: 'agent-1' })).toEqual({
      success: false,
      error: UNKNOWN_ERROR,
    });
    expect(UNKNOWN_ERROR).toBe('Unknown error occurred');
  });

  test("a success without a body resolves to 'Unknown error occurred'", async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    expect(await api.cancelSubscription()).toEqual({ success: false, error: UNKNOWN_ERROR });
  });

  test('a token lookup that fails resolves to its message and sends nothing', async () => {
    const fetch = vi.fn<FakeFetch>();
    const api = createApi(
      createApiClient({
        baseUrl: BASE_URL,
        getToken: () => Promise.reject(new Error('Session expired')),
        fetch,
      }),
    );
    expect(await api.listMeetingBots()).toEqual({ success: false, error: 'Session expired' });
    expect(fetch).not.toHaveBeenCalled();
  });

  test("organisation lookup without an orgId resolves to 'orgId is required' without a request", async () => {
    const { api, fetch } = setup(() => json({ success: true, org: { members: [] } }));
    expect(await api.getOrganisation(' ')).toEqual({ success: false, error: 'orgId is required' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.getOrganisation('org_1')).toEqual({ success: true, org: { members: [] } });
  });

  test('path parameters, query parameters and JSON bodies reach the server as the contract spells them', async () => {
    const { api, requests } = setup(() => json({ success: true, creditsAdded: 5, totalCredits: 7.5 }));
    await api.updateCredits('pay_123');
    await api.buyWorkflowCredits({ creditAmount: 2 });
    await api.askAi({ userQuery: 'Summary?', botId: 'bot-1', agentId: 'agent-1' });
    await api.deleteAiAgent('agent 1');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${BASE_URL}/credits/update-credit?paymentId=pay_123`,
      `POST ${BASE_URL}/credits/buy-workflow`,
      `POST ${BASE_URL}/ask-ai/`,
      `DELETE ${BASE_URL}/ai-agent/delete/agent%201`,
    ]);
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[1]?.json()).toEqual({ creditAmount: 2 });
  });

  test('results are typed as the body or a failure', () => {
    expectTypeOf<Awaited<ReturnType<ConveneApi['listAiAgents']>>>().toEqualTypeOf<ApiResult<AiAgentListResponse>>();
  });
});

describe('calls that throw', () => {
  const throwing = {
    getUserDetails: (api: ConveneApi) => api.getUserDetails(),
    getWorkflowToken: (api: ConveneApi) => api.getWorkflowToken(),
    listWorkflows: (api: ConveneApi) => api.listWorkflows(),
    getBotDetails: (api: ConveneApi) => api.getBotDetails('bot-1'),
  };

  test.each(Object.entries(throwing))('%s throws an ApiError with the server error text and status', async (_, call) => {
    const { api } = setup(() => json({ success: false, error: 'Bot not found' }, 404));
    const failure = await call(api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Bot not found', status: 404 });
  });

  test.each(Object.entries(throwing))('%s throws an ApiError with the client message on a network failure', async (_, call) => {
    const { api } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(call(api)).rejects.toMatchObject({ name: 'ApiError', message: 'fetch failed', status: undefined });
  });

  test('they resolve to the body on success', async () => {
    const details: BotDetails = {
      bot: {
        id: 'bot-1',
        bot_name: 'Standup bot',
        agentId: 'agent-1',
        processed: true,
        join_at: '2026-11-20T10:00:00.000Z',
        meeting_url: { meeting_id: 'abc-defg-hij', platform: 'google_meet' },
      },
      transcript: [],
      participants: [],
      notes: { content: '# Notes' },
    };
    const { api, requests } = setup(() => json(details));
    expect(await api.getBotDetails('bot-1')).toEqual(details);
    expect(requests[0]?.url).toBe(`${BASE_URL}/meeting-bot/bot-1`);
    expectTypeOf(api.getUserDetails).returns.resolves.toEqualTypeOf<UserDetails>();
  });
});

describe('multipart agent creation', () => {
  test('the FormData goes out untouched as multipart/form-data', async () => {
    const { api, requests } = setup(() => json({ success: true, agent: agents.agents[0] }, 201));
    const file = new File(['meeting rules'], 'rules.txt', { type: 'text/plain' });
    const form = createAiAgentFormData({
      name: 'Scrum master',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      voice: 'female',
      mode: 'passive',
      wakeWords: 'hey convene, scrum',
      workflows: [{ id: 'w1', key: 'create-ticket', name: 'Create ticket', description: 'Opens a ticket', conditions: ['a bug'] }],
      file,
    });

    const result = await api.createAiAgent(form);

    expect(result).toEqual({ success: true, agent: agents.agents[0] });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE_URL}/ai-agent/create`);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request?.formData();
    expect(Object.fromEntries([...(sent?.entries() ?? [])].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Scrum master',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      type: 'audio-agent',
      voice: 'female',
      mode: 'passive',
      wakeWords: 'hey convene, scrum',
      workflows: JSON.stringify([
        { id: 'w1', key: 'create-ticket', name: 'Create ticket', description: 'Opens a ticket', conditions: ['a bug'] },
      ]),
    });
    const sentFile = sent?.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('rules.txt');
    expect(await (sentFile as File).text()).toBe('meeting rules');
  });

  test('updateAiAgentForm sends the edit form as multipart: a new file, or the removal of the current one', async () => {
    const { api, requests } = setup(() => json({ success: true, agent: agents.agents[0] }));
    const base = {
      name: 'Retro host',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      voice: 'male' as const,
      mode: 'active' as const,
      wakeWords: '',
    };
    await api.updateAiAgentForm(
      'a1',
      updateAiAgentFormData({ ...base, workflows: [], removeKnowledgeFile: true }),
    );
    await api.updateAiAgentForm(
      'a1',
      updateAiAgentFormData({ ...base, file: new File(['notes'], 'notes.txt', { type: 'text/plain' }) }),
    );

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `PUT ${BASE_URL}/ai-agent/update/a1`,
      `PUT ${BASE_URL}/ai-agent/update/a1`,
    ]);
    const removal = await requests[0]?.formData();
    expect(removal?.get('removeKnowledgeFile')).toBe('true');
    expect(removal?.get('workflows')).toBe('[]');
    expect(removal?.get('file')).toBeNull();
    const replacement = await requests[1]?.formData();
    expect(replacement?.get('removeKnowledgeFile')).toBeNull();
    expect(replacement?.get('workflows')).toBeNull();
    expect((replacement?.get('file') as File | null)?.name).toBe('notes.txt');
  });

  test('optional workflows and file are left out when absent', () => {
    const form = createAiAgentFormData({
      name: 'A',
      greetingMessage: 'B',
      prompt: 'C',
      voice: 'male',
      mode: 'active',
      wakeWords: '',
    });
    expect(form.has('workflows')).toBe(false);
    expect(form.has('file')).toBe(false);
  });
});
