/**
 * A calendar's sync, a durable job per calendar (keyed by it, so there is one), every
 * CALENDAR_SYNC_MINUTES, at once after connecting, resuming and 'Sync now'. It reads the feed
 * outside any transaction, then in one transaction, holding the owner's balance and the
 * calendar's row, stores the meetings of the window and brings their bots in line: two syncs at
 * once take turns and the second finds the first's bots; a server killed mid-sync leaves the
 * last whole sync, and its job runs again when its lease runs out. A feed that cannot be read
 * keeps the last good meetings and bots, records why, and is tried again after a growing wait.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import {
  jobKind,
  retryDelayMs,
  type Jobs,
  type RetryPolicy,
  type RunAgain,
} from '../providers/jobs/port.js';
import { readOwner, settleMeetings } from './bots.js';
import { storeOccurrences } from './store.js';
import { feedWindow, FeedUnreadableError, readFeed, type FeedRead } from './fetch.js';
import { calendar, calendarMeeting } from './schema.js';
import { addressContext, type CalendarRow, type CalendarServices } from './services.js';
import { lockBalance } from '../credits/ledger.js';

export const calendarSyncJob = jobKind<{ calendarId: string }>('calendars.sync');

/** A 304 keeps what the last full read stored; the feed is read in full at least this often. */
const FULL_READ_EVERY_MS = 86_400_000;
/** The longest wait before trying a feed that keeps failing again. */
const MAX_BACKOFF_MS = 3_600_000;
/**
 * A failing feed is not a failed run (it is recorded and the run asks to run again); a run fails
 * when the database does, and is retried for about two days before it is given up.
 */
const SYNC_RETRY: RetryPolicy = { limit: 50, firstDelayMs: 60_000, maxDelayMs: MAX_BACKOFF_MS };

function syncEveryMs(services: CalendarServices): number {
  return services.config.syncMinutes * 60_000;
}

/** The wait after `failures` failed syncs in a row: the interval, doubling, at most an hour. */
export function backoffMs(services: CalendarServices, failures: number): number {
  const every = syncEveryMs(services);
  return retryDelayMs(
    { limit: 0, firstDelayMs: every, maxDelayMs: Math.max(every, MAX_BACKOFF_MS) },
    failures,
  );
}

async function read(services: CalendarServices, cal: CalendarRow, now: Date): Promise<FeedRead> {
  let address: string;
  try {
    address = services.cipher.open(cal.sealedAddress, addressContext(cal));
  } catch {
    throw new FeedUnreadableError('its address could not be opened; connect the calendar again');
  }
  const fresh =
    cal.lastReadAt !== null && now.getTime() - cal.lastReadAt.getTime() < FULL_READ_EVERY_MS;
  const validators = fresh ? { etag: cal.etag, lastModified: cal.lastModified } : null;
  return readFeed(address, feedWindow(now), validators, services.config);
}

/** Keeps the last good meetings and bots; says why and when it tries again. */
async function recordFailure(
  services: CalendarServices,
  cal: CalendarRow,
  reason: string,
): Promise<RunAgain> {
  const now = services.clock();
  const failures = cal.syncFailures + 1;
  const runAgainAt = new Date(now.getTime() + backoffMs(services, failures));
  await services.db
    .update(calendar)
    .set({
      lastAttemptAt: now,
      syncError: reason,
      syncFailures: failures,
      nextSyncAt: runAgainAt,
      updatedAt: now,
    })
    .where(eq(calendar.id, cal.id));
  return { runAgainAt };
}

/** Locks the owner's balance and then the calendar, as every change of its bots does. */
async function lockCalendar(tx: Database, cal: CalendarRow) {
  await lockBalance(tx, cal.userId);
  const [row] = await tx.select().from(calendar).where(eq(calendar.id, cal.id)).for('update');
  return row;
}

/**
 * One sync of the calendar. Answers when to run again; nothing when the calendar is gone or
 * paused (resuming queues its sync again).
 */
export async function syncCalendar(
  services: CalendarServices,
  calendarId: string,
): Promise<RunAgain | undefined> {
  const [cal] = await services.db.select().from(calendar).where(eq(calendar.id, calendarId));
  if (!cal || cal.paused) return undefined;
  const started = services.clock();
  let feed: FeedRead;
  try {
    feed = await read(services, cal, started);
  } catch (error) {
    if (error instanceof FeedUnreadableError) return recordFailure(services, cal, error.message);
    throw error;
  }
  return services.db.transaction(async (tx) => {
    const locked = await lockCalendar(tx, cal);
    if (!locked || locked.paused) return undefined;
    const stored =
      feed.kind === 'read'
        ? await storeOccurrences(tx, locked, feed.feed.occurrences, services.clock())
        : {
            meetings: await tx
              .select()
              .from(calendarMeeting)
              .where(eq(calendarMeeting.calendarId, locked.id)),
            gone: [],
          };
    const owner = await readOwner(tx, locked.userId);
    await settleMeetings(services, tx, locked, owner, stored.meetings, stored.gone);
    const now = services.clock();
    const runAgainAt = new Date(now.getTime() + syncEveryMs(services));
    await tx
      .update(calendar)
      .set({
        lastSyncedAt: now,
        lastAttemptAt: now,
        syncError: null,
        syncFailures: 0,
        nextSyncAt: runAgainAt,
        ...(feed.kind === 'read'
          ? {
              etag: feed.validators.etag,
              lastModified: feed.validators.lastModified,
              lastReadAt: started,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(calendar.id, locked.id));
    return { runAgainAt };
  });
}

/**
 * Registers the sync job; `start` (once the server is ready) gives every calendar that is not
 * paused its job, should it have none (one that died), due when its calendar said.
 */
export function runCalendarSyncs(services: CalendarServices): { start(): Promise<void> } {
  const { jobs } = services;
  jobs.handle(calendarSyncJob, {
    run: ({ calendarId }) => syncCalendar(services, calendarId),
    retry: SYNC_RETRY,
  });
  return { start: () => queueSyncs(services.db, jobs, services.clock()) };
}

async function queueSyncs(db: Database, jobs: Jobs, now: Date): Promise<void> {
  const active = await db
    .select({ id: calendar.id, nextSyncAt: calendar.nextSyncAt })
    .from(calendar)
    .where(eq(calendar.paused, false));
  for (const { id, nextSyncAt } of active)
    await jobs.enqueue(calendarSyncJob, { calendarId: id }, { key: id, runAt: nextSyncAt ?? now });
}
