/**
 * Reading a calendar feed (Google's secret iCal address, Outlook's published ICS) into the
 * occurrences inside a window: series expanded in their own zones, single occurrences replaced by
 * their overrides (RECURRENCE-ID), times in UTC. Parsing, zones and recurrence rules are ical.js's;
 * feed/ holds what this product decides: which zone a name means, where a meeting link is, what
 * an unreadable event or feed does.
 */
import ICAL from 'ical.js';
import { eventDetails, isCancelled, type EventDetails } from './feed/event-details.js';
import { expandSeries, FeedSteps } from './feed/series.js';
import { splitFeed } from './feed/text.js';
import type { FeedCalendar } from './feed/zones.js';
import {
  CalendarTooComplexError,
  occurrenceKey,
  type CalendarFeed,
  type CalendarOccurrence,
  type FeedWindow,
} from './occurrences.js';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const DAY = 86_400_000;

/** How long each occurrence lasts: whole days for a whole-day event (a day may be 23 or 25 hours). */
type Length = { days: number } | { ms: number };

function timeOf(component: Component, name: string): Time | null {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value : null;
}

/** SEQUENCE: each revision of an event counts it up; a feed holding two copies means the higher. */
function sequenceOf(component: Component): number {
  const value = unlessUnreadable(() => component.getFirstPropertyValue('sequence'));
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function uidOf(component: Component): string | null {
  const value = component.getFirstPropertyValue('uid');
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * An event's length from its DTEND or DURATION; without either, `otherwise` (an override takes its
 * series') or RFC 5545's: a day for a whole-day event, nothing for a timed one.
 */
function lengthOf(
  calendar: FeedCalendar,
  component: Component,
  start: Time,
  otherwise: Length | null = null,
): Length {
  const duration = component.getFirstPropertyValue('duration');
  const end = timeOf(component, 'dtend');
  if (otherwise && !end && !(duration instanceof ICAL.Duration)) return otherwise;
  if (start.isDate) {
    const days =
      duration instanceof ICAL.Duration
        ? Math.round(duration.toSeconds() / 86_400)
        : end
          ? Math.round((calendar.instantOf(end) - calendar.instantOf(start)) / DAY)
          : 1;
    return { days: Math.max(days, 1) };
  }
  const ms =
    duration instanceof ICAL.Duration
      ? duration.toSeconds() * 1000
      : end
        ? calendar.instantOf(end) - calendar.instantOf(start)
        : 0;
  return { ms: Math.max(ms, 0) };
}

function endOf(calendar: FeedCalendar, start: Time, instant: number, length: Length): number {
  if ('ms' in length) return instant + length.ms;
  const end = start.clone();
  end.adjust(length.days, 0, 0, 0);
  return calendar.instantOf(end);
}

/** Inside the window, an occurrence of no length included. */
const overlaps = (start: number, end: number, window: FeedWindow) =>
  start < window.to.getTime() && Math.max(end, start + 1) > window.from.getTime();

interface Occurring {
  uid: string;
  originalStart: number;
  start: Time;
  length: Length;
  details: EventDetails;
  cancelled: boolean;
}

function occurrenceOf(
  calendar: FeedCalendar,
  occurring: Occurring,
  window: FeedWindow,
): CalendarOccurrence | null {
  const { start, details } = occurring;
  const instant = calendar.instantOf(start);
  const end = endOf(calendar, start, instant, occurring.length);
  if (!overlaps(instant, end, window)) return null;
  return {
    uid: occurring.uid,
    originalStart: new Date(occurring.originalStart),
    start: new Date(instant),
    end: new Date(end),
    ...details,
    allDay: start.isDate,
    cancelled: occurring.cancelled,
  };
}

/**
 * An override (RECURRENCE-ID) of one occurrence: moved, renamed or cancelled. Its master may be
 * absent (a feed holds the one occurrence its owner was invited to). RANGE=THISANDFUTURE is read as
 * this occurrence only: Google and Outlook split the series instead of writing it.
 */
function readOverride(
  calendar: FeedCalendar,
  component: Component,
  uid: string,
  master: Component | null,
  window: FeedWindow,
) {
  const recurrenceId = timeOf(component, 'recurrence-id');
  const start = timeOf(component, 'dtstart') ?? recurrenceId;
  if (!recurrenceId || !start) return null;
  const details = eventDetails(component);
  // A master that cannot be read leaves the override as it is.
  const masterLength = unlessUnreadable(() => {
    const masterStart = master && timeOf(master, 'dtstart');
    return masterStart ? lengthOf(calendar, master, masterStart) : null;
  });
  const originalStart = calendar.instantOf(recurrenceId);
  const occurrence = occurrenceOf(
    calendar,
    {
      uid,
      originalStart,
      start,
      length: lengthOf(calendar, component, start, masterLength),
      details,
      cancelled: details.cancelled || (master !== null && isCancelled(master)),
    },
    window,
  );
  return { originalStart, occurrence };
}

function readSeries(
  calendar: FeedCalendar,
  component: Component,
  uid: string,
  overridden: Set<number>,
  window: FeedWindow,
  steps: FeedSteps,
): CalendarOccurrence[] {
  const start = timeOf(component, 'dtstart');
  if (!start) return [];
  const length = lengthOf(calendar, component, start);
  const reach = 'ms' in length ? length.ms : (length.days + 1) * DAY;
  const starts = expandSeries(calendar, component, start, window, reach, steps);
  if (!starts) return [];
  const details = eventDetails(component);
  const occurrences: CalendarOccurrence[] = [];
  for (const [instant, time] of starts) {
    if (overridden.has(instant)) continue;
    const occurrence = occurrenceOf(
      calendar,
      { uid, originalStart: instant, start: time, length, details, cancelled: details.cancelled },
      window,
    );
    if (occurrence) occurrences.push(occurrence);
  }
  return occurrences;
}

/** One event that cannot be read is left out; a feed too complex to read is refused whole. */
function unlessUnreadable<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof CalendarTooComplexError) throw error;
    return null;
  }
}

/**
 * The occurrences of a feed's events that overlap the window, sorted by start. Throws
 * NotACalendarError for text that is not an iCal calendar, and CalendarTooComplexError for one
 * whose recurring series cannot be expanded in reasonable time.
 */
export function readCalendarFeed(text: string, window: FeedWindow): CalendarFeed {
  const { calendar, events } = splitFeed(text, window);
  const masters = new Map<string, Component>();
  const overrides: [string, Component][] = [];
  for (const component of events) {
    const uid = unlessUnreadable(() => uidOf(component));
    if (!uid) continue;
    const kept = masters.get(uid);
    if (component.hasProperty('recurrence-id')) overrides.push([uid, component]);
    // A UID given twice is one event: the latest revision, else the first, is kept.
    else if (!kept || sequenceOf(component) > sequenceOf(kept)) masters.set(uid, component);
  }
  // Likewise for two overrides of one occurrence: the first read of each occurrence is kept.
  overrides.sort(([, a], [, b]) => sequenceOf(b) - sequenceOf(a));

  const occurrences: CalendarOccurrence[] = [];
  const overridden = new Map<string, Set<number>>();
  for (const [uid, component] of overrides) {
    const read = unlessUnreadable(() =>
      readOverride(calendar, component, uid, masters.get(uid) ?? null, window),
    );
    if (!read) continue;
    let instants = overridden.get(uid);
    if (!instants) overridden.set(uid, (instants = new Set()));
    instants.add(read.originalStart);
    if (read.occurrence) occurrences.push(read.occurrence);
  }
  const steps = new FeedSteps();
  for (const [uid, component] of masters) {
    const series = unlessUnreadable(() =>
      readSeries(calendar, component, uid, overridden.get(uid) ?? new Set(), window, steps),
    );
    if (series) occurrences.push(...series);
  }

  const byKey = new Map<string, CalendarOccurrence>();
  for (const occurrence of occurrences) {
    const key = occurrenceKey(occurrence);
    if (!byKey.has(key)) byKey.set(key, occurrence);
  }
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
    occurrences: [...byKey.values()].sort(
      (a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid),
    ),
  };
}
