/**
 * A calendar's meetings brought in line with their bots, in the caller's transaction, which holds
 * the owner's balance and then the calendar's row (that order everywhere, so two syncs, a sync
 * and a person's change, or two servers take turns and see each other's bots). Bots are made,
 * moved and cancelled through the meeting bots' own rules, so each reserves and releases its 0.5
 * credit as a bot sent by hand does; only a bot still waiting to join is ever moved or cancelled.
 */
import {
  calendarBotName,
  organisedBy,
  sendsBot,
  type CalendarMeetingFacts,
} from '@convene/domain/calendars';
import { DomainError } from '@convene/domain/errors';
import { meetingLinkAddress } from '@convene/domain/meeting-links';
import { and, eq, inArray } from 'drizzle-orm';
import { aiAgent } from '../agents/schema.js';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import { createBot, deleteBot, updateBot } from '../meeting-bots/bots.js';
import { meetingBot } from '../meeting-bots/schema.js';
import { calendarMeeting, type CalendarMeetingProblem } from './schema.js';
import type { CalendarMeetingRow, CalendarRow, CalendarServices } from './services.js';

/** Who a calendar belongs to, as its rules read them: their e-mail and their agents. */
export interface CalendarOwner {
  userId: string;
  email: string;
  agentIds: ReadonlySet<string>;
}

export async function readOwner(db: Database, userId: string): Promise<CalendarOwner> {
  const [person] = await db
    .select({ email: profile.email })
    .from(profile)
    .where(eq(profile.userId, userId));
  const agents = await db
    .select({ id: aiAgent.id })
    .from(aiAgent)
    .where(eq(aiAgent.userId, userId));
  return { userId, email: person?.email ?? '', agentIds: new Set(agents.map(({ id }) => id)) };
}

export function meetingFacts(row: CalendarMeetingRow, owner: CalendarOwner): CalendarMeetingFacts {
  return {
    cancelled: row.cancelled,
    allDay: row.allDay,
    hasLink: row.platform !== null && row.meetingUrl !== null,
    organisedByMe: organisedBy(row.organiserEmail, owner.email),
  };
}

/** The agent the meeting's bot brings: its own choice, else the calendar's, if it still exists. */
export function meetingAgent(
  row: CalendarMeetingRow,
  cal: CalendarRow,
  owner: CalendarOwner,
): string | null {
  const chosen = row.agentChoice ?? cal.agentId;
  return chosen !== null && owner.agentIds.has(chosen) ? chosen : null;
}

/**
 * The bot its owner deleted by hand (from /bots) is not made again: that reads as their choice
 * of no bot for the meeting.
 */
export function choiceOf(row: CalendarMeetingRow, botExists: boolean): boolean | null {
  return row.botId !== null && !botExists ? false : row.sendBotChoice;
}

/** Whether the meeting wants a bot now: by choice or rule, with an agent, and still to come. */
export function wantsBot(
  row: CalendarMeetingRow,
  cal: CalendarRow,
  owner: CalendarOwner,
  botExists: boolean,
  now: Date,
): boolean {
  return (
    sendsBot(meetingFacts(row, owner), choiceOf(row, botExists), cal) &&
    meetingAgent(row, cal, owner) !== null &&
    row.start.getTime() > now.getTime()
  );
}

type BotState = Pick<
  typeof meetingBot.$inferSelect,
  'botId' | 'status' | 'joinAt' | 'name' | 'meetingUrl' | 'agentId'
>;

/** The user's bots among `botIds`, by bot id. */
export async function readBots(tx: Database, userId: string, botIds: string[]) {
  if (botIds.length === 0) return new Map<string, BotState>();
  const rows = await tx
    .select({
      botId: meetingBot.botId,
      status: meetingBot.status,
      joinAt: meetingBot.joinAt,
      name: meetingBot.name,
      meetingUrl: meetingBot.meetingUrl,
      agentId: meetingBot.agentId,
    })
    .from(meetingBot)
    .where(and(eq(meetingBot.userId, userId), inArray(meetingBot.botId, botIds)));
  return new Map(rows.map((row) => [row.botId, row]));
}

/** A bot still waiting for its join time: once due, joining or beyond, it is the call's. */
export const waiting = (bot: BotState, now: Date) =>
  bot.status === 'scheduled' && bot.joinAt.getTime() > now.getTime();

/** The bot refused the change because it started meanwhile (its dispatch began): it is kept. */
const startedMeanwhile = (error: unknown) =>
  error instanceof DomainError && error.code === 'conflict';

/**
 * Cancels the bot through the bots' own delete (its credit released), unless it started
 * meanwhile; true when it is gone (its owner may have deleted it already).
 */
export async function cancelBot(
  services: CalendarServices,
  tx: Database,
  userId: string,
  botId: string,
): Promise<boolean> {
  try {
    await deleteBot(services.bots, userId, botId, tx);
    return true;
  } catch (error) {
    if (startedMeanwhile(error)) return false;
    if (error instanceof DomainError && error.code === 'not_found') return true;
    throw error;
  }
}

interface Settled {
  botId: string | null;
  problem: CalendarMeetingProblem | null;
}

/** What the meeting's bot should be, done: made, moved, cancelled, or left as it is. */
async function settleOne(
  services: CalendarServices,
  tx: Database,
  cal: CalendarRow,
  owner: CalendarOwner,
  row: CalendarMeetingRow,
  bot: BotState | undefined,
  now: Date,
): Promise<Settled> {
  const kept = { botId: bot ? row.botId : null, problem: null };
  if (bot && !waiting(bot, now)) return kept;
  const agentId = meetingAgent(row, cal, owner);
  if (!wantsBot(row, cal, owner, bot !== undefined, now) || agentId === null) {
    if (bot && (await cancelBot(services, tx, owner.userId, bot.botId)))
      return { botId: null, problem: null };
    return kept;
  }
  const wanted = {
    name: calendarBotName(row.title),
    // A meeting with a link has a URL the link parser read (meetingFacts).
    meetingUrl: meetingLinkAddress(row.meetingUrl!)!,
    agentId,
    scheduleAt: row.start.toISOString(),
  };
  if (!bot) {
    try {
      const made = await createBot(services.bots, owner.userId, wanted, {
        transaction: tx,
        calendarId: cal.id,
      });
      return { botId: made.botId, problem: null };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'payment_required')
        return { botId: null, problem: 'insufficient_credits' };
      throw error;
    }
  }
  const moved =
    bot.joinAt.getTime() !== row.start.getTime() ||
    bot.name !== wanted.name ||
    bot.meetingUrl !== wanted.meetingUrl ||
    bot.agentId !== wanted.agentId;
  if (moved) {
    try {
      await updateBot(services.bots, owner.userId, bot.botId, wanted, tx);
    } catch (error) {
      if (!startedMeanwhile(error)) throw error;
    }
  }
  return kept;
}

/**
 * Brings each meeting's bot in line with what its calendar wants (in the caller's transaction,
 * under the balance and calendar locks) and cancels the waiting bots of meetings that are `gone`
 * from the feed. Writes a meeting only when its bot, problem or choice changed. Answers the
 * meetings as they are now.
 */
export async function settleMeetings(
  services: CalendarServices,
  tx: Database,
  cal: CalendarRow,
  owner: CalendarOwner,
  rows: readonly CalendarMeetingRow[],
  gone: readonly CalendarMeetingRow[] = [],
): Promise<CalendarMeetingRow[]> {
  const now = services.clock();
  const bots = await readBots(
    tx,
    owner.userId,
    [...rows, ...gone].flatMap((row) => (row.botId ? [row.botId] : [])),
  );
  for (const row of gone) {
    const bot = row.botId ? bots.get(row.botId) : undefined;
    if (bot && waiting(bot, now)) await cancelBot(services, tx, owner.userId, bot.botId);
  }
  // Bots that may be released go first, then new ones earliest first: when credits run short, the
  // meetings that come soonest get them.
  const order = [...rows].sort(
    (a, b) =>
      Number(a.botId === null) - Number(b.botId === null) || a.start.getTime() - b.start.getTime(),
  );
  const settled = new Map<string, CalendarMeetingRow>();
  for (const row of order) {
    const bot = row.botId ? bots.get(row.botId) : undefined;
    const { botId, problem } = await settleOne(services, tx, cal, owner, row, bot, now);
    const sendBotChoice = choiceOf(row, bot !== undefined);
    if (botId === row.botId && problem === row.problem && sendBotChoice === row.sendBotChoice) {
      settled.set(row.id, row);
      continue;
    }
    const [updated] = await tx
      .update(calendarMeeting)
      .set({ botId, problem, sendBotChoice, updatedAt: now })
      .where(eq(calendarMeeting.id, row.id))
      .returning();
    settled.set(row.id, updated!);
  }
  return rows.map((row) => settled.get(row.id)!);
}
