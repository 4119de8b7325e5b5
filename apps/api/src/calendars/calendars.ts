/**
 * The caller's calendars: connect (the address fetched first, refused with a sentence that says
 * what to paste when it is not a public calendar; nothing kept then), list, rename, pause and
 * resume, change the rule and agent, remove, and sync now. The address is sealed at rest and
 * never answered. Another user's calendar is not found.
 */
import { randomUUID } from 'node:crypto';
import {
  calendarAddressHint,
  calendarAddressUrl,
  calendarProviderOf,
  CALENDAR_DAYS_AHEAD,
  CALENDAR_MESSAGES,
  CALENDAR_NAME_MAX,
  defaultCalendarName,
  type AutoJoinRule,
} from '@convene/domain/calendars';
import { DomainError } from '@convene/domain/errors';
import { visibleText } from '@convene/domain/text';
import { and, asc, count, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/schemas.js';
import { lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import { isUuid } from '../db/uuid.js';
import { requireOwnAgent } from '../meeting-bots/bots.js';
import { meetingBot } from '../meeting-bots/schema.js';
import { cancelBot, readOwner, settleMeetings } from './bots.js';
import { feedWindow, FeedUnreadableError, readFeed } from './fetch.js';
import { calendar, calendarMeeting } from './schema.js';
import { addressContext, type CalendarRow, type CalendarServices } from './services.js';
import { calendarSyncJob } from './sync.js';
import { calendarToWire } from './wire.js';

/** The user's calendar by its id; a malformed id names none. */
function ownCalendar(userId: string, id: string) {
  return and(eq(calendar.userId, userId), isUuid(id) ? eq(calendar.id, id) : sql`false`);
}

/**
 * The user's balance and then the calendar, locked for the rest of the transaction: the order a
 * sync takes them in too.
 */
export async function lockOwnCalendar(tx: Database, userId: string, id: string) {
  await lockBalance(tx, userId);
  const [row] = await tx.select().from(calendar).where(ownCalendar(userId, id)).for('update');
  if (!row) throw new DomainError('not_found', CALENDAR_MESSAGES.notFound);
  return row;
}

/** Each calendar's meetings to come (or going on) within the days read that a bot could join. */
async function meetingCounts(db: Database, calendarIds: string[], now: Date) {
  if (calendarIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ calendarId: calendarMeeting.calendarId, meetings: count() })
    .from(calendarMeeting)
    .where(
      and(
        inArray(calendarMeeting.calendarId, calendarIds),
        gt(calendarMeeting.end, now),
        lt(calendarMeeting.start, new Date(now.getTime() + CALENDAR_DAYS_AHEAD * 86_400_000)),
        eq(calendarMeeting.cancelled, false),
        eq(calendarMeeting.allDay, false),
        isNotNull(calendarMeeting.platform),
      ),
    )
    .groupBy(calendarMeeting.calendarId);
  return new Map(rows.map((row) => [row.calendarId, row.meetings]));
}

async function calendarsToWire(
  services: Pick<CalendarServices, 'db' | 'clock'>,
  rows: CalendarRow[],
): Promise<Schemas['Calendar'][]> {
  const counts = await meetingCounts(
    services.db,
    rows.map((row) => row.id),
    services.clock(),
  );
  return rows.map((row) => calendarToWire(row, counts.get(row.id) ?? 0));
}

async function oneToWire(services: CalendarServices, row: CalendarRow) {
  const [wire] = await calendarsToWire(services, [row]);
  return wire!;
}

export async function listCalendars(
  services: CalendarServices,
  userId: string,
): Promise<Schemas['Calendar'][]> {
  const rows = await services.db
    .select()
    .from(calendar)
    .where(eq(calendar.userId, userId))
    .orderBy(asc(calendar.createdAt), asc(calendar.id));
  return calendarsToWire(services, rows);
}

/** A rule that sends bots needs an agent to send; a named agent must be the user's (404). */
async function checkRule(
  db: Database,
  userId: string,
  rule: AutoJoinRule,
  agentId: string | null,
  agentChanged: boolean,
): Promise<void> {
  if (agentChanged && agentId !== null) await requireOwnAgent(db, userId, agentId);
  if (rule !== 'off' && agentId === null)
    throw new DomainError('invalid', CALENDAR_MESSAGES.agentNeeded);
}

export interface ConnectCalendarRequest {
  address: string;
  name?: string;
  autoJoin?: AutoJoinRule;
  agentId?: string | null;
}

export async function connectCalendar(
  services: CalendarServices,
  userId: string,
  request: ConnectCalendarRequest,
): Promise<Schemas['Calendar']> {
  const url = calendarAddressUrl(request.address);
  if (!url) throw new DomainError('unprocessable', CALENDAR_MESSAGES.notACalendar);
  const autoJoin = request.autoJoin ?? 'off';
  const agentId = request.agentId ?? null;
  await checkRule(services.db, userId, autoJoin, agentId, true);
  const now = services.clock();
  let feedName: string | null = null;
  try {
    const read = await readFeed(url.href, feedWindow(now), null, services.config);
    if (read.kind === 'read') feedName = read.feed.name;
  } catch (error) {
    if (!(error instanceof FeedUnreadableError)) throw error;
    throw new DomainError('unprocessable', error.refusal);
  }
  const id = randomUUID();
  const name =
    visibleText(request.name ?? '') ||
    feedName?.trim().slice(0, CALENDAR_NAME_MAX).trim() ||
    defaultCalendarName(url);
  const row = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendar)
      .values({
        id,
        userId,
        name,
        sealedAddress: services.cipher.seal(url.href, addressContext({ userId, id })),
        addressHint: calendarAddressHint(url),
        provider: calendarProviderOf(url),
        autoJoin,
        agentId,
        nextSyncAt: now,
      })
      .returning();
    // The first sync, at once: the address's validators are not kept yet, so it reads in full.
    await services.jobs.enqueue(
      calendarSyncJob,
      { calendarId: id },
      { transaction: tx, key: id, runAt: now },
    );
    return created!;
  });
  services.jobs.poke();
  return calendarToWire(row, 0);
}

export interface CalendarChange {
  name?: string;
  paused?: boolean;
  autoJoin?: AutoJoinRule;
  agentId?: string | null;
}

/**
 * Renames, pauses or resumes the calendar, or changes its rule and agent; its stored meetings'
 * bots follow at once. Pausing stops its syncs (and, by the rule, cancels its waiting bots);
 * resuming syncs it now.
 */
export async function updateCalendar(
  services: CalendarServices,
  userId: string,
  id: string,
  change: CalendarChange,
): Promise<Schemas['Calendar']> {
  const name = change.name === undefined ? undefined : visibleText(change.name);
  if (change.name !== undefined && !name)
    throw new DomainError('invalid', CALENDAR_MESSAGES.nameRequired);
  const now = services.clock();
  let resumed = false;
  const row = await services.db.transaction(async (tx) => {
    const cal = await lockOwnCalendar(tx, userId, id);
    const paused = change.paused ?? cal.paused;
    const autoJoin = change.autoJoin ?? cal.autoJoin;
    const agentId = change.agentId === undefined ? cal.agentId : change.agentId;
    await checkRule(tx, userId, autoJoin, agentId, change.agentId !== undefined);
    resumed = cal.paused && !paused;
    const nowPaused = !cal.paused && paused;
    const [updated] = await tx
      .update(calendar)
      .set({
        name: name ?? cal.name,
        paused,
        autoJoin,
        agentId,
        nextSyncAt: nowPaused ? null : resumed ? now : cal.nextSyncAt,
        updatedAt: now,
      })
      .where(eq(calendar.id, cal.id))
      .returning();
    if (nowPaused) await services.jobs.cancel(calendarSyncJob, cal.id, { transaction: tx });
    if (resumed)
      await services.jobs.enqueue(
        calendarSyncJob,
        { calendarId: cal.id },
        { transaction: tx, key: cal.id, runAt: now },
      );
    const meetings = await tx
      .select()
      .from(calendarMeeting)
      .where(eq(calendarMeeting.calendarId, cal.id));
    await settleMeetings(services, tx, updated!, await readOwner(tx, userId), meetings);
    return updated!;
  });
  if (resumed) services.jobs.poke();
  return oneToWire(services, row);
}

/**
 * Forgets the calendar, its address and its meetings. Its bots still waiting to join are
 * cancelled (credit back); the others are kept, no longer the calendar's.
 */
export async function removeCalendar(
  services: CalendarServices,
  userId: string,
  id: string,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const cal = await lockOwnCalendar(tx, userId, id);
    const scheduled = await tx
      .select({ botId: meetingBot.botId })
      .from(meetingBot)
      .where(and(eq(meetingBot.calendarId, cal.id), eq(meetingBot.status, 'scheduled')));
    for (const { botId } of scheduled) await cancelBot(services, tx, userId, botId);
    await tx.update(meetingBot).set({ calendarId: null }).where(eq(meetingBot.calendarId, cal.id));
    await tx.delete(calendarMeeting).where(eq(calendarMeeting.calendarId, cal.id));
    await tx.delete(calendar).where(eq(calendar.id, cal.id));
    await services.jobs.cancel(calendarSyncJob, cal.id, { transaction: tx });
  });
}

/**
 * Queues the calendar's sync for now: the one waiting is moved, or one is added; while one runs,
 * that run is the sync asked for.
 */
export async function syncCalendarNow(
  services: CalendarServices,
  userId: string,
  id: string,
): Promise<Schemas['Calendar']> {
  const [cal] = await services.db.select().from(calendar).where(ownCalendar(userId, id));
  if (!cal) throw new DomainError('not_found', CALENDAR_MESSAGES.notFound);
  if (cal.paused) throw new DomainError('conflict', CALENDAR_MESSAGES.paused);
  const now = services.clock();
  const moved = await services.jobs.reschedule(calendarSyncJob, cal.id, now);
  if (!moved)
    await services.jobs.enqueue(
      calendarSyncJob,
      { calendarId: cal.id },
      { key: cal.id, runAt: now },
    );
  const [updated] = await services.db
    .update(calendar)
    .set({ nextSyncAt: now })
    .where(eq(calendar.id, cal.id))
    .returning();
  return oneToWire(services, updated ?? cal);
}

/** Forgets every calendar of the user and their meetings (account deletion), in its transaction. */
export async function eraseCalendars(tx: Database, userId: string): Promise<void> {
  const owned = await tx
    .delete(calendar)
    .where(eq(calendar.userId, userId))
    .returning({ id: calendar.id });
  if (owned.length > 0)
    await tx.delete(calendarMeeting).where(
      inArray(
        calendarMeeting.calendarId,
        owned.map(({ id }) => id),
      ),
    );
}
