/**
 * The meetings of the caller's calendars: the coming days' list, and the choice per meeting to
 * send a bot or not and with which agent, which takes effect at once by the same rules as a
 * sync (a bot made, moved or cancelled in the request).
 */
import { botCanJoin, CALENDAR_MESSAGES, CALENDAR_DAYS_AHEAD } from '@convene/domain/calendars';
import { DomainError } from '@convene/domain/errors';
import { INSUFFICIENT_BOT_CREDITS_MESSAGE } from '@convene/domain/meeting-bots';
import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Schemas } from '../contract/schemas.js';
import { isUuid } from '../db/uuid.js';
import { requireOwnAgent } from '../meeting-bots/bots.js';
import {
  meetingAgent,
  meetingFacts,
  readBots,
  readOwner,
  settleMeetings,
  waiting,
} from './bots.js';
import { lockOwnCalendar } from './calendars.js';
import { calendar, calendarMeeting } from './schema.js';
import type { CalendarServices } from './services.js';
import { meetingToWire } from './wire.js';

export interface MeetingListQuery {
  days?: number;
  withoutLink?: boolean;
}

/**
 * Meetings of the user's calendars that are not paused, going on now or starting within `days`,
 * by start; without cancelled ones, and without those no bot can join unless `withoutLink`.
 */
export async function listCalendarMeetings(
  services: CalendarServices,
  userId: string,
  { days = CALENDAR_DAYS_AHEAD, withoutLink = false }: MeetingListQuery,
): Promise<Schemas['CalendarMeeting'][]> {
  const { db } = services;
  const now = services.clock();
  const calendars = await db
    .select()
    .from(calendar)
    .where(and(eq(calendar.userId, userId), eq(calendar.paused, false)));
  if (calendars.length === 0) return [];
  const rows = await db
    .select()
    .from(calendarMeeting)
    .where(
      and(
        inArray(
          calendarMeeting.calendarId,
          calendars.map((cal) => cal.id),
        ),
        gt(calendarMeeting.end, now),
        lt(calendarMeeting.start, new Date(now.getTime() + days * 86_400_000)),
        eq(calendarMeeting.cancelled, false),
        withoutLink
          ? undefined
          : and(eq(calendarMeeting.allDay, false), isNotNull(calendarMeeting.platform)),
      ),
    )
    .orderBy(asc(calendarMeeting.start), asc(calendarMeeting.id));
  const owner = await readOwner(db, userId);
  const bots = await readBots(
    db,
    userId,
    rows.flatMap((row) => (row.botId ? [row.botId] : [])),
  );
  const byId = new Map(calendars.map((cal) => [cal.id, cal]));
  return rows.flatMap((row) => {
    const cal = byId.get(row.calendarId);
    return cal ? [meetingToWire(row, cal, owner, (row.botId && bots.get(row.botId)) || null)] : [];
  });
}

export interface MeetingChoice {
  /** Null follows the calendar's rule again. */
  sendBot: boolean | null;
  /** Null or absent: the calendar's agent. */
  agentId?: string | null;
}

export async function updateCalendarMeeting(
  services: CalendarServices,
  userId: string,
  id: string,
  choice: MeetingChoice,
): Promise<Schemas['CalendarMeeting']> {
  const notFound = new DomainError('not_found', CALENDAR_MESSAGES.meetingNotFound);
  if (!isUuid(id)) throw notFound;
  const { db } = services;
  const [found] = await db
    .select({ calendarId: calendarMeeting.calendarId })
    .from(calendarMeeting)
    .innerJoin(calendar, eq(calendar.id, calendarMeeting.calendarId))
    .where(and(eq(calendarMeeting.id, id), eq(calendar.userId, userId)));
  if (!found) throw notFound;
  return db.transaction(async (tx) => {
    const cal = await lockOwnCalendar(tx, userId, found.calendarId);
    const [row] = await tx
      .select()
      .from(calendarMeeting)
      .where(and(eq(calendarMeeting.id, id), eq(calendarMeeting.calendarId, cal.id)));
    if (!row) throw notFound;
    if (cal.paused) throw new DomainError('conflict', CALENDAR_MESSAGES.paused);
    if (choice.agentId) await requireOwnAgent(tx, userId, choice.agentId);
    const owner = await readOwner(tx, userId);
    const now = services.clock();
    const bot = row.botId ? (await readBots(tx, userId, [row.botId])).get(row.botId) : undefined;
    if (row.start.getTime() <= now.getTime() || (bot && !waiting(bot, now)))
      throw new DomainError('conflict', CALENDAR_MESSAGES.started);
    const chosen = {
      ...row,
      sendBotChoice: choice.sendBot,
      agentChoice: choice.agentId === undefined ? row.agentChoice : choice.agentId,
    };
    if (choice.sendBot === true) {
      if (!botCanJoin(meetingFacts(chosen, owner)))
        throw new DomainError('invalid', CALENDAR_MESSAGES.noLink);
      if (meetingAgent(chosen, cal, owner) === null)
        throw new DomainError('invalid', CALENDAR_MESSAGES.meetingAgentNeeded);
    }
    await tx
      .update(calendarMeeting)
      .set({ sendBotChoice: chosen.sendBotChoice, agentChoice: chosen.agentChoice, updatedAt: now })
      .where(eq(calendarMeeting.id, row.id));
    const [settled = chosen] = await settleMeetings(services, tx, cal, owner, [chosen]);
    // Asked for a bot its credit cannot be reserved for: refused, and nothing changes.
    if (choice.sendBot === true && settled.problem === 'insufficient_credits')
      throw new DomainError('payment_required', INSUFFICIENT_BOT_CREDITS_MESSAGE);
    const made = settled.botId
      ? (await readBots(tx, userId, [settled.botId])).get(settled.botId)
      : undefined;
    return meetingToWire(settled, cal, owner, made ?? null);
  });
}
