/**
 * How a bot moves through its lifecycle and what moves with it: every status change (a provider's
 * event, a reconciliation read, a failed dispatch, credits running out) goes through `observeBot`,
 * which locks the owner's balance and then the bot, moves only forwards (mayMoveBot), and in the
 * same transaction settles the money (the call charged per started minute, the reservation
 * released) and enqueues what follows (the credit guard on joining, processing on ending).
 */
import { creditsForCall, mayMoveBot, type BotStatus } from '@convene/domain/meeting-bots';
import { and, eq } from 'drizzle-orm';
import { applyCreditChange, lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import { jobKind } from '../providers/jobs/port.js';
import type { BotEvent, BotObservation, BotProviderName } from '../providers/meeting-bots/port.js';
import { guardCalls } from './call-credits.js';
import { applyLiveEvent } from './live/apply.js';
import { endLive, logLiveEvent, signalLive } from './live/events.js';
import { meetingBot, meetingBotEvent } from './schema.js';
import type { BotRow, BotServices } from './services.js';

export type { BotRow, BotServices };

/** Sends the bot into its call at its join time (key: the bot id, so it happens once). */
export const dispatchBotJob = jobKind<{ botId: string }>('meeting-bots.dispatch');
/** Fetches the ended meeting, stores it, charges the call (key: the bot id). */
export const processBotJob = jobKind<{ botId: string }>('meeting-bots.process');
/** Takes out of its call a bot deleted with its owner's account (key: the provider's bot id). */
export const withdrawBotJob = jobKind<{ providerBotId: string }>('meeting-bots.withdraw');

/** The bot's own ledger keys: each money movement of a bot happens once. */
export const botLedgerKeys = (botId: string) => ({
  reserve: `bot:${botId}:reserve`,
  release: `bot:${botId}:release`,
  call: `bot:${botId}:call`,
});

const round = (credits: number) => Number(credits.toFixed(6));

/**
 * Gives back the reservation and charges the call, never more than the reservation and the
 * balance cover (the balance never goes below 0). Returns the credits charged.
 */
async function settleCredits(
  tx: Database,
  bot: BotRow,
  leftAt: Date | null,
  balance: number,
): Promise<number> {
  const keys = botLedgerKeys(bot.botId);
  const cost =
    bot.joinedAt && leftAt ? creditsForCall(leftAt.getTime() - bot.joinedAt.getTime()) : 0;
  const charged = round(Math.max(0, Math.min(cost, bot.creditsReserved + balance)));
  if (bot.creditsReserved > 0)
    await applyCreditChange(tx, {
      userId: bot.userId,
      change: bot.creditsReserved,
      reason: 'bot_reservation_release',
      idempotencyKey: keys.release,
      botId: bot.botId,
    });
  if (charged > 0)
    await applyCreditChange(tx, {
      userId: bot.userId,
      change: -charged,
      reason: 'bot_call',
      idempotencyKey: keys.call,
      botId: bot.botId,
    });
  return charged;
}

/**
 * Under the owner's balance lock and the bot's row lock: moves the bot as observed, if that is
 * forwards. Providers' own `processing`/`done` mean the call ended; our processing follows.
 */
async function moveBot(
  services: BotServices,
  tx: Database,
  bot: BotRow,
  observation: BotObservation,
  balance: number,
): Promise<void> {
  const to: BotStatus =
    observation.status === 'processing' || observation.status === 'done'
      ? 'ended'
      : observation.status;
  if (!mayMoveBot(bot.status, to)) return;
  const now = services.clock();
  const change: Partial<BotRow> = { status: to, statusChangedAt: now, updatedAt: now };
  if (to === 'in_call') {
    const joinedAt = bot.joinedAt ?? observation.at;
    change.joinedAt = joinedAt;
    await services.joined?.(tx, bot, joinedAt);
  }
  if (to === 'ended') {
    if (bot.joinedAt) change.leftAt = bot.leftAt ?? observation.at;
    await services.jobs.enqueue(
      processBotJob,
      { botId: bot.botId },
      { transaction: tx, key: bot.botId },
    );
  }
  if (to === 'failed') {
    change.failureReason = observation.failureReason ?? 'provider_error';
    const leftAt = bot.joinedAt ? (bot.leftAt ?? observation.at) : null;
    change.leftAt = leftAt;
    change.creditsCharged = await settleCredits(tx, bot, leftAt, balance);
    change.creditsReserved = 0;
  }
  await tx.update(meetingBot).set(change).where(eq(meetingBot.id, bot.id));
  // One more call shares the owner's credits: every call of theirs runs out sooner.
  if (to === 'in_call') await guardCalls(services.jobs, tx, bot.userId, balance, now);
  await logLiveEvent(tx, bot.botId, {
    kind: 'status',
    body: { status: to, failureReason: change.failureReason ?? null },
  });
}

/** The bot by its public id, locked for the rest of the transaction. */
export async function lockBot(tx: Database, botId: string): Promise<BotRow | undefined> {
  const [row] = await tx.select().from(meetingBot).where(eq(meetingBot.botId, botId)).for('update');
  return row;
}

export async function findBot(db: Database, botId: string): Promise<BotRow | undefined> {
  const [row] = await db.select().from(meetingBot).where(eq(meetingBot.botId, botId));
  return row;
}

/**
 * Applies what was observed of a bot. With `event`, the provider's event id is recorded in the
 * same transaction, and an event already recorded changes nothing (redelivered webhooks).
 */
export async function observeBot(
  services: BotServices,
  bot: Pick<BotRow, 'botId' | 'userId'>,
  observation: BotObservation,
  event?: { provider: BotProviderName; eventId: string },
): Promise<void> {
  await services.db.transaction(async (tx) => {
    // Balance before bot, everywhere: two changes of one user never wait on each other in a circle.
    const { credits } = await lockBalance(tx, bot.userId);
    if (event) {
      const recorded = await tx
        .insert(meetingBotEvent)
        .values({ provider: event.provider, eventId: event.eventId, botId: bot.botId })
        .onConflictDoNothing()
        .returning({ eventId: meetingBotEvent.eventId });
      if (recorded.length === 0) return;
    }
    const row = await lockBot(tx, bot.botId);
    if (row) await moveBot(services, tx, row, observation, credits);
  });
  await signalLive(services.changes, bot.botId);
}

/**
 * The bot has ended and its meeting is stored: charge the call, release the reservation, mark it
 * processed and done, in one transaction. Nothing happens unless it is still processing.
 */
export async function completeBot(services: BotServices, bot: BotRow): Promise<void> {
  await services.db.transaction(async (tx) => {
    const { credits } = await lockBalance(tx, bot.userId);
    const row = await lockBot(tx, bot.botId);
    if (!row || row.status !== 'processing') return;
    const now = services.clock();
    const charged = await settleCredits(tx, row, row.leftAt, credits);
    await tx
      .update(meetingBot)
      .set({
        status: 'done',
        processed: true,
        creditsCharged: charged,
        creditsReserved: 0,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(eq(meetingBot.id, row.id));
    await services.afterMeeting?.(tx, row, now);
    await endLive(tx, row.botId);
  });
  await signalLive(services.changes, bot.botId);
}

/** One event a provider reported, by webhook or from its own timeline. */
export async function applyBotEvent(
  services: BotServices,
  provider: BotProviderName,
  event: BotEvent,
): Promise<void> {
  const [bot] = await services.db
    .select({ botId: meetingBot.botId, userId: meetingBot.userId })
    .from(meetingBot)
    .where(
      and(eq(meetingBot.provider, provider), eq(meetingBot.providerBotId, event.providerBotId)),
    );
  if (bot && event.live && event.live.length > 0) {
    // The event's id is recorded with what was said; a status it also carries follows.
    await applyLiveEvent(services, provider, bot.botId, event);
    if (event.observation) await observeBot(services, bot, event.observation);
    return;
  }
  if (!bot || !event.observation) {
    if (!bot)
      services.log.info(
        { provider, eventId: event.eventId, providerBotId: event.providerBotId },
        'a meeting-bot event about no bot of ours',
      );
    await services.db
      .insert(meetingBotEvent)
      .values({ provider, eventId: event.eventId, botId: bot?.botId ?? null })
      .onConflictDoNothing();
    return;
  }
  await observeBot(services, bot, event.observation, { provider, eventId: event.eventId });
}
