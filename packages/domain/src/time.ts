/**
 * Each person's time zone: pages show times in the viewer's, and what the server writes (meeting
 * notes, Ask AI answers) is in the meeting owner's. A person without one (who has not signed in
 * from a browser since zones were kept) is on India time, as the product's prices and first users
 * are Indian.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const TIME_ZONE_MESSAGES = {
  unknown: 'That time zone is not known. Choose one from the list, such as Europe/London.',
} as const;

/**
 * Whether Intl knows the zone by that IANA name. The name is kept as given: Intl answers some zones
 * by their old names (`Asia/Calcutta` for `Asia/Kolkata`), and both work everywhere.
 */
export function isTimeZone(name: string): boolean {
  // Offsets ("+05:30") are accepted by Intl but are not zones: they keep no summer time.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone to use for a person: their own when it is known, else the default. */
export function timeZoneOf(stored: string | null | undefined): string {
  return stored && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** Every zone a person may choose, by IANA name (with UTC and the default, which Intl may not list). */
export function timeZoneChoices(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', DEFAULT_TIME_ZONE])].sort();
}

const zoneName = (locale: string, timeZone: string, style: 'short' | 'long', at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's short name at that moment as English speakers write it where it is used (`IST`,
 * `BST`, `EDT`), else its offset from GMT (`GMT+9`): each locale knows only its own region's
 * abbreviations.
 */
export function timeZoneAbbreviation(timeZone: string, at: Date): string {
  const names = ['en-GB', 'en-US', 'en-IN'].map((locale) =>
    zoneName(locale, timeZone, 'short', at),
  );
  return names.find((name) => !name.startsWith('GMT')) ?? names[0]!;
}

/** `India Standard Time (IST)`, `British Summer Time (BST)`: the zone as a sentence names it. */
export function timeZoneTitle(timeZone: string, at: Date): string {
  return `${zoneName('en-GB', timeZone, 'long', at)} (${timeZoneAbbreviation(timeZone, at)})`;
}

/**
 * The moment as a person reads it in a message sent anywhere (an e-mail, a chat post):
 * `28 Nov 2026, 20:00 IST`, the zone always named.
 */
export function writtenTime(at: Date, timeZone: string): string {
  const written = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(at);
  const day = written({ day: 'numeric', month: 'short', year: 'numeric' });
  const clock = written({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${clock} ${timeZoneAbbreviation(timeZone, at)}`;
}

/**
 * The moment in ISO 8601 with the zone's offset (`2026-11-28T20:00:00+05:30`): what a program
 * reads, the same instant as the UTC form, and the person's own clock for whoever reads it.
 */
export function isoTimeIn(at: Date, timeZone: string): string {
  const offsetMinutes = Math.round(utcOffsetAt(timeZone, at.getTime()) / 60_000);
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local.toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}

/** A clock reading without a zone, as a calendar writes it: month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallTimeAsUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

const WEEK = 7 * 86_400_000;

/** One week of a zone's offsets: the same throughout, or changing once at an instant. */
type WeekOffsets = number | { changesAt: number; before: number; after: number };

/**
 * A zone's offsets, read from Intl a week at a time and kept: a calendar asks for thousands of
 * instants (each day of a series), and Intl takes microseconds each. No zone has changed its
 * offset twice in one week.
 */
class ZoneOffsets {
  private readonly format: Intl.DateTimeFormat;
  private readonly weeks = new Map<number, WeekOffsets>();

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  private read(instant: number): number {
    const parts: Record<string, number> = {};
    for (const part of this.format.formatToParts(instant))
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    const { year, month, day, hour, minute, second } = parts;
    return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - instant;
  }

  private week(index: number): WeekOffsets {
    const start = index * WEEK;
    const before = this.read(start);
    const after = this.read(start + WEEK);
    if (before === after) return before;
    // Offsets change on a whole second: halve the week down to it.
    let low = start;
    let high = start + WEEK;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (this.read(middle) === before) low = middle;
      else high = middle;
    }
    return { changesAt: high, before, after };
  }

  at(instant: number): number {
    const whole = Math.floor(instant / 1000) * 1000;
    const index = Math.floor(whole / WEEK);
    let week = this.weeks.get(index);
    if (week === undefined) {
      // Kept weeks are few (those a few years of calendars touch); a runaway caller is cut back.
      if (this.weeks.size >= 100_000) this.weeks.clear();
      week = this.week(index);
      this.weeks.set(index, week);
    }
    if (typeof week === 'number') return week;
    return whole < week.changesAt ? week.before : week.after;
  }
}

const zoneOffsets = new Map<string, ZoneOffsets>();

/** How far the zone's clocks are ahead of UTC at that instant, in milliseconds (London in July: 3,600,000). */
export function utcOffsetAt(timeZone: string, instant: number): number {
  let offsets = zoneOffsets.get(timeZone);
  if (!offsets) {
    offsets = new ZoneOffsets(timeZone);
    zoneOffsets.set(timeZone, offsets);
  }
  return offsets.at(instant);
}

/**
 * The instant a clock in the zone reads that wall time, as RFC 5545 reads calendar times: a time
 * the clocks skip (spring forward) is read with the offset before the change, and a time they show
 * twice (fall back) is the first of the two.
 */
export function instantOfWallTime(timeZone: string, wall: WallTime): Date {
  const asUtc = wallTimeAsUtc(wall);
  // Zones change offset at most once in two days, so the offsets a day either side are the only candidates.
  const before = utcOffsetAt(timeZone, asUtc - 86_400_000);
  const after = utcOffsetAt(timeZone, asUtc + 86_400_000);
  const fits = (offset: number) => utcOffsetAt(timeZone, asUtc - offset) === offset;
  const candidates = [before, after].filter(fits);
  if (candidates.length === 0) return new Date(asUtc - before);
  return new Date(Math.min(...candidates.map((offset) => asUtc - offset)));
}
