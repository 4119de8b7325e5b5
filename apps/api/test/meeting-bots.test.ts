/**
 * Meeting bots over the contract, on each test database, with a scripted provider and a clock
 * the tests move: create/list/get/update/delete and their refusals (each writes nothing), and the
 * 0.5-credit reservation under concurrent creates. What happens to a bot once dispatched is in
 * meeting-bots-lifecycle.test.ts. After each test the ledger sum equals every balance.
 */
import { randomUUID } from 'node:crypto';
import {
  INSUFFICIENT_BOT_CREDITS_MESSAGE,
  ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE,
  ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE,
} from '@convene/domain/meeting-bots';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import { testDatabases } from './support/databases.js';
import {
  HOUR,
  MEET,
  meetingBotsPerSuite,
  type Bot,
  type BotReply,
} from './support/meeting-bots.js';
import type { TestServer } from './support/server.js';

describe.each(testDatabases)('meeting bots on $name', (kind) => {
  const {
    suite,
    clock,
    provider,
    api,
    userWith,
    balance,
    create,
    created,
    inAnHour,
    row,
    written,
    dispatched,
  } = meetingBotsPerSuite(kind);
  let server: TestServer;
  let db: Database;
  beforeAll(() => {
    server = suite.server;
    db = server.app.db;
  });

  it('creates a bot that joins now: 0.5 credit reserved, dispatched once, listed and shown newest first', async () => {
    const owner = await userWith(1);
    const first = await created(owner, { name: '  Weekly sync  ' });
    expect(first).toMatchObject({
      botName: 'Weekly sync',
      isScheduled: false,
      scheduleAt: null,
      meetingUrl: MEET,
      platform: 'google_meet',
      agentId: owner.agentId,
      status: 'scheduled',
      failureReason: null,
      joinedAt: null,
      leftAt: null,
      creditsCharged: 0,
      simulated: false,
    });
    expect(await balance(owner.id)).toBe(0.5);
    const providerBotId = await dispatched(first);
    const sent = provider.created.filter((call) => call.request.botId === first.botId);
    expect(sent).toEqual([
      {
        providerBotId,
        request: expect.objectContaining({
          botId: first.botId,
          meetingUrl: MEET,
          botName: 'Weekly sync',
          agent: expect.objectContaining({
            name: 'Standup helper',
            greetingMessage: 'Hello everyone',
          }),
        }),
      },
    ]);

    const second = await created(owner, {
      scheduleAt: inAnHour(),
      meetingUrl: 'https://zoom.us/j/123456789',
    });
    expect(second).toMatchObject({ isScheduled: true, platform: 'zoom', status: 'scheduled' });
    expect(await balance(owner.id)).toBe(0);

    const list = await api<{ bots: Bot[] }>('/api/meeting-bot/list', { token: owner.token });
    // Reading the list gave the account its sample meeting; the user details leave it out.
    expect(list.body.bots.filter((bot) => !bot.sample).map((bot) => bot.botId)).toEqual([
      second.botId,
      first.botId,
    ]);
    for (const id of [second.botId, second._id]) {
      const got = await api<BotReply>(`/api/meeting-bot/get/${id}`, { token: owner.token });
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ success: true, bot: second });
    }
    const details = await api<{ user: { meetingBots: Bot[]; totalMeetingBot: number } }>(
      '/api/user',
      {
        token: owner.token,
      },
    );
    expect(details.body.user.totalMeetingBot).toBe(2);
    expect(details.body.user.meetingBots.map((bot) => bot.botId)).toEqual([
      second.botId,
      first.botId,
    ]);
    // The scheduled one waits for its time.
    expect(provider.created.some((call) => call.request.botId === second.botId)).toBe(false);
  });

  it("refuses, writing nothing: bad links, long names, another user's agent, bad times, too few credits", async () => {
    const owner = await userWith(0.5);
    const stranger = await userWith(1);
    const now = clock.read().getTime();
    const refusals: [Record<string, unknown>, number, string | null][] = [
      [{ meetingUrl: 'https://meet.google.com.example.org/abc-defg-hij' }, 400, null],
      [{ meetingUrl: 'https://zoom.us.example.com/j/123456789' }, 400, null],
      [{ meetingUrl: 'https://example.com/meeting' }, 400, null],
      [{ meetingUrl: 'javascript:alert(1)' }, 400, null],
      [{ name: 'x'.repeat(51) }, 400, null],
      [{ name: '   ' }, 400, 'Bot name is required'],
      [{ agentId: stranger.agentId }, 404, 'AI agent not found'],
      [{ agentId: 'not-an-agent' }, 404, 'AI agent not found'],
      [
        { scheduleAt: new Date(now - 60_000).toISOString() },
        400,
        'The scheduled time must be in the future',
      ],
      [
        { scheduleAt: new Date(now + 91 * 24 * HOUR).toISOString() },
        400,
        'A bot can be scheduled at most 90 days ahead',
      ],
    ];
    const before = await written();
    for (const [fields, status, error] of refusals) {
      const response = await create(owner, fields);
      expect({ fields, status: response.status }).toEqual({ fields, status });
      if (error) expect(response.body).toEqual({ success: false, error });
    }
    const poor = await userWith(0.4);
    const beforePoor = await written();
    const refused = await create(poor);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ success: false, error: INSUFFICIENT_BOT_CREDITS_MESSAGE });
    expect(await written()).toEqual(beforePoor);
    expect(beforePoor.bots).toBe(before.bots);
    expect(beforePoor.ledger - before.ledger).toBe(1); // the poor user's own 0.4 credit
  });

  it('starts exactly one bot from 20 concurrent creates on 0.5 credit', async () => {
    const owner = await userWith(0.5);
    const responses = await Promise.all(Array.from({ length: 20 }, () => create(owner)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 402)).toHaveLength(19);
    const bots = await db.select().from(meetingBot).where(eq(meetingBot.userId, owner.id));
    expect(bots).toHaveLength(1);
    expect(await balance(owner.id)).toBe(0);
  });

  it('changes a scheduled bot (moving its join), and refuses to change or delete one that is on its way', async () => {
    const owner = await userWith(1);
    const stranger = await userWith(1);
    const bot = await created(owner, { scheduleAt: inAnHour() });
    const later = new Date(clock.read().getTime() + 2 * HOUR).toISOString();
    const update = (id: string, json: Record<string, unknown>, token = owner.token) =>
      api<BotReply>(`/api/meeting-bot/update/${id}`, { method: 'PUT', token, json });
    const changed = await update(bot.botId, { name: 'Renamed', scheduleAt: later });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ bot: { botName: 'Renamed', scheduleAt: later } });

    const before = await written();
    expect((await update(bot.botId, { name: 'Taken' }, stranger.token)).status).toBe(404);
    expect((await update(bot.botId, { agentId: stranger.agentId })).status).toBe(404);
    expect(
      (await update(bot.botId, { meetingUrl: 'https://zoom.us.example.com/j/123456789' })).status,
    ).toBe(400);
    expect((await update(randomUUID(), { name: 'Nobody' })).status).toBe(404);
    expect(
      (
        await api(`/api/meeting-bot/delete/${bot.botId}`, {
          method: 'DELETE',
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect((await api(`/api/meeting-bot/get/${bot.botId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(await written()).toEqual(before);

    clock.advance(HOUR);
    await server.app.jobs.drained();
    expect((await row(bot.botId))?.status).toBe('scheduled');
    clock.advance(HOUR);
    await dispatched(bot);

    const beforeRefusals = await written();
    const refusedUpdate = await update(bot.botId, { name: 'Too late' });
    expect(refusedUpdate.status).toBe(409);
    expect(refusedUpdate.body).toEqual({
      success: false,
      error: ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE,
    });
    const refusedDelete = await api(`/api/meeting-bot/delete/${bot.botId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.body).toEqual({
      success: false,
      error: ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE,
    });
    expect(await written()).toEqual(beforeRefusals);
  });

  it('deletes a scheduled bot: its credit comes back and it is never dispatched', async () => {
    const owner = await userWith(0.5);
    const bot = await created(owner, { scheduleAt: inAnHour() });
    expect(await balance(owner.id)).toBe(0);
    const response = await api(`/api/meeting-bot/delete/${bot._id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(response.status).toBe(200);
    expect(await balance(owner.id)).toBe(0.5);
    expect(await row(bot.botId)).toBeUndefined();
    clock.advance(2 * HOUR);
    await server.app.jobs.drained();
    expect(provider.created.some((call) => call.request.botId === bot.botId)).toBe(false);
    expect((await api(`/api/meeting-bot/get/${bot.botId}`, { token: owner.token })).status).toBe(
      404,
    );
  });
});
