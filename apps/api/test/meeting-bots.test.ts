/**
 * Meeting bots over the contract, on each test database, with a scripted provider and a clock
 * the tests move: create/list/get/update/delete and their refusals (each writes nothing), the
 * 0.5-credit reservation under concurrent creates, webhooks applied once and never backwards,
 * the dispatch at the join time with retries, the call charged per started minute, and a bot
 * leaving when its owner's credits run out. After each test the ledger sum equals every balance.
 */
import { randomUUID } from 'node:crypto';
import {
  INSUFFICIENT_BOT_CREDITS_MESSAGE,
  ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE,
  ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE,
} from '@convene/domain/meeting-bots';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/credits/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import type { Database } from '../src/db/index.js';
import { profile } from '../src/db/schema.js';
import { meetingBot, meetingBotEvent } from '../src/meeting-bots/schema.js';
import { job } from '../src/providers/jobs/schema.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
} from '../src/providers/meeting-bots/port.js';
import { storeAgent } from './support/agents.js';
import { signUp, type Account } from './support/accounts.js';
import { TestClock } from './support/clock.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { expectLedgerMatchesBalance, giveCredits } from './support/ledger.js';
import { ScriptedBotProvider, signScripted, type WireEvent } from './support/scripted-bots.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Bot = Schemas['MeetingBot'];
type BotReply = { success: true; bot: Bot } | { success: false; error: string };
const MEET = 'https://meet.google.com/abc-defg-hij';
const HOUR = 3_600_000;

describe.each(testDatabases)('meeting bots on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  let db: Database;
  const clock = new TestClock();
  const provider = new ScriptedBotProvider('recall');

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(
      database.config,
      { jobs: { clock: clock.read, pollIntervalMs: 60_000 } },
      { meetingBots: provider },
    );
    api = client(server.baseUrl);
    db = server.app.db;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });
  afterEach(async () => {
    await server.app.jobs.drained();
    await expectLedgerMatchesBalance(db);
  });

  async function userWith(credits: number): Promise<Account & { agentId: string }> {
    const account = await signUp(api, 'Owner');
    if (credits > 0) await giveCredits(db, account.id, credits);
    const agentId = await storeAgent(db, account.id);
    return { ...account, agentId };
  }

  const balance = async (userId: string) =>
    (
      await db.select({ credits: profile.credits }).from(profile).where(eq(profile.userId, userId))
    )[0]?.credits;

  const create = (
    owner: { token: string; agentId: string },
    fields: Record<string, unknown> = {},
  ) =>
    api<BotReply>('/api/meeting-bot/create', {
      token: owner.token,
      json: { name: 'Standup bot', meetingUrl: MEET, agentId: owner.agentId, ...fields },
    });

  async function created(owner: { token: string; agentId: string }, fields = {}): Promise<Bot> {
    const response = await create(owner, fields);
    expect(response.status).toBe(201);
    if (!response.body.success) throw new Error(response.body.error);
    return response.body.bot;
  }

  const inAnHour = () => new Date(clock.read().getTime() + HOUR).toISOString();

  const row = async (botId: string) =>
    (await db.select().from(meetingBot).where(eq(meetingBot.botId, botId)))[0];

  /** Rows of every table a bot request may write: a refusal changes none of them. */
  async function written() {
    const [bots, ledger, jobs, events, profiles] = await Promise.all([
      db.select({ n: count() }).from(meetingBot),
      db.select({ n: count() }).from(creditLedger),
      db.select({ n: count() }).from(job),
      db.select({ n: count() }).from(meetingBotEvent),
      db.select({ credits: profile.credits, user: profile.userId }).from(profile),
    ]);
    return {
      bots: bots[0]!.n,
      ledger: ledger[0]!.n,
      jobs: jobs[0]!.n,
      events: events[0]!.n,
      profiles: profiles.sort((a, b) => a.user.localeCompare(b.user)),
    };
  }

  /** Dispatches due bots: the provider now holds them and they are joining. */
  async function dispatched(bot: Bot): Promise<string> {
    await server.app.jobs.drained();
    const stored = await row(bot.botId);
    expect(stored?.status).toBe('joining');
    return stored!.providerBotId!;
  }

  function webhook(events: WireEvent[], path = '/api/webhooks/recall', signature?: string) {
    const body = { events };
    return api(path, {
      json: body,
      headers: { 'x-test-signature': signature ?? signScripted(JSON.stringify(body)) },
    });
  }

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

  it('applies a webhook once, never moves a bot backwards, and refuses bad signatures and other providers', async () => {
    const owner = await userWith(1);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    const joinedAt = clock.read().toISOString();
    const inCall: WireEvent = {
      eventId: randomUUID(),
      providerBotId,
      status: 'in_call',
      at: joinedAt,
    };

    const before = await written();
    const forged = await webhook([inCall], '/api/webhooks/recall', signScripted('{}'));
    expect(forged.status).toBe(401);
    expect((await webhook([inCall], '/api/webhooks/attendee')).status).toBe(401);
    expect(await written()).toEqual(before);

    for (let delivery = 0; delivery < 3; delivery++)
      expect((await webhook([inCall])).status).toBe(200);
    const inCallRow = await row(bot.botId);
    expect(inCallRow).toMatchObject({ status: 'in_call', joinedAt: new Date(joinedAt) });
    const guards = await db.select().from(job).where(eq(job.kind, 'meeting-bots.credit-guard'));
    expect(
      guards.filter((guard) => JSON.stringify(guard.payload).includes(bot.botId)),
    ).toHaveLength(1);

    clock.advance(1000);
    const late: WireEvent = {
      eventId: randomUUID(),
      providerBotId,
      status: 'joining',
      at: clock.read().toISOString(),
    };
    expect((await webhook([late])).status).toBe(200);
    expect(await row(bot.botId)).toMatchObject({
      status: 'in_call',
      statusChangedAt: inCallRow!.statusChangedAt,
    });

    const stray: WireEvent = {
      eventId: randomUUID(),
      providerBotId: 'not-ours',
      status: 'in_call',
      at: joinedAt,
    };
    expect((await webhook([stray])).status).toBe(200);
    const [recorded] = await db
      .select()
      .from(meetingBotEvent)
      .where(eq(meetingBotEvent.eventId, stray.eventId));
    expect(recorded).toMatchObject({ provider: 'recall', botId: null });

    // Leave the call for the next tests' ledger: failed after joining, charged for its minute.
    const kicked: WireEvent = {
      eventId: randomUUID(),
      providerBotId,
      status: 'failed',
      failureReason: 'kicked',
      at: clock.read().toISOString(),
    };
    expect((await webhook([kicked])).status).toBe(200);
    expect(await row(bot.botId)).toMatchObject({
      status: 'failed',
      failureReason: 'kicked',
      creditsCharged: 0.016667,
      creditsReserved: 0,
    });
    expect(await balance(owner.id)).toBeCloseTo(1 - 0.016667, 6);
  });

  it('retries a provider that is unavailable, and fails the bot with its credit released when it refuses or stays unavailable', async () => {
    const owner = await userWith(1);
    provider.createFailures.push(
      new BotProviderUnavailableError('503'),
      new BotProviderUnavailableError('503'),
    );
    const retried = await created(owner);
    await server.app.jobs.drained();
    expect((await row(retried.botId))?.status).toBe('scheduled');
    clock.advance(5_000);
    await server.app.jobs.drained();
    clock.advance(10_000);
    await dispatched(retried);
    expect(provider.created.filter((call) => call.request.botId === retried.botId)).toHaveLength(3);

    provider.createFailures.push(
      new BotProviderRejectedError('no such meeting', 'meeting_not_found'),
    );
    const refused = await created(owner);
    await server.app.jobs.drained();
    expect(await row(refused.botId)).toMatchObject({
      status: 'failed',
      failureReason: 'meeting_not_found',
      creditsReserved: 0,
      creditsCharged: 0,
    });
    expect(await balance(owner.id)).toBe(0.5);

    // Unavailable on every run: after its retries the bot fails and its credit comes back.
    provider.createFailures.push(
      ...Array.from({ length: 7 }, () => new BotProviderUnavailableError('503')),
    );
    const unavailable = await created(owner);
    for (let run = 0; run < 7; run++) {
      await server.app.jobs.drained();
      clock.advance(120_000);
    }
    await server.app.jobs.drained();
    expect(
      provider.created.filter((call) => call.request.botId === unavailable.botId),
    ).toHaveLength(7);
    expect(await row(unavailable.botId)).toMatchObject({
      status: 'failed',
      failureReason: 'provider_error',
      creditsReserved: 0,
    });
    expect(await balance(owner.id)).toBe(0.5);
    await failStillRunning(retried.botId);
  });

  /** Ends a bot left in a call by a test, so its reservation does not stay held. */
  async function failStillRunning(botId: string) {
    const stored = await row(botId);
    await provider.emit(stored!.providerBotId!, {
      status: 'failed',
      failureReason: 'provider_error',
      at: clock.read(),
    });
  }

  it('takes the bot out of its call when the credits run out, unless credits were bought meanwhile', async () => {
    const owner = await userWith(0.5);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    await provider.emit(providerBotId, { status: 'in_call', at: clock.read() });
    clock.advance(29 * 60_000);
    await giveCredits(db, owner.id, 0.5);
    clock.advance(60_000);
    await server.app.jobs.drained();
    expect((await row(bot.botId))?.status).toBe('in_call');
    clock.advance(30 * 60_000);
    await server.app.jobs.drained();
    expect(provider.left).toContain(providerBotId);
    expect(await row(bot.botId)).toMatchObject({
      status: 'failed',
      failureReason: 'credits_ran_out',
      creditsCharged: 1,
      creditsReserved: 0,
    });
    expect(await balance(owner.id)).toBe(0);
  });

  it('charges an ended call per started minute once its meeting is processed', async () => {
    const owner = await userWith(1);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    const joinedAt = clock.read();
    await provider.emit(providerBotId, { status: 'waiting_room', at: joinedAt });
    await provider.emit(providerBotId, { status: 'in_call', at: joinedAt });
    clock.advance(61_000);
    await provider.emit(providerBotId, { status: 'done', at: clock.read() });
    await server.app.jobs.drained();
    const done = await row(bot.botId);
    expect(done).toMatchObject({
      status: 'done',
      processed: true,
      creditsCharged: 0.033333,
      creditsReserved: 0,
      leftAt: clock.read(),
    });
    expect(await balance(owner.id)).toBeCloseTo(1 - 0.033333, 6);
    const reasons = await db
      .select({ reason: creditLedger.reason, change: creditLedger.change })
      .from(creditLedger)
      .where(eq(creditLedger.botId, bot.botId));
    expect(reasons).toEqual(
      expect.arrayContaining([
        { reason: 'bot_reservation', change: -0.5 },
        { reason: 'bot_reservation_release', change: 0.5 },
        { reason: 'bot_call', change: -0.033333 },
      ]),
    );
  });

  it('reads a bot back from its provider when its status stood still too long', async () => {
    const owner = await userWith(1);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    provider.statuses.set(providerBotId, { status: 'in_call', at: clock.read() });
    clock.advance(5 * 60_000);
    await server.app.jobs.drained();
    expect((await row(bot.botId))?.status).toBe('joining');
    clock.advance(10 * 60_000);
    await server.app.jobs.drained();
    expect((await row(bot.botId))?.status).toBe('in_call');
    await failStillRunning(bot.botId);
  });
});
