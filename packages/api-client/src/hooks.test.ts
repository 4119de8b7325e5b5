import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { createQueryHooks } from './hooks';
import { ApiError, errorMessage } from './result';
import { fakeClient } from './testing/fake-fetch';

function setup(answer: () => Response) {
  const { client, requests } = fakeClient(answer, () => 'tok');
  const hooks = createQueryHooks(client);
  return {
    hooks,
    requests,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

test('invalidating a read by its key refetches it with the bearer header', async () => {
  const { hooks, requests, queryClient } = setup(() =>
    Response.json({ success: true, agents: [] }),
  );
  const options = hooks.queryOptions('get', '/ai-agent/list');
  expect(await queryClient.fetchQuery(options)).toEqual({ success: true, agents: [] });
  await queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'all' });

  expect(requests).toHaveLength(2);
  expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
});

test("a failed read's error gives the server's text through errorMessage", async () => {
  const { hooks, queryClient } = setup(() =>
    Response.json({ success: false, error: 'Bot not found' }, { status: 404 }),
  );
  const failure = await queryClient
    .fetchQuery(hooks.queryOptions('get', '/meeting-bot/{id}', { params: { path: { id: 'b1' } } }))
    .catch((error: unknown) => error);
  expect(errorMessage(failure)).toBe('Bot not found');
});

test("a failed read is an ApiError with the server's text as its reason, and the status", async () => {
  const { hooks, queryClient } = setup(() =>
    Response.json({ success: false, error: 'Agent not found' }, { status: 404 }),
  );
  const failure = await queryClient
    .fetchQuery(hooks.queryOptions('get', '/ai-agent/get/{id}', { params: { path: { id: 'a1' } } }))
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({
    message: 'Agent not found',
    serverMessage: 'Agent not found',
    status: 404,
    success: false,
    error: 'Agent not found',
  });
});

test('a failure without server text is an ApiError with the client message and no reason', async () => {
  const { hooks, queryClient } = setup(
    () => new Response('<html>Bad gateway</html>', { status: 502 }),
  );
  const failure = await queryClient
    .fetchQuery(hooks.queryOptions('get', '/ai-agent/list'))
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({
    message: 'Request failed with status code 502',
    status: 502,
    serverMessage: undefined,
  });
});
