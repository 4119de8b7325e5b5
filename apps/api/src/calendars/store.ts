/**
 * The meetings a feed holds now, stored over those the last sync kept (in the sync's
 * transaction): new ones added, changed ones (moved, renamed, cancelled, a new link) rewritten in
 * their row, which keeps its bot and the person's choices, and those no longer in the feed
 * removed. An unchanged meeting is not written.
 */
import { parseMeetingLink } from '@convene/domain/meeting-links';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { compareOccurrences, type OccurrenceChanges } from './compare.js';
import type { CalendarOccurrence } from './occurrences.js';
import { calendarMeeting } from './schema.js';
import type { CalendarMeetingRow, CalendarRow } from './services.js';

/** A stored meeting as the feed would say it, with its row. */
interface Kept extends CalendarOccurrence {
  row: CalendarMeetingRow;
}

function kept(row: CalendarMeetingRow): Kept {
  return {
    uid: row.uid,
    originalStart: row.originalStart,
    start: row.start,
    end: row.end,
    title: row.title,
    organiser:
      row.organiserName === null && row.organiserEmail === null
        ? null
        : { name: row.organiserName, email: row.organiserEmail },
    // The link is stored as the text it was read from, which the same parser reads the same way.
    link: row.meetingUrl === null ? null : parseMeetingLink(row.meetingUrl),
    meetingUrl: row.meetingUrl,
    allDay: row.allDay,
    cancelled: row.cancelled,
    row,
  };
}

/**
 * The occurrence as its row will read back (an organiser without name or e-mail is none, a URL
 * without a link is not kept), so an unchanged meeting compares unchanged.
 */
function asKept(occurrence: CalendarOccurrence): CalendarOccurrence {
  const { organiser, link } = occurrence;
  return {
    ...occurrence,
    organiser: organiser?.name || organiser?.email ? organiser : null,
    meetingUrl: link ? occurrence.meetingUrl : null,
  };
}

/** What a meeting's row says of the occurrence (as kept). */
function columns(occurrence: CalendarOccurrence) {
  return {
    start: occurrence.start,
    end: occurrence.end,
    title: occurrence.title,
    organiserName: occurrence.organiser?.name ?? null,
    organiserEmail: occurrence.organiser?.email ?? null,
    meetingUrl: occurrence.meetingUrl,
    platform: occurrence.link?.platform ?? null,
    allDay: occurrence.allDay,
    cancelled: occurrence.cancelled,
  };
}

/**
 * A single event's occurrence is named by its own start, so moving the event names it anew: a
 * UID with exactly one meeting leaving and one arriving is that meeting moved (as is a series'
 * only occurrence in the window, moved to another day), and keeps its row and its bot.
 */
function pairMovedSingles(changes: OccurrenceChanges<Kept>): OccurrenceChanges<Kept> {
  const count = <T extends { uid: string }>(list: readonly T[]) => {
    const counts = new Map<string, number>();
    for (const { uid } of list) counts.set(uid, (counts.get(uid) ?? 0) + 1);
    return counts;
  };
  const leaving = count(changes.removed);
  const arriving = count(changes.added);
  const single = (uid: string) => leaving.get(uid) === 1 && arriving.get(uid) === 1;
  const removedByUid = new Map(changes.removed.map((stored) => [stored.uid, stored]));
  return {
    added: changes.added.filter(({ uid }) => !single(uid)),
    moved: [
      ...changes.moved,
      ...changes.added
        .filter(({ uid }) => single(uid))
        .map((wanted) => ({ wanted, stored: removedByUid.get(wanted.uid)! })),
    ],
    removed: changes.removed.filter(({ uid }) => !single(uid)),
    unchanged: changes.unchanged,
  };
}

export interface StoredMeetings {
  /** The calendar's meetings now. */
  meetings: CalendarMeetingRow[];
  /** Meetings removed: their waiting bots are cancelled. */
  gone: CalendarMeetingRow[];
}

export async function storeOccurrences(
  tx: Database,
  cal: CalendarRow,
  occurrences: readonly CalendarOccurrence[],
  now: Date,
): Promise<StoredMeetings> {
  const stored = await tx
    .select()
    .from(calendarMeeting)
    .where(eq(calendarMeeting.calendarId, cal.id));
  const changes = pairMovedSingles(compareOccurrences(occurrences.map(asKept), stored.map(kept)));
  const meetings = changes.unchanged.map(({ stored: { row } }) => row);
  for (const {
    wanted,
    stored: { row },
  } of changes.moved) {
    const [rewritten] = await tx
      .update(calendarMeeting)
      .set({ ...columns(wanted), originalStart: wanted.originalStart, updatedAt: now })
      .where(eq(calendarMeeting.id, row.id))
      .returning();
    meetings.push(rewritten!);
  }
  if (changes.added.length > 0)
    meetings.push(
      ...(await tx
        .insert(calendarMeeting)
        .values(
          changes.added.map((occurrence) => ({
            calendarId: cal.id,
            uid: occurrence.uid,
            originalStart: occurrence.originalStart,
            ...columns(occurrence),
            updatedAt: now,
          })),
        )
        .returning()),
    );
  const gone = changes.removed.map(({ row }) => row);
  if (gone.length > 0)
    await tx.delete(calendarMeeting).where(
      inArray(
        calendarMeeting.id,
        gone.map(({ id }) => id),
      ),
    );
  return { meetings, gone };
}
