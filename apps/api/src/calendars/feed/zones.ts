/**
 * Time zones as calendar feeds name them. Google writes IANA names (Europe/London) with a
 * VTIMEZONE; Outlook writes Windows names (GMT Standard Time) with a VTIMEZONE; some feeds name a
 * zone and define none. An IANA name is read with Intl, whose rules are complete and current
 * (some feeds carry an empty or abridged VTIMEZONE); any other name with the feed's VTIMEZONE;
 * an unknown name, and a time without a zone (floating, or a whole day), in the calendar's own
 * zone (X-WR-TIMEZONE), else UTC.
 */
import ICAL from 'ical.js';
import { instantOfWallTime, isTimeZone } from '@convene/domain/time';

type Time = InstanceType<typeof ICAL.Time>;
type Timezone = InstanceType<typeof ICAL.Timezone>;
type Component = InstanceType<typeof ICAL.Component>;

/** An IANA zone for ical.js, its offsets read from Intl. */
class IntlTimezone extends ICAL.Timezone {
  constructor(tzid: string) {
    super({ tzid });
  }

  override utcOffset(time: Time): number {
    const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    return (wall - instantOfWallTime(this.tzid, time).getTime()) / 1000;
  }
}

/**
 * Zones built from a VTIMEZONE, by its text, kept across feeds: ical.js works out every change of
 * offset from the definition's start (1601 for Outlook's) once per zone, and a feed is read again
 * every few minutes.
 */
const definedZones = new Map<string, Timezone>();
const DEFINED_ZONES_KEPT = 500;

function definedZone(definition: Component, tzid: string): Timezone | null {
  // A VTIMEZONE with neither STANDARD nor DAYLIGHT says nothing about its offsets.
  if (definition.getAllSubcomponents().length === 0) return null;
  const text = definition.toString();
  let zone = definedZones.get(text);
  if (!zone) {
    if (definedZones.size >= DEFINED_ZONES_KEPT) definedZones.clear();
    // Parsed again on its own, so the zone kept does not hold on to this feed's calendar.
    zone = new ICAL.Timezone({ component: ICAL.Component.fromString(text), tzid });
    definedZones.set(text, zone);
  }
  return zone;
}

/**
 * The VCALENDAR of a feed, answering its events' TZIDs (ical.js asks the root component) by the
 * rules above, so every time is read in a real zone before any series is expanded.
 */
export class FeedCalendar extends ICAL.Component {
  private readonly zones = new Map<string, Timezone>();
  /** The zone of floating times and whole days. */
  readonly ownZone: Timezone;

  constructor(jCal: unknown[]) {
    super(jCal);
    const named = this.getFirstPropertyValue('x-wr-timezone');
    this.ownZone =
      (typeof named === 'string' && this.zoneNamed(named.trim())) || ICAL.Timezone.utcTimezone;
  }

  override getTimeZoneByID(tzid: string): Timezone {
    return this.zoneNamed(tzid) ?? this.ownZone;
  }

  private zoneNamed(tzid: string): Timezone | null {
    const known = this.zones.get(tzid);
    if (known) return known;
    let zone: Timezone | null = null;
    if (isTimeZone(tzid)) zone = new IntlTimezone(tzid);
    else {
      const definition = this.getAllSubcomponents('vtimezone').find(
        (candidate) => candidate.getFirstPropertyValue('tzid') === tzid,
      );
      zone = definition ? definedZone(definition, tzid) : null;
    }
    if (zone) this.zones.set(tzid, zone);
    return zone;
  }

  /** The instant (ms since 1970) a time of this feed names. */
  instantOf(time: Time): number {
    if (!time.isDate && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
    const wall = new ICAL.Time(
      {
        year: time.year,
        month: time.month,
        day: time.day,
        hour: time.hour,
        minute: time.minute,
        second: time.second,
        isDate: false,
      },
      this.ownZone,
    );
    return wall.toUnixTime() * 1000;
  }
}
