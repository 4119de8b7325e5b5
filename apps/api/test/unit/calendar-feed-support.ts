/** Small feeds written inline for the calendar feed tests, and the fixtures of whole feeds. */
import { readFileSync } from 'node:fs';
import { readCalendarFeed } from '../../src/calendars/feed.js';
import type { CalendarOccurrence, FeedWindow } from '../../src/calendars/occurrences.js';

/** Two weeks around the end of British winter time (clocks go forward on 29 March 2026). */
export const SPRING_WINDOW: FeedWindow = {
  from: new Date('2026-03-23T00:00:00Z'),
  to: new Date('2026-04-06T00:00:00Z'),
};

export function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/calendars/${name}`, import.meta.url), 'utf8');
}

/** A VCALENDAR around the given events (each a list of lines), with extra calendar lines first. */
export function feedOf(events: string[][], calendarLines: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Convene tests//EN',
    ...calendarLines,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** An event's lines with a UID and stamp, so each test writes only what it is about. */
export function eventLines(uid: string, ...lines: string[]): string[] {
  return [`UID:${uid}`, 'DTSTAMP:20260322T080000Z', ...lines];
}

export function occurrencesIn(text: string, window: FeedWindow = SPRING_WINDOW) {
  return readCalendarFeed(text, window).occurrences;
}

/** An occurrence's times as ISO text, easy to read in a failing test. */
export function timesOf(occurrence: CalendarOccurrence) {
  return {
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    originalStart: occurrence.originalStart.toISOString(),
  };
}

export const startsOf = (occurrences: CalendarOccurrence[]) =>
  occurrences.map((occurrence) => occurrence.start.toISOString());

export const EUROPE_LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Outlook's definition of British time, under its Windows name. */
export const GMT_STANDARD_TIME_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:GMT Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T010000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];
