/**
 * What changed between the occurrences a feed holds now and those a sync kept last time, matched by
 * occurrenceKey (UID and original start) so a moved meeting is one change, not a removal and an
 * addition. Linear in both lists.
 */
import { occurrenceKey, type CalendarOccurrence, type CalendarPerson } from './occurrences.js';

export interface OccurrencePair<Stored> {
  wanted: CalendarOccurrence;
  stored: Stored;
}

export interface OccurrenceChanges<Stored> {
  /** In the feed, not kept. */
  added: CalendarOccurrence[];
  /** Kept, and changed in something kept: its times, title, link, organiser, whole-day or cancelled. */
  moved: OccurrencePair<Stored>[];
  /** Kept, no longer in the feed; a second copy kept under one key is removed too. */
  removed: Stored[];
  unchanged: OccurrencePair<Stored>[];
}

const samePerson = (a: CalendarPerson | null, b: CalendarPerson | null) =>
  a === b || (a !== null && b !== null && a.name === b.name && a.email === b.email);

function sameOccurrence(a: CalendarOccurrence, b: CalendarOccurrence): boolean {
  return (
    a.start.getTime() === b.start.getTime() &&
    a.end.getTime() === b.end.getTime() &&
    a.title === b.title &&
    a.link?.platform === b.link?.platform &&
    a.link?.meetingId === b.link?.meetingId &&
    a.meetingUrl === b.meetingUrl &&
    a.allDay === b.allDay &&
    a.cancelled === b.cancelled &&
    samePerson(a.organiser, b.organiser)
  );
}

export function compareOccurrences<Stored extends CalendarOccurrence>(
  wanted: readonly CalendarOccurrence[],
  stored: readonly Stored[],
): OccurrenceChanges<Stored> {
  const changes: OccurrenceChanges<Stored> = { added: [], moved: [], removed: [], unchanged: [] };
  const storedByKey = new Map<string, Stored>();
  for (const kept of stored) {
    const key = occurrenceKey(kept);
    if (storedByKey.has(key)) changes.removed.push(kept);
    else storedByKey.set(key, kept);
  }
  const seen = new Set<string>();
  for (const occurrence of wanted) {
    const key = occurrenceKey(occurrence);
    if (seen.has(key)) continue;
    seen.add(key);
    const kept = storedByKey.get(key);
    if (!kept) {
      changes.added.push(occurrence);
      continue;
    }
    storedByKey.delete(key);
    const pair = { wanted: occurrence, stored: kept };
    if (sameOccurrence(occurrence, kept)) changes.unchanged.push(pair);
    else changes.moved.push(pair);
  }
  changes.removed.push(...storedByKey.values());
  return changes;
}
