/**
 * A meeting bot's life once dispatched, on each test database, with a scripted provider and a
 * clock the tests move: webhooks applied once and never backwards, the dispatch at the join time
 * with retries, a bot leaving when its owner's credits run out, the call charged per started
 * minute, and a bot read back from its provider when its status stood still. After each test the
 * ledger sum equals every balance.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/credits/schema.js';
import type { Database } from '../src/db/index.js';
import { meetingBotEvent } from '../src/meeting-bots/schema.js';
import { job } from '../src/providers/jobs/schema.js';
import {
  BotProviderRejectedError,
  BotProviderUnavailableError,
} from '../src/providers/meeting-bots/port.js';
import { testDatabases } from './support/databases.js';
import { giveCredits } from './support/ledger.js';
import { signScripted, type WireEvent } from './support/scripted-bots.js';
import { meetingBotsPerSuite } from './support/meeting-bots.js';
import type { TestServer } from './support/server.js';

describe.each(testDatabases)('meeting bots on $name', (kind) => {
  const { suite, clock, provider, userWith, balance, created, row, written, dispatched, webhook } =
    meetingBotsPerSuite(kind);
  let server: TestServer;
  let db: Database;
  beforeAll(() => {
    server = suite.server;
    db = server.app.db;
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

  it('takes two bots in calls at once out when the credits they share run out, not each on the whole balance', async () => {
    // 1.5 credits: two reservations of 0.5 and 0.5 left, 90 minutes of calls in all.
    const owner = await userWith(1.5);
    const first = await created(owner);
    const second = await created(owner);
    const firstId = await dispatched(first);
    const secondId = await dispatched(second);
    await provider.emit(firstId, { status: 'in_call', at: clock.read() });
    await provider.emit(secondId, { status: 'in_call', at: clock.read() });
    clock.advance(45 * 60_000);
    await server.app.jobs.drained();
    expect(provider.left).toEqual(expect.arrayContaining([firstId, secondId]));
    for (const bot of [first, second])
      expect(await row(bot.botId)).toMatchObject({
        status: 'failed',
        failureReason: 'credits_ran_out',
        creditsCharged: 0.75,
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
