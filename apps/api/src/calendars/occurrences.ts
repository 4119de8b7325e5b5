/**
 * What a calendar feed says, as the sync reads it: each occurrence of each event inside a window,
 * with recurring series expanded, overrides applied and times in UTC. The parser (feed.ts) makes
 * these from iCal text; the sync compares them with the bots it scheduled.
 */
import type { MeetingLink } from '@convene/domain/meeting-links';

export interface CalendarPerson {
  name: string | null;
  email: string | null;
}

export interface CalendarOccurrence {
  /** The event's UID. */
  uid: string;
  /**
   * The start the series gave this occurrence (its RECURRENCE-ID when overridden; its own start
   * for a single event). With the calendar and UID it names the occurrence for good: a moved
   * occurrence keeps it, so its bot moves rather than being made again.
   */
  originalStart: Date;
  start: Date;
  end: Date;
  /** SUMMARY, trimmed; '' when the event has none. */
  title: string;
  organiser: CalendarPerson | null;
  /** The first Meet, Zoom or Teams link found in the event, as the domain's link parser reads it. */
  link: MeetingLink | null;
  /** The text the link was read from, as written in the feed. */
  meetingUrl: string | null;
  /**
   * A whole-day event: listed, never joined. Its start and end are midnights in the calendar's own
   * zone (X-WR-TIMEZONE, else UTC).
   */
  allDay: boolean;
  /**
   * STATUS:CANCELLED on the event or on this occurrence's override. Cancelled occurrences are
   * listed; occurrences a series leaves out (EXDATE) are not.
   */
  cancelled: boolean;
}

/** What names an occurrence within its calendar: its UID and original start (see originalStart). */
export function occurrenceKey(
  occurrence: Pick<CalendarOccurrence, 'uid' | 'originalStart'>,
): string {
  return `${occurrence.uid} ${occurrence.originalStart.toISOString()}`;
}

export interface CalendarFeed {
  /** X-WR-CALNAME, when the feed names itself. */
  name: string | null;
  /** Those overlapping the window, sorted by start, one per occurrenceKey. */
  occurrences: CalendarOccurrence[];
}

export interface FeedWindow {
  from: Date;
  to: Date;
}

/** The text is not an iCal calendar (no VCALENDAR, or unreadable): the address is not a feed. */
export class NotACalendarError extends Error {
  override name = 'NotACalendarError';
}

/**
 * The feed's recurring series would take too long to expand (rules that never or hardly ever
 * match): it is refused whole rather than read in part, as a part would drop meetings' bots.
 */
export class CalendarTooComplexError extends Error {
  override name = 'CalendarTooComplexError';
  constructor() {
    super('The calendar has recurring events too complex to read.');
  }
}
