/**
 * A glance at each event's text before it is parsed. A Google feed holds every event of years past,
 * and parsing is most of a sync's work: a single event (no RRULE, RDATE or RECURRENCE-ID, no
 * DURATION, and no override of it in the feed) whose dates lie days away from the window cannot
 * overlap it, so it is left unparsed. Dates are compared as calendar days with two days to spare,
 * which covers every zone's offset and whole-day events; what the glance cannot read is parsed.
 */
import type { FeedWindow } from '../occurrences.js';

const DAY = 86_400_000;
const SPARE_DAYS = 2;
const PROPERTY = /^(DTSTART|DTEND|DURATION|RRULE|RDATE|RECURRENCE-ID|UID)([;:].*)$/gim;
const DATE = /:(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?[ \t]*$/;
const KEEPS_PARSING = new Set(['DURATION', 'RRULE', 'RDATE', 'RECURRENCE-ID']);

interface Glance {
  uid: string | null;
  override: boolean;
  /** The event's first and last calendar day (days since 1970), when it is a plain single event. */
  days: { first: number; last: number } | null;
}

function dayOf(value: string): number | null {
  const date = DATE.exec(value);
  return date ? Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) / DAY : null;
}

function glance(text: string): Glance {
  const found = new Map<string, string>();
  for (const [, name, rest] of text.replace(/\r?\n[ \t]/g, '').matchAll(PROPERTY))
    if (!found.has(name!.toUpperCase())) found.set(name!.toUpperCase(), rest!);
  const uid = found.get('UID')?.replace(/^:/, '').trim() || null;
  const override = found.has('RECURRENCE-ID');
  const start = found.has('DTSTART') ? dayOf(found.get('DTSTART')!) : null;
  const end = found.has('DTEND') ? dayOf(found.get('DTEND')!) : start;
  const plain = ![...KEEPS_PARSING].some((name) => found.has(name));
  return {
    uid,
    override,
    days:
      plain && start !== null && end !== null ? { first: start, last: Math.max(start, end) } : null,
  };
}

/** The events' texts less the single events that lie far from the window. */
export function eventsNearWindow(texts: string[], window: FeedWindow): string[] {
  const glances = texts.map(glance);
  const overridden = new Set(glances.filter((seen) => seen.override).map((seen) => seen.uid));
  const firstDay = Math.floor(window.from.getTime() / DAY) - SPARE_DAYS;
  const lastDay = Math.floor(window.to.getTime() / DAY) + SPARE_DAYS;
  return texts.filter((_, index) => {
    const { uid, days } = glances[index]!;
    if (!days || overridden.has(uid)) return true;
    return days.last >= firstDay && days.first <= lastDay;
  });
}
