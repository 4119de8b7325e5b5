/** A meeting bot as the contract shows it, with the calendar that scheduled it. */
import { eq, inArray } from 'drizzle-orm';
import { calendar } from '../calendars/schema.js';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { IMPORTED_PROVIDER, SAMPLE_PROVIDER } from './schema.js';
import type { BotRow } from './services.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `calendarName`: the name of the calendar the bot's calendarId names, when it still exists. */
export function botToWire(row: BotRow, calendarName: string | null): Schemas['MeetingBot'] {
  return {
    _id: row.id,
    botId: row.botId,
    botName: row.name,
    createdAt: row.createdAt.toISOString(),
    isScheduled: row.isScheduled,
    meetingUrl: row.meetingUrl,
    platform: row.platform,
    agentId: row.agentId,
    scheduleAt: iso(row.scheduleAt),
    status: row.status,
    failureReason: row.failureReason,
    joinedAt: iso(row.joinedAt),
    leftAt: iso(row.leftAt),
    creditsCharged: row.creditsCharged,
    simulated: row.provider === 'simulator',
    imported: row.provider === IMPORTED_PROVIDER,
    sample: row.provider === SAMPLE_PROVIDER,
    calendar:
      row.calendarId !== null && calendarName !== null
        ? { calendarId: row.calendarId, calendarName }
        : null,
  };
}

/** The bots as the contract shows them, their calendars' names read in one query. */
export async function botsToWire(db: Database, rows: BotRow[]): Promise<Schemas['MeetingBot'][]> {
  const ids = [...new Set(rows.flatMap((row) => (row.calendarId ? [row.calendarId] : [])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: calendar.id, name: calendar.name })
            .from(calendar)
            .where(inArray(calendar.id, ids))
        ).map(({ id, name }) => [id, name]),
  );
  return rows.map((row) => botToWire(row, (row.calendarId && names.get(row.calendarId)) ?? null));
}

/** One bot as the contract shows it, with its calendar's name. */
export async function botWithCalendar(db: Database, row: BotRow): Promise<Schemas['MeetingBot']> {
  const [named] =
    row.calendarId === null
      ? []
      : await db
          .select({ name: calendar.name })
          .from(calendar)
          .where(eq(calendar.id, row.calendarId));
  return botToWire(row, named?.name ?? null);
}
