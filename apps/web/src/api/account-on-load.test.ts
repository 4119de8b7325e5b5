import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createQueryHooks, type User, type UserDetails } from '@convene/api-client';
import { fakeClient } from '@convene/api-client/testing/fake-fetch';
import { freePlanMetadata } from '@convene/api-client/testing/sample-user';
import { accountChecksOnLoad } from './account-on-load';
import { fetchUserDetails } from './user-details';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function userWith(changes: {
  metadata?: Partial<User['publicMetadata']>;
  pending?: User['subscription']['pending'];
  subscriptionId?: string;
}): User {
  const metadata = freePlanMetadata(changes.metadata);
  return {
    id: 'user-1',
    userName: 'Asha',
    email: 'asha@example.com',
    aiAgents: [],
    meetingBots: [],
    totalAiAgent: 0,
    totalMeetingBot: 0,
    timeZone: 'Asia/Kolkata',
    subscription: {
      plan: metadata.plan,
      validUntil: metadata.validUntil,
      subscriptionId: changes.subscriptionId ?? null,
      pending: changes.pending ?? null,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
    },
    credits: {
      creditsValidUntil: metadata.creditsValidUntil,
      workflowActions: { included: 10, used: 0 },
    },
    publicMetadata: metadata,
  };
}

/**
 * The server's side: GET /user; the refill, which tops up to 0.5 for a month as the API does; and
 * the payment check, which finds the subscription renewed for a month.
 */
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
        credits: { ...user.credits, creditsValidUntil: metadata.creditsValidUntil },
        publicMetadata: metadata,
      };
      return Response.json({ success: true });
    }
    if (pathname === '/api/subscription/verify-subscription') {
      const validUntil = inDays(30);
      user = {
        ...user,
        subscription: { ...user.subscription, pending: null, validUntil },
        publicMetadata: { ...user.publicMetadata, validUntil },
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
  const checkIfWanted = accountChecksOnLoad();
  return {
    /** The details the shell shows, as the layout loads them. */
    load: () => fetchUserDetails(queryClient, hooks),
    shown: () => queryClient.getQueryData<UserDetails>(hooks.queryOptions('get', '/user').queryKey),
    refill: (user: User) =>
      checkIfWanted(user, {
        readDetails: () => fetchUserDetails(queryClient, hooks),
        // What hooks.useMutation('get', '/credits/refillFreeCredit') runs.
        refill: () => server.client.GET('/credits/refillFreeCredit'),
        checkPayment: (subscriptionId) =>
          server.client.POST('/subscription/verify-subscription', { body: { subscriptionId } }),
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account checks on app load', () => {
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

  it('checks a pending subscription’s payment and nothing else', async () => {
    const server = fakeServer(userWith({ pending: { subscriptionId: 'sub_1' } }));
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).toEqual([
      '/api/user',
      '/api/user',
      '/api/subscription/verify-subscription',
      '/api/user',
    ]);
  });

  it('checks the payment of a paid plan whose period has passed, instead of refilling', async () => {
    const server = fakeServer(
      userWith({
        metadata: { plan: 'pro', status: 'active', validUntil: inDays(-1) },
        subscriptionId: 'sub_2',
      }),
    );
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).not.toContain('/api/credits/refillFreeCredit');
    expect(server.paths()).toContain('/api/subscription/verify-subscription');
    expect(page.shown()?.user.publicMetadata.validUntil).toBe(
      page.shown()?.user.subscription.validUntil,
    );
  });

  it('refills a cancelled Pro plan whose period has passed, which is Free', async () => {
    const server = fakeServer(
      userWith({
        metadata: { plan: 'pro', status: 'cancelled', validUntil: inDays(-1) },
        subscriptionId: 'sub_3',
      }),
    );
    const page = tab(server);
    const { user } = await page.load();

    await page.refill(user);

    expect(server.paths()).toContain('/api/credits/refillFreeCredit');
    expect(server.paths()).not.toContain('/api/subscription/verify-subscription');
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
