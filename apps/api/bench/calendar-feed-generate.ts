/**
 * A busy person's calendar feed for the calendar benchmark, the same every run: 2,000 events, 50 of
 * them recurring series (daily, weekdays, weekly, fortnightly; some begun years ago, some counted,
 * some ending) with EXDATEs and overrides that move or cancel an occurrence, the rest single
 * meetings over the past year and the next two months. Times are in London (with Google's
 * VTIMEZONE), New York and Kolkata (IANA names without one), Outlook's "GMT Standard Time", UTC,
 * and whole days; links are Meet, Zoom and Teams, in the fields Google and Outlook write them.
 */
import {
  EUROPE_LONDON_VTIMEZONE,
  GMT_STANDARD_TIME_VTIMEZONE,
} from '../test/unit/calendar-feed-support.js';
import { random } from './three-hour-meeting.js';

export const EVENTS = 2_000;
export const SERIES = 50;
/** Monday 23 March 2026, the week before British summer time begins. */
export const FEED_NOW = Date.parse('2026-03-23T06:00:00Z');
export const FEED_WINDOW = { from: new Date(FEED_NOW), to: new Date(FEED_NOW + 14 * 86_400_000) };

const DAY = 86_400_000;
const ZONES = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'GMT Standard Time'];
const TITLES = ['Standup', 'Design review', 'Sprint planning', '1:1', 'Customer call', 'Interview'];
const NAMES = [
  'Priya Shah',
  'Tom Okafor',
  'Dana Reyes',
  'Lena Braun',
  'Ananya Rao',
  'Oliver Grant',
];

/** The calendar date `days` after FEED_NOW's, at a wall-clock time, as iCal writes it. */
function wallTime(days: number, hour: number, minute: number): string {
  const date = new Date(FEED_NOW + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

function meetCode(next: () => number): string {
  const letters = (count: number) =>
    Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join('');
  return `${letters(3)}-${letters(4)}-${letters(3)}`;
}

/** The fields that carry an event's meeting link, as Google or Outlook write them. */
function linkLines(next: () => number, index: number): string[] {
  const kind = index % 10;
  if (kind < 4) {
    const code = meetCode(next);
    return [
      `X-GOOGLE-CONFERENCE:https://meet.google.com/${code}`,
      `DESCRIPTION:Agenda in the doc.\\n\\n-::~:~::~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~::~:~::-\\nJoin with Google Meet: https://meet.google.com/${code}\\nOr dial: (GB) +44 20 3956 1234 PIN: 418529637#\\nMore phone numbers: https://tel.meet/${code}?pin=4185296370412\\n\\nLearn more about Meet at: https://support.google.com/a/users/answer/9282720\\n\\nPlease do not edit this section.\\n-::~:~::~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~::~:~::-`,
    ];
  }
  if (kind < 6) {
    const number = 81_000_000_000 + Math.floor(next() * 999_999_999);
    return [
      `LOCATION:https://us02web.zoom.us/j/${number}?pwd=Zk9xT1FhVkRqS3hlQ2c5dz09`,
      `DESCRIPTION:Join Zoom Meeting\\nhttps://us02web.zoom.us/j/${number}?pwd=Zk9xT1FhVkRqS3hlQ2c5dz09\\n\\nMeeting ID: ${number}\\nPasscode: 417263`,
    ];
  }
  if (kind < 8) {
    const thread = `19%3ameeting_${Math.floor(next() * 1e12).toString(36)}NjM2ZTA1YjgtZDE4Ny00ZjI2%40thread.v2`;
    return [
      `DESCRIPTION;LANGUAGE=en-US:\\n${'_'.repeat(80)}\\nMicrosoft Teams meeting\\nJoin on your computer\\, mobile app or room device\\nClick here to join the meeting<https://teams.microsoft.com/l/meetup-join/${thread}/0?context=%7b%22Tid%22%3a%2272f988bf-86f1-41af-91ab-2d7cd011db47%22%7d>\\nMeeting ID: 312 456 789 012\\nPasscode: aB3cD4\\nDownload Teams<https://www.microsoft.com/en-us/microsoft-teams/download-app> | Join on the web<https://www.microsoft.com/microsoft-teams/join-a-meeting>\\n${'_'.repeat(80)}`,
      'LOCATION;LANGUAGE=en-US:Microsoft Teams Meeting',
    ];
  }
  return ['LOCATION:Room 4\\, second floor', 'DESCRIPTION:Bring the printed agenda.'];
}

function event(uid: string, lines: string[]): string[] {
  return [
    'BEGIN:VEVENT',
    ...lines,
    'DTSTAMP:20260322T080000Z',
    `UID:${uid}`,
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A recurring series and its overrides: every third series is daily with an EXDATE, a moved and a cancelled occurrence. */
function series(next: () => number, index: number): string[][] {
  const zone = ZONES[index % ZONES.length]!;
  const uid = `series-${index}@google.com`;
  const hour = 8 + (index % 9);
  const firstDay = -Math.floor(next() * 1_000);
  const start = (days: number) => `DTSTART;TZID=${zone}:${wallTime(days, hour, 30)}`;
  const end = (days: number) => `DTEND;TZID=${zone}:${wallTime(days, hour + 1, 0)}`;
  const rule = [
    'RRULE:FREQ=DAILY',
    'RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=MO,TU,WE,TH,FR',
    `RRULE:FREQ=WEEKLY;WKST=MO;UNTIL=20261231T235959Z;BYDAY=${['MO', 'TU', 'WE', 'TH', 'FR'][index % 5]}`,
    'RRULE:FREQ=WEEKLY;WKST=MO;INTERVAL=2;BYDAY=TU,TH',
    `RRULE:FREQ=DAILY;COUNT=${-firstDay + 30}`,
  ][index % 5]!;
  const common = [
    `SUMMARY:${TITLES[index % TITLES.length]} (${index})`,
    `ORGANIZER;CN=${NAMES[index % NAMES.length]}:mailto:organiser${index}@northwind.example`,
    'STATUS:CONFIRMED',
    ...linkLines(next, index),
  ];
  const master = [start(firstDay), end(firstDay), rule, ...common];
  if (index % 3 !== 0 || !rule.startsWith('RRULE:FREQ=DAILY')) return [event(uid, master)];
  master.push(`EXDATE;TZID=${zone}:${wallTime(1, hour, 30)}`);
  const moved = [
    `RECURRENCE-ID;TZID=${zone}:${wallTime(3, hour, 30)}`,
    `DTSTART;TZID=${zone}:${wallTime(3, hour + 2, 0)}`,
    `DTEND;TZID=${zone}:${wallTime(3, hour + 3, 0)}`,
    ...common,
  ];
  const cancelled = [
    `RECURRENCE-ID;TZID=${zone}:${wallTime(8, hour, 30)}`,
    start(8),
    end(8),
    ...common.filter((line) => !line.startsWith('STATUS')),
    'STATUS:CANCELLED',
  ];
  return [event(uid, master), event(uid, moved), event(uid, cancelled)];
}

function single(next: () => number, index: number): string[] {
  // Four in five lie in the past year, the rest in the next two months.
  const day = next() < 0.8 ? -Math.floor(next() * 365) : Math.floor(next() * 60);
  const hour = 7 + Math.floor(next() * 11);
  const minute = next() < 0.5 ? 0 : 30;
  const title = `SUMMARY:${TITLES[index % TITLES.length]} #${index}`;
  const status = index % 33 === 0 ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED';
  if (index % 20 === 0) {
    const date = wallTime(day, 0, 0).slice(0, 8);
    const after = wallTime(day + 1, 0, 0).slice(0, 8);
    return event(`single-${index}@google.com`, [
      `DTSTART;VALUE=DATE:${date}`,
      `DTEND;VALUE=DATE:${after}`,
      title,
      status,
    ]);
  }
  const zone = index % 7 === 0 ? null : ZONES[index % ZONES.length]!;
  const at = (h: number, m: number) =>
    zone ? `;TZID=${zone}:${wallTime(day, h, m)}` : `:${wallTime(day, h, m)}Z`;
  return event(`single-${index}@google.com`, [
    `DTSTART${at(hour, minute)}`,
    `DTEND${at(hour + 1, minute)}`,
    title,
    `ORGANIZER;CN=${NAMES[index % NAMES.length]}:mailto:organiser${index % 40}@northwind.example`,
    status,
    ...linkLines(next, index),
  ]);
}

/** The feed's text (CRLF lines, unfolded) and how many events and overrides it holds. */
export function generateFeed(): { text: string; events: number; overrides: number } {
  const next = random(28);
  const blocks = Array.from({ length: SERIES }, (_, index) => series(next, index)).flat();
  const overrides = blocks.length - SERIES;
  for (let index = 0; blocks.length < EVENTS; index += 1) blocks.push(single(next, index));
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Priya Shah',
    'X-WR-TIMEZONE:Europe/London',
    ...EUROPE_LONDON_VTIMEZONE,
    ...GMT_STANDARD_TIME_VTIMEZONE,
    ...blocks.flat(),
    'END:VCALENDAR',
  ];
  return { text: `${lines.join('\r\n')}\r\n`, events: blocks.length, overrides };
}
