/**
 * An owner's bot calls and agent tests spend the same credits, on each test database: a test
 * neither starts on nor charges what a call under way has used beyond its reservation, and each
 * minute a test charges brings the call's credit guard earlier, so the call leaves when the credits
 * they share are gone, charged for all its time, and the balance ends at 0, never below. A meeting
 * that had no call (imported, or the sample) shares none of them, even while it is processing.
 */
import { randomUUID } from 'node:crypto';
import { INSUFFICIENT_CREDITS_TO_TEST_HINT } from '@convene/domain/agent-test';
import { INSUFFICIENT_BOT_CREDITS_MESSAGE } from '@convene/domain/meeting-bots';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { IMPORTED_PROVIDER, meetingBot, SAMPLE_PROVIDER } from '../src/meeting-bots/schema.js';
import { agentTestCalls } from './support/agent-test-sessions.js';
import { testDatabases } from './support/databases.js';
import { meetingBotsPerSuite } from './support/meeting-bots.js';
import type { TestServer } from './support/server.js';

type SessionResponse = Schemas['AgentTestSessionResponse'];

const MINUTE = 60_000;

describe.each(testDatabases)('calls and agent tests sharing credits on $name', (kind) => {
  // Long enough that a test only ends for its credits here.
  const {
    suite,
    clock,
    provider,
    api,
    userWith,
    balance,
    create,
    created,
    row,
    dispatched,
    written,
  } = meetingBotsPerSuite(kind, { agentTest: { idleMinutes: 120, turnsPerMinute: 30 } });
  let server: TestServer;
  beforeAll(() => {
    server = suite.server;
  });
  const { start, read, ledgerOf } = agentTestCalls(() => ({
    api,
    db: server.app.db,
    receiverUrl: '',
  }));

  it('refuses a test the credits a call under way has used beyond its reservation', async () => {
    // 1 credit: 0.5 reserved by the bot, 0.5 free; 45 minutes into the call, 0.25 is left in all.
    const owner = await userWith(1);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    await provider.emit(providerBotId, { status: 'in_call', at: clock.read() });
    clock.advance(45 * MINUTE);
    await server.app.jobs.drained();
    const refused = await start(owner, owner.agentId);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ success: false, error: INSUFFICIENT_CREDITS_TO_TEST_HINT });
    expect(await ledgerOf(owner.id)).toEqual([]);
    await provider.emit(providerBotId, { status: 'done', at: clock.read() });
    await server.app.jobs.drained();
    expect(await row(bot.botId)).toMatchObject({ status: 'done', creditsCharged: 0.75 });
    expect(await balance(owner.id)).toBeCloseTo(0.25, 6);
  });

  it("takes a call out when a test's minutes use up the credits they share, charging all its time", async () => {
    // 1.5 credits: 0.5 reserved, 1 free. 45.5 minutes into the call 0.741667 is left; the test
    // and the call then spend it together, a credit an hour each. The test's 23rd minute finds
    // 0.5 minute's worth left and ends it; the call's guard, moved from 60 minutes to 68 by the
    // test's minutes, takes the call out when that is used.
    const owner = await userWith(1.5);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    const joinedAt = clock.read();
    await provider.emit(providerBotId, { status: 'in_call', at: joinedAt });
    clock.advance(45.5 * MINUTE);
    await server.app.jobs.drained();
    const started = await start(owner, owner.agentId);
    expect(started.status).toBe(201);
    const { sessionId, startedAt } = (started.body as SessionResponse).session;
    for (let step = 1; step <= 60; step += 1) {
      clock.advance(MINUTE / 2);
      await server.app.jobs.drained();
    }
    expect(provider.left).toContain(providerBotId);
    expect(await row(bot.botId)).toMatchObject({
      status: 'failed',
      failureReason: 'credits_ran_out',
      leftAt: new Date(joinedAt.getTime() + 68 * MINUTE),
      creditsCharged: 1.133333,
      creditsReserved: 0,
    });
    const session = ((await read(owner, sessionId)).body as SessionResponse).session;
    expect(session).toMatchObject({
      status: 'ended',
      endReason: 'credits',
      minutesCharged: 22,
      endedAt: new Date(Date.parse(startedAt) + 22 * MINUTE).toISOString(),
    });
    expect(await ledgerOf(owner.id)).toHaveLength(22);
    expect(await balance(owner.id)).toBeCloseTo(0, 6);
  });

  it('refuses a new bot the credits a call under way has used beyond its reservation', async () => {
    // 1 credit: 0.5 reserved by the first bot, 0.5 free; 45 minutes into its call 0.25 is left.
    const owner = await userWith(1);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    await provider.emit(providerBotId, { status: 'in_call', at: clock.read() });
    clock.advance(45 * MINUTE);
    await server.app.jobs.drained();
    const before = await written();
    const refused = await create(owner);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ success: false, error: INSUFFICIENT_BOT_CREDITS_MESSAGE });
    expect(await written()).toEqual(before);
    await provider.emit(providerBotId, { status: 'done', at: clock.read() });
    await server.app.jobs.drained();
    expect(await row(bot.botId)).toMatchObject({ status: 'done', creditsCharged: 0.75 });
    expect(await balance(owner.id)).toBeCloseTo(0.25, 6);
  });

  it.each([IMPORTED_PROVIDER, SAMPLE_PROVIDER])(
    'takes nothing from a new bot for a meeting that had no call (%s), while its notes are written',
    async (meetingProvider) => {
      // Fresh from the import (or the account's first look), the meeting is processing, with the
      // two hours its transcript spans; its notes job has not run yet.
      const owner = await userWith(0.5);
      const startedAt = new Date(clock.read().getTime() - 3 * 60 * MINUTE);
      await server.app.db.insert(meetingBot).values({
        botId: randomUUID(),
        userId: owner.id,
        name: 'Quarterly planning',
        isScheduled: false,
        joinAt: startedAt,
        joinedAt: startedAt,
        leftAt: new Date(startedAt.getTime() + 2 * 60 * MINUTE),
        status: 'processing',
        provider: meetingProvider,
      });
      const bot = await created(owner);
      expect(await row(bot.botId)).toMatchObject({ status: 'scheduled', creditsReserved: 0.5 });
      expect(await balance(owner.id)).toBeCloseTo(0, 6);
    },
  );

  it("takes a call out sooner once a new bot's reservation leaves it less to spend", async () => {
    // 2 credits: 0.5 reserved by the first bot, 1.5 free, two hours of call. Ten minutes in, a
    // second bot reserves 0.5: 1.333333 is left for the call, which leaves at 90 minutes.
    const owner = await userWith(2);
    const bot = await created(owner);
    const providerBotId = await dispatched(bot);
    const joinedAt = clock.read();
    await provider.emit(providerBotId, { status: 'in_call', at: joinedAt });
    clock.advance(10 * MINUTE);
    await server.app.jobs.drained();
    const second = await created(owner, {
      scheduleAt: new Date(joinedAt.getTime() + 4 * 60 * MINUTE).toISOString(),
    });
    clock.advance(80 * MINUTE);
    await server.app.jobs.drained();
    expect(await row(bot.botId)).toMatchObject({
      status: 'failed',
      failureReason: 'credits_ran_out',
      leftAt: new Date(joinedAt.getTime() + 90 * MINUTE),
      creditsCharged: 1.5,
    });
    expect(await row(second.botId)).toMatchObject({ status: 'scheduled', creditsReserved: 0.5 });
    expect(await balance(owner.id)).toBeCloseTo(0, 6);
  });
});
