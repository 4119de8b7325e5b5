/** How the Calendar page writes days, times and states, always in the viewer's time zone. */
import { zonedFormat } from '../../lib/time-zone';
import type {
  CalendarAutoJoin,
  CalendarMeetingView,
  CalendarProvider,
  CalendarView,
} from './calendar-types';

export const AUTO_JOIN_LABELS: Record<CalendarAutoJoin, string> = {
  off: 'No meetings',
  all: 'All meetings with a link',
  organised: 'Meetings I organise',
};

export const PROVIDER_LABELS: Record<CalendarProvider, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook',
  other: 'iCal calendar',
};

const DAY_KEY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const DAY_HEADING = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DAY_AND_TIME = { ...TIME, day: 'numeric', month: 'short' } as const;

/** The day an instant falls on in the zone, as yyyy-mm-dd. */
export function dayKey(instant: Date, timeZone: string): string {
  return zonedFormat('en-CA', DAY_KEY, timeZone).format(instant);
}

/** Noon UTC of a yyyy-mm-dd day: a moment that is that day when written in UTC. */
function noonOf(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

function nextDay(key: string): string {
  const noon = noonOf(key);
  noon.setUTCDate(noon.getUTCDate() + 1);
  return dayKey(noon, 'UTC');
}

/** 'Today', 'Tomorrow', else the day written out: 'Monday 30 November'. */
export function dayHeading(key: string, today: string): string {
  if (key === today) return 'Today';
  if (key === nextDay(today)) return 'Tomorrow';
  return zonedFormat('en-GB', DAY_HEADING, 'UTC').format(noonOf(key));
}

/** An all-day event keeps its own date; any other meeting falls on the viewer's day it starts on. */
export function meetingDay(meeting: CalendarMeetingView, timeZone: string): string {
  return meeting.allDay ? meeting.start.slice(0, 10) : dayKey(new Date(meeting.start), timeZone);
}

export interface MeetingDay {
  /** yyyy-mm-dd in the viewer's zone. */
  key: string;
  heading: string;
  meetings: CalendarMeetingView[];
}

/** The meetings by the day they start on, days and meetings in time order, all-day events first. */
export function meetingsByDay(
  meetings: readonly CalendarMeetingView[],
  timeZone: string,
  now: Date,
): MeetingDay[] {
  const today = dayKey(now, timeZone);
  const days = new Map<string, CalendarMeetingView[]>();
  const ordered = [...meetings].sort(
    (a, b) => Number(b.allDay) - Number(a.allDay) || Date.parse(a.start) - Date.parse(b.start),
  );
  for (const meeting of ordered) {
    const key = meetingDay(meeting, timeZone);
    const day = days.get(key);
    if (day) day.push(meeting);
    else days.set(key, [meeting]);
  }
  return [...days.keys()]
    .sort()
    .map((key) => ({ key, heading: dayHeading(key, today), meetings: days.get(key) ?? [] }));
}

/** '09:00 – 09:30' in the viewer's zone. */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  const format = zonedFormat('en-GB', TIME, timeZone);
  return `${format.format(new Date(start))} – ${format.format(new Date(end))}`;
}

/** A sync's time: '14:05' when it was today, else '28 Nov, 14:05'. */
export function formatSyncTime(iso: string, now: Date, timeZone: string): string {
  const at = new Date(iso);
  const sameDay = dayKey(at, timeZone) === dayKey(now, timeZone);
  return zonedFormat('en-GB', sameDay ? TIME : DAY_AND_TIME, timeZone).format(at);
}

/** 'Last synced at 14:05', with ' · failed: <reason>' after it when the last try failed. */
export function syncSummary(calendar: CalendarView, now: Date, timeZone: string): string {
  const synced = calendar.lastSyncedAt
    ? `Last synced at ${formatSyncTime(calendar.lastSyncedAt, now, timeZone)}`
    : 'Not synced yet';
  return calendar.syncError ? `${synced} · failed: ${calendar.syncError}` : synced;
}

/** Who set the meeting up: 'You', their name, else their address; null when the feed says nobody. */
export function organiserLabel(meeting: CalendarMeetingView): string | null {
  if (meeting.organisedByMe) return 'You';
  return meeting.organiser?.name || meeting.organiser?.email || null;
}

/** A bot can go to a meeting with a link that is not an all-day event. */
export function isJoinable(meeting: CalendarMeetingView): boolean {
  return meeting.meetingUrl !== null && !meeting.allDay;
}
