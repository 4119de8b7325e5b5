import { QueryClient } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { createApiClient } from './client';
import { createQueryHooks, queryKeys } from './hooks';
import { errorMessage } from './result';

function setup(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    requests.push(input as Request);
    return answer();
  });
  const hooks = createQueryHooks(createApiClient({ baseUrl: 'http://convene.test/api', getToken: () => 'tok', fetch }));
  return { hooks, requests, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

test('queryKeys are the keys the hooks give each read', () => {
  const { hooks } = setup(() => Response.json({}));
  const byId = (id: string) => ({ params: { path: { id } } });
  expect(hooks.queryOptions('get', '/user').queryKey).toEqual(queryKeys.userDetails);
  expect(hooks.queryOptions('get', '/ai-agent/list').queryKey).toEqual(queryKeys.aiAgents);
  expect(hooks.queryOptions('get', '/ai-agent/get/{id}', byId('a1')).queryKey).toEqual(queryKeys.aiAgent('a1'));
  expect(hooks.queryOptions('get', '/shared-agent/templates').queryKey).toEqual(queryKeys.agentTemplates);
  expect(hooks.queryOptions('get', '/meeting-bot/list').queryKey).toEqual(queryKeys.meetingBots);
  expect(hooks.queryOptions('get', '/meeting-bot/get/{id}', byId('b1')).queryKey).toEqual(queryKeys.meetingBot('b1'));
  expect(hooks.queryOptions('get', '/meeting-bot/{id}', byId('b1')).queryKey).toEqual(queryKeys.botDetails('b1'));
  expect(hooks.queryOptions('get', '/user/workflows').queryKey).toEqual(queryKeys.workflows);
  expect(hooks.queryOptions('get', '/user/workflow-token').queryKey).toEqual(queryKeys.workflowToken);
  expect(hooks.queryOptions('get', '/org/{orgId}', { params: { path: { orgId: 'o1' } } }).queryKey).toEqual(
    queryKeys.organisation('o1'),
  );
  expect(hooks.queryOptions('get', '/plans').queryKey).toEqual(queryKeys.plans);
  expect(hooks.queryOptions('get', '/mail/outbox').queryKey).toEqual(queryKeys.mailOutbox);
});

test('invalidating a key refetches the matching read with the bearer header', async () => {
  const { hooks, requests, queryClient } = setup(() => Response.json({ success: true, agents: [] }));
  const options = hooks.queryOptions('get', '/ai-agent/list');
  expect(await queryClient.fetchQuery(options)).toEqual({ success: true, agents: [] });
  await queryClient.invalidateQueries({ queryKey: queryKeys.aiAgents, refetchType: 'all' });

  expect(requests).toHaveLength(2);
  expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
});

test("a failed read's error gives the server's text through errorMessage", async () => {
  const { hooks, queryClient } = setup(() => Response.json({ success: false, error: 'Bot not found' }, { status: 404 }));
  const failure = await queryClient
    .fetchQuery(hooks.queryOptions('get', '/meeting-bot/{id}', { params: { path: { id: 'b1' } } }))
    .catch((error: unknown) => error);
  expect(errorMessage(failure)).toBe('Bot not found');
});
