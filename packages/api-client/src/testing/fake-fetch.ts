/**
 * For this package's tests: a client over a fake fetch that answers each request with `answer` and
 * records the requests, and an agent as the server answers it.
 */
import { vi } from 'vitest';
import { createApiClient } from '../client';
import type { AiAgent } from '../types';

export const BASE_URL = 'http://convene.test/api';

export const sampleAgent: AiAgent = {
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
};

export function fakeClient(
  answer: (request: Request) => Response | Promise<Response>,
  getToken: () => Promise<string | null | undefined> | string | null | undefined = () =>
    'token-123',
) {
  const requests: Request[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const request = input as Request;
    requests.push(request);
    return answer(request);
  });
  const client = createApiClient({ baseUrl: BASE_URL, getToken, fetch });
  return { client, requests, fetch };
}
