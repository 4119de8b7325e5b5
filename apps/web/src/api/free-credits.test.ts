import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createQueryHooks, type User, type UserDetails } from '@convene/api-client';
import { fakeClient } from '@convene/api-client/testing/fake-fetch';
import { freeRefillOnLoad } from './free-credits';
import { fetchUserDetails } from './user-details';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function userWith(changes: {
  metadata?: Partial<User['publicMetadata']>;
  pending?: User['subscription']['pending'];
}): User {
  const metadata: User['publicMetadata'] = {
    credits: 0,
    workflowCredits: 0,
    validUntil: null,
    plan: 'free',
    status: 'inactive',
    creditsValidUntil: null,
    ...changes.metadata,
  };
  return {
    id: 'user-1',
    userName: 'Asha',
    email: 'asha@example.com',
    aiAgents: [],
    meetingBots: [],
    totalAiAgent: 0,
    totalMeetingBot: 0,
    subscription: {
      plan: metadata.plan,
      validUntil: metadata.validUntil,
      subscriptionId: null,
      pending: changes.pending ?? null,
    },
    credits: { creditsValidUntil: metadata.creditsValidUntil },
    publicMetadata: metadata,
  };
}

/** The server's side: GET /user and the refill, which tops up to 0.5 for a month as the API does. */
function fakeServer(initial: User) {
  let user = initial;
  const { client, requests } = fakeClient(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user') return Response.json({ success: true, user });
    if (pathname === '/api/credits/refillFreeCredit') {
      const metadata = {
        ...user.publicMetadata,
        credits: Math.max(user.publicMetadata.credits, 0.5),
        creditsValidUntil: inDays(30),
      };
      user = {
        ...user,
        credits: { creditsValidUntil: metadata.creditsValidUntil },
        publicMetadata: metadata,
      };
      return Response.json({ success: true });
    }
    return Response.json({ success: false, error: 'Not found' }, { status: 404 });
  });
  const paths = () => requests.map((request) => new URL(request.url).pathname);
  return { client, paths };
}

/** A page load in one tab: its own query cache, and its own once-per-load refill. */
function tab(server: ReturnType<typeof fakeServer>) {
  const hooks = createQueryHooks(server.client);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refillIfWanted = freeRefillOnLoad();
  return {
    /** The details the shell shows, as the layout loads them. */
    load: () => fetchUserDetails(queryClient, hooks),
    shown: () => queryClient.getQueryData<UserDetails>(hooks.queryOptions('get', '/user').queryKey),
    refill: (user: User) =>
      refillIfWanted(user, {
        readDetails: () => fetchUserDetails(queryClient, hooks),
        // What hooks.useMutation('get', '/credits/refillFreeCredit') runs.
        refill: () => server.client.GET('/credits/refillFreeCredit'),
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the free credit refill on app load', () => {
  it('gives a new free user 0.5 credit and shows it from the details read again', async () => {
    const server = fakeServer(userWith({}));
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).toEqual([
      '/api/user',
      '/api/user',
      '/api/credits/refillFreeCredit',
      '/api/user',
    ]);
    expect(page.shown()?.user.publicMetadata.credits).toBe(0.5);
  });

  it('asks once per load, though StrictMode runs the effect twice', async () => {
    const server = fakeServer(userWith({ metadata: { creditsValidUntil: inDays(-1) } }));
    const page = tab(server);
    const { user } = await page.load();

    await Promise.all([page.refill(user), page.refill(user)]);

    expect(server.paths().filter((path) => path.startsWith('/api/credits'))).toHaveLength(1);
  });

  it('asks nothing while a subscription is pending: its payment check is all that happens', async () => {
    const server = fakeServer(userWith({ pending: { subscriptionId: 'sub_1' } }));
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).toEqual(['/api/user']);
  });

  it.each([
    ['the credits period still runs', { creditsValidUntil: inDays(3) }],
    ['a live Pro plan', { plan: 'pro', status: 'active', validUntil: inDays(10) }],
  ] as const)('asks nothing when %s', async (_, metadata) => {
    const server = fakeServer(userWith({ metadata }));
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).toEqual(['/api/user']);
  });

  it('refills a Pro plan that has lapsed, which is Free', async () => {
    const server = fakeServer(
      userWith({
        metadata: { plan: 'pro', status: 'active', validUntil: inDays(-2), credits: 0.1 },
      }),
    );
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).toContain('/api/credits/refillFreeCredit');
    expect(page.shown()?.user.publicMetadata.credits).toBe(0.5);
  });

  it('asks from one tab only when two load together: the other waits its turn and finds it done', async () => {
    // Web Locks as a browser keeps them: one holder per name, the next request when it lets go.
    const held = new Map<string, Promise<unknown>>();
    vi.stubGlobal('navigator', {
      locks: {
        request(name: string, work: () => Promise<unknown>) {
          const turn = (held.get(name) ?? Promise.resolve()).then(work);
          held.set(
            name,
            turn.catch(() => undefined),
          );
          return turn;
        },
      },
    });
    const server = fakeServer(userWith({}));
    const first = tab(server);
    const second = tab(server);
    const [{ user: seenFirst }, { user: seenSecond }] = await Promise.all([
      first.load(),
      second.load(),
    ]);

    await Promise.all([first.refill(seenFirst), second.refill(seenSecond)]);

    expect(server.paths().filter((path) => path.startsWith('/api/credits'))).toHaveLength(1);
    expect(first.shown()?.user.publicMetadata.credits).toBe(0.5);
    expect(second.shown()?.user.publicMetadata.credits).toBe(0.5);
  });
});
