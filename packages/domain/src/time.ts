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

/** The moment's wall-clock parts in the zone. */
function wallClock(at: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * The moment as a person reads it in a message sent anywhere (an e-mail, a chat post):
 * `28 Nov 2026, 20:00 IST`, the zone always named.
 */
export function writtenTime(at: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);
  const { hour, minute } = wallClock(at, timeZone);
  return `${date}, ${hour}:${minute} ${timeZoneAbbreviation(timeZone, at)}`;
}

/**
 * The moment in ISO 8601 with the zone's offset (`2026-11-28T20:00:00+05:30`): what a program
 * reads, the same instant as the UTC form, and the person's own clock for whoever reads it.
 */
export function isoTimeIn(at: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = wallClock(at, timeZone);
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const offsetMinutes = Math.round(
    (Date.parse(`${local}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}
