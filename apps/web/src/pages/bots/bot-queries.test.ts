import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryHooks, type BotDetails, type MeetingBot } from '@convene/api-client';
import { fakeClient } from '@convene/api-client/testing/fake-fetch';
import {
  INSUFFICIENT_BOT_CREDITS_MESSAGE,
  ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE,
} from '@convene/domain/meeting-bots';
import { botDetailsQuery, meetingBotListQuery } from './bot-queries';
import {
  BOT_DETAILS_REFRESH_MS,
  BOT_LIST_REFRESH_MS,
  createBotRequest,
  failureText,
} from './bot-rules';
import { sampleBot, sampleBotDetails } from './sample-bot';

/*
 * TanStack Query runs no refetch interval where there is no window (it takes that for a server), and
 * decides so when it loads: a window is there before any import, as in the browser.
 */
vi.hoisted(() => {
  Object.assign(globalThis, { window: globalThis });
});

describe('the meeting bot list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the list again every few seconds while a bot is active, and stops when none is', async () => {
    const statuses: MeetingBot['status'][] = ['joining', 'in_call', 'done'];
    const { client, requests } = fakeClient(() =>
      Response.json({
        success: true,
        bots: [
          sampleBot({ status: statuses[Math.min(requests.length, statuses.length) - 1] }),
          sampleBot({ botId: 'bot-0', status: 'failed', failureReason: 'kicked' }),
        ],
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, meetingBotListQuery(createQueryHooks(client)));
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((result) => {
      const status = result.data?.bots[0]?.status;
      if (status && seen.at(-1) !== status) seen.push(status);
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/meeting-bot/list');
    await vi.advanceTimersByTimeAsync(BOT_LIST_REFRESH_MS);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(BOT_LIST_REFRESH_MS);
    expect(requests).toHaveLength(3);
    expect(seen).toEqual(['joining', 'in_call', 'done']);

    // Every bot is done or failed: no more reads, however long the page stays open.
    await vi.advanceTimersByTimeAsync(BOT_LIST_REFRESH_MS * 10);
    expect(requests).toHaveLength(3);
    unsubscribe();
  });
});

describe("a bot's meeting details", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads them again every few seconds until the meeting is done and processed', async () => {
    const reads: Partial<BotDetails['bot']>[] = [
      { status: 'in_call', processed: false },
      { status: 'done', processed: false },
      { status: 'done', processed: true },
    ];
    const { client, requests } = fakeClient(() =>
      Response.json(sampleBotDetails(reads[Math.min(requests.length, reads.length) - 1])),
    );
    const queryClient = new QueryClient();
    const observer = new QueryObserver(
      queryClient,
      botDetailsQuery(createQueryHooks(client), 'bot 1'),
    );
    const unsubscribe = observer.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(0);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/meeting-bot/bot%201');
    await vi.advanceTimersByTimeAsync(BOT_DETAILS_REFRESH_MS * 2);
    expect(requests).toHaveLength(3);
    expect(observer.getCurrentResult().data?.bot.processed).toBe(true);
    await vi.advanceTimersByTimeAsync(BOT_DETAILS_REFRESH_MS * 10);
    expect(requests).toHaveLength(3);
    unsubscribe();
  });

  it("asks once for a bot that is not found (unknown, or another user's), and again after another failure", async () => {
    let status = 404;
    const { client, requests } = fakeClient(() =>
      Response.json({ success: false, error: 'Bot not found' }, { status }),
    );
    const hooks = createQueryHooks(client);
    const queryClient = new QueryClient();
    const notFound = new QueryObserver(queryClient, botDetailsQuery(hooks, 'bot-1'));
    const unsubscribe = notFound.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(1);
    expect(notFound.getCurrentResult().isError).toBe(true);
    unsubscribe();

    status = 503;
    const unavailable = new QueryObserver(queryClient, botDetailsQuery(hooks, 'bot-2'));
    const unsubscribeAgain = unavailable.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(3);
    unsubscribeAgain();
  });
});

describe('the meeting bot writes', () => {
  it('creates a scheduled bot with the contract body', async () => {
    const { client, requests } = fakeClient(() =>
      Response.json({ success: true, bot: sampleBot({ status: 'scheduled' }) }, { status: 201 }),
    );
    await client.POST('/meeting-bot/create', {
      body: createBotRequest({
        name: 'Weekly sync',
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        agentId: 'agent-1',
        scheduleAt: new Date('2026-11-26T10:30:00.000Z'),
      }),
    });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({
      name: 'Weekly sync',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      agentId: 'agent-1',
      scheduleAt: '2026-11-26T10:30:00.000Z',
    });
  });

  it("shows the server's reason for a refused create, else the page's message", async () => {
    const refused = fakeClient(() =>
      Response.json({ success: false, error: INSUFFICIENT_BOT_CREDITS_MESSAGE }, { status: 402 }),
    );
    const failure = await refused.client
      .POST('/meeting-bot/create', {
        body: { name: 'Weekly sync', meetingUrl: 'https://zoom.us/j/123456789', agentId: 'a' },
      })
      .catch((error: unknown) => error);
    expect(failureText(failure, 'Failed to create meeting bot. Please try again.')).toBe(
      INSUFFICIENT_BOT_CREDITS_MESSAGE,
    );

    const broken = fakeClient(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const silent = await broken.client
      .POST('/meeting-bot/create', {
        body: { name: 'Weekly sync', meetingUrl: 'https://zoom.us/j/123456789', agentId: 'a' },
      })
      .catch((error: unknown) => error);
    expect(failureText(silent, 'Failed to create meeting bot. Please try again.')).toBe(
      'Failed to create meeting bot. Please try again.',
    );
  });

  it("shows the server's text for a refused delete, else 'Failed to delete bot'", async () => {
    const { client, requests } = fakeClient(() =>
      Response.json(
        { success: false, error: ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE },
        { status: 409 },
      ),
    );
    const failure = await client
      .DELETE('/meeting-bot/delete/{id}', { params: { path: { id: 'bot-1' } } })
      .catch((error: unknown) => error);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/meeting-bot/delete/bot-1');
    expect(failureText(failure, 'Failed to delete bot')).toBe('Only scheduled bots can be deleted');
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to delete bot')).toBe(
      'Failed to delete bot',
    );
  });
});
