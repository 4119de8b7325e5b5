/**
 * The caller's meeting bots: create (0.5 credit reserved under the balance lock, in the same
 * transaction as the bot and its dispatch job, so concurrent creates cannot start more bots than
 * the balance covers), list, get, update and delete while scheduled. Every refusal happens before
 * anything is written; another user's bot is not found. Create, update and delete also run inside
 * a caller's transaction: a calendar's sync schedules, moves and cancels its bots by these same
 * rules, together with the meetings it stores.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@convene/domain/errors';
import {
  BOT_CREDIT_RESERVATION,
  checkBotFields,
  INSUFFICIENT_BOT_CREDITS_MESSAGE,
  mayCreateBot,
  ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE,
  ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE,
  type BotFields,
} from '@convene/domain/meeting-bots';
import { parseMeetingLink } from '@convene/domain/meeting-links';
import { visibleText } from '@convene/domain/text';
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { aiAgent } from '../agents/schema.js';
import type { Schemas } from '../contract/schemas.js';
import { applyCreditChange, lockBalance } from '../credits/ledger.js';
import { inTransaction, type Database } from '../db/index.js';
import { isUuid } from '../db/uuid.js';
import { callsOverdrawn, guardCalls } from './call-credits.js';
import { botLedgerKeys, dispatchBotJob, type BotServices } from './lifecycle.js';
import { deleteSampleMeeting } from './sample.js';
import { meetingBot, SAMPLE_PROVIDER } from './schema.js';
import { botsToWire, botWithCalendar } from './wire.js';
import type { BotRow } from './services.js';

export const BOT_ERRORS = {
  notFound: 'Meeting bot not found',
  agentNotFound: 'AI agent not found',
} as const;

/** The first broken rule, in the product's words. */
function refuseFields(fields: BotFields, now: Date): void {
  const [message] = Object.values(checkBotFields(fields, now));
  if (message) throw new DomainError('invalid', message);
}

/** Refuses an agent that is not one of the user's (404, as if it did not exist). */
export async function requireOwnAgent(
  db: Database,
  userId: string,
  agentId: string,
): Promise<void> {
  const [agent] = isUuid(agentId)
    ? await db
        .select({ id: aiAgent.id })
        .from(aiAgent)
        .where(and(eq(aiAgent.id, agentId), eq(aiAgent.userId, userId)))
    : [];
  if (!agent) throw new DomainError('not_found', BOT_ERRORS.agentNotFound);
}

/** A bot named by its row id (`_id`) or its public id (`botId`), if it is the user's. */
function ownBot(userId: string, id: string) {
  const named = isUuid(id)
    ? or(eq(meetingBot.id, id), eq(meetingBot.botId, id))
    : eq(meetingBot.botId, id);
  return and(eq(meetingBot.userId, userId), named);
}

export interface CreateBotRequest {
  name: string;
  meetingUrl: string;
  agentId: string;
  scheduleAt?: string;
}

export interface CreateBotOptions {
  /** The caller's transaction: the bot, its credit and its dispatch stand or fall with it. */
  transaction?: Database;
  /** The connected calendar scheduling the bot for one of its meetings. */
  calendarId?: string;
}

export async function createBot(
  services: Pick<BotServices, 'db' | 'jobs' | 'clock' | 'provider'>,
  userId: string,
  request: CreateBotRequest,
  { transaction, calendarId }: CreateBotOptions = {},
): Promise<BotRow> {
  const now = services.clock();
  const scheduleAt = request.scheduleAt ? new Date(request.scheduleAt) : null;
  refuseFields({ ...request, scheduleAt }, now);
  // refuseFields refused any link the parser does not read.
  const link = parseMeetingLink(request.meetingUrl)!;
  const botId = randomUUID();
  return inTransaction(services.db, transaction, async (tx) => {
    await requireOwnAgent(tx, userId, request.agentId);
    const { credits } = await lockBalance(tx, userId);
    // What the owner's calls under way have used past their reservations is spent already.
    if (!mayCreateBot(credits - (await callsOverdrawn(tx, userId, now))))
      throw new DomainError('payment_required', INSUFFICIENT_BOT_CREDITS_MESSAGE);
    const joinAt = scheduleAt ?? now;
    const [created] = await tx
      .insert(meetingBot)
      .values({
        botId,
        userId,
        agentId: request.agentId,
        name: visibleText(request.name),
        meetingUrl: request.meetingUrl,
        platform: link.platform,
        meetingId: link.meetingId,
        isScheduled: scheduleAt !== null,
        joinAt,
        scheduleAt,
        status: 'scheduled',
        provider: services.provider.name,
        creditsReserved: BOT_CREDIT_RESERVATION,
        statusChangedAt: now,
        calendarId: calendarId ?? null,
      })
      .returning();
    await applyCreditChange(tx, {
      userId,
      change: -BOT_CREDIT_RESERVATION,
      reason: 'bot_reservation',
      idempotencyKey: botLedgerKeys(botId).reserve,
      botId,
    });
    // The reservation leaves less for the calls under way: they run out sooner.
    await guardCalls(services.jobs, tx, userId, credits - BOT_CREDIT_RESERVATION, now);
    await services.jobs.enqueue(
      dispatchBotJob,
      { botId },
      { transaction: tx, runAt: joinAt, key: botId },
    );
    return created!;
  });
}

/**
 * The user's bots, newest first; with `withSample: false`, without the made-up sample meeting,
 * which is not a bot the user has (the user details neither count nor list it).
 */
export async function listBots(
  db: Database,
  userId: string,
  { withSample = true }: { withSample?: boolean } = {},
): Promise<Schemas['MeetingBot'][]> {
  const rows = await db
    .select()
    .from(meetingBot)
    .where(
      and(
        eq(meetingBot.userId, userId),
        withSample ? undefined : ne(meetingBot.provider, SAMPLE_PROVIDER),
      ),
    )
    .orderBy(desc(meetingBot.createdAt), desc(meetingBot.id));
  return botsToWire(db, rows);
}

export async function getBot(
  db: Database,
  userId: string,
  id: string,
): Promise<Schemas['MeetingBot']> {
  const [row] = await db.select().from(meetingBot).where(ownBot(userId, id));
  if (!row) throw new DomainError('not_found', BOT_ERRORS.notFound);
  return botWithCalendar(db, row);
}

export type UpdateBotRequest = Partial<CreateBotRequest>;

/**
 * Changes a bot that is still scheduled; a new time moves its dispatch job with it. In the
 * caller's `transaction` when given.
 */
export async function updateBot(
  services: Pick<BotServices, 'db' | 'jobs' | 'clock'>,
  userId: string,
  id: string,
  request: UpdateBotRequest,
  transaction?: Database,
): Promise<BotRow> {
  const now = services.clock();
  return inTransaction(services.db, transaction, async (tx) => {
    const [bot] = await tx.select().from(meetingBot).where(ownBot(userId, id)).for('update');
    if (!bot) throw new DomainError('not_found', BOT_ERRORS.notFound);
    // An imported meeting (no link, no agent) is never scheduled.
    if (bot.status !== 'scheduled' || bot.meetingUrl === null || bot.agentId === null)
      throw new DomainError('conflict', ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE);
    const scheduleAt = request.scheduleAt ? new Date(request.scheduleAt) : null;
    const fields = {
      name: request.name ?? bot.name,
      meetingUrl: request.meetingUrl ?? bot.meetingUrl,
      agentId: request.agentId ?? bot.agentId,
    };
    // Only a new time is checked against the clock: the stored one may be due by now.
    refuseFields({ ...fields, scheduleAt }, now);
    const link = parseMeetingLink(fields.meetingUrl)!;
    if (request.agentId !== undefined) await requireOwnAgent(tx, userId, fields.agentId);
    if (scheduleAt) {
      const moved = await services.jobs.reschedule(dispatchBotJob, bot.botId, scheduleAt, {
        transaction: tx,
      });
      // Its dispatch is already running: the bot is on its way into the call.
      if (!moved) throw new DomainError('conflict', ONLY_SCHEDULED_BOTS_EDITABLE_MESSAGE);
    }
    const [updated] = await tx
      .update(meetingBot)
      .set({
        name: visibleText(fields.name),
        meetingUrl: fields.meetingUrl,
        platform: link.platform,
        meetingId: link.meetingId,
        agentId: fields.agentId,
        ...(scheduleAt ? { isScheduled: true, scheduleAt, joinAt: scheduleAt } : {}),
        updatedAt: now,
      })
      .where(eq(meetingBot.id, bot.id))
      .returning();
    return updated!;
  });
}

/**
 * Deletes a scheduled bot: its dispatch job is cancelled and its reservation released in the same
 * transaction. A scheduled bot has no provider bot yet (dispatch sets both in one step, and itself
 * cancels the provider's bot when it finds the bot deleted meanwhile). The sample meeting is
 * deleted whatever its status, with its stored data. In the caller's `transaction` when given.
 */
export async function deleteBot(
  services: Pick<BotServices, 'db' | 'jobs'>,
  userId: string,
  id: string,
  transaction?: Database,
): Promise<void> {
  await inTransaction(services.db, transaction, async (tx) => {
    await lockBalance(tx, userId);
    const [bot] = await tx.select().from(meetingBot).where(ownBot(userId, id)).for('update');
    if (!bot) throw new DomainError('not_found', BOT_ERRORS.notFound);
    if (bot.provider === SAMPLE_PROVIDER) return deleteSampleMeeting(services, tx, bot);
    if (bot.status !== 'scheduled')
      throw new DomainError('conflict', ONLY_SCHEDULED_BOTS_DELETABLE_MESSAGE);
    await services.jobs.cancel(dispatchBotJob, bot.botId, { transaction: tx });
    if (bot.creditsReserved > 0)
      await applyCreditChange(tx, {
        userId,
        change: bot.creditsReserved,
        reason: 'bot_reservation_release',
        idempotencyKey: botLedgerKeys(bot.botId).release,
        botId: bot.botId,
      });
    await tx.delete(meetingBot).where(eq(meetingBot.id, bot.id));
  });
}
