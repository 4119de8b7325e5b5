/**
 * Calendars (issue 28): a person connects a calendar's secret iCal address and bots join its
 * meetings by a rule or by their choice per meeting. The rules and sentences the server enforces
 * and the Calendar page shows: what to paste and where to find it, which meetings get a bot, how
 * a calendar is named and how its secret address is shown.
 */
import { BOT_NAME_MAX } from './limits.js';

export const CALENDAR_PROVIDERS = ['google', 'outlook', 'other'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** Which meetings get a bot without the person choosing: none, all with a link, or those they organise. */
export const AUTO_JOIN_RULES = ['off', 'all', 'organised'] as const;
export type AutoJoinRule = (typeof AUTO_JOIN_RULES)[number];

/** How far ahead a calendar is read, its meetings listed and its bots scheduled. */
export const CALENDAR_DAYS_AHEAD = 14;
/** The longest span the meetings list may be asked for. */
export const CALENDAR_LIST_MAX_DAYS = 31;
/** A feed larger than this is not read (the biggest real calendars are well under it). */
export const CALENDAR_FEED_MAX_BYTES = 5 * 1024 * 1024;
export const CALENDAR_NAME_MAX = 100;

/**
 * Where to copy the address in each service whose feed people paste: the way there in one line
 * (`path`), and one step a line for someone doing it the first time.
 */
export const CALENDAR_ADDRESS_STEPS = {
  google: {
    service: 'Google Calendar',
    path: "Settings → your calendar → Integrate calendar → 'Secret address in iCal format'",
    steps: [
      'Open Google Calendar on a computer and go to Settings.',
      "Under 'Settings for my calendars', choose your calendar.",
      "Open 'Integrate calendar'.",
      "Copy 'Secret address in iCal format'.",
    ],
  },
  outlook: {
    service: 'Outlook',
    path: 'Settings → Calendar → Shared calendars → Publish a calendar → ICS link',
    steps: [
      'Open Outlook on the web and go to Settings, then Calendar.',
      "Choose 'Shared calendars'.",
      "Under 'Publish a calendar', choose your calendar and 'Can view all details', then Publish.",
      'Copy the ICS link.',
    ],
  },
} as const;

export const CALENDAR_MESSAGES = {
  notACalendar: `That address did not return a calendar. Paste your calendar's secret iCal address: in Google Calendar, ${CALENDAR_ADDRESS_STEPS.google.path}; in Outlook, ${CALENDAR_ADDRESS_STEPS.outlook.path}.`,
  notPublic:
    'That address points to a private network or this machine; paste the public address your calendar service gives you.',
  notFound: 'Calendar not found',
  meetingNotFound: 'Calendar meeting not found',
  nameRequired: 'Calendar name is required',
  nameTooLong: `Calendar name must be at most ${CALENDAR_NAME_MAX} characters`,
  agentNeeded: 'Choose the AI agent its bots bring before sending bots to meetings automatically.',
  meetingAgentNeeded: "Choose the AI agent this meeting's bot brings.",
  paused: 'This calendar is paused; resume it to sync it.',
  noLink: 'This meeting has no Google Meet, Zoom or Microsoft Teams link, so no bot can join it.',
  started: 'This meeting has started; its bot can no longer be changed.',
} as const;

/** The address as people copy it: webcal:// is how calendar apps name an https feed. */
export function calendarAddressUrl(address: string): URL | null {
  const trimmed = address.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

const GOOGLE_HOSTS = ['calendar.google.com'];
const OUTLOOK_HOSTS = ['outlook.office365.com', 'outlook.office.com', 'outlook.live.com'];

export function calendarProviderOf(url: URL): CalendarProvider {
  const host = url.hostname.toLowerCase();
  if (GOOGLE_HOSTS.includes(host)) return 'google';
  if (OUTLOOK_HOSTS.includes(host)) return 'outlook';
  return 'other';
}

/** The name a calendar gets when the person gives none and the feed names none. */
export function defaultCalendarName(url: URL): string {
  const provider = calendarProviderOf(url);
  if (provider === 'google') return 'Google Calendar';
  if (provider === 'outlook') return 'Outlook calendar';
  return url.hostname.toLowerCase();
}

/**
 * The address as it may be shown: its host and the end of its path, the secret part hidden, e.g.
 * "calendar.google.com/…/basic.ics". A file name that could itself be the secret shows only its
 * last four characters; a query string (where tokens often are) never shows.
 */
export function calendarAddressHint(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const tail = /^[a-z_-]{1,16}\.ics$/i.test(last) ? last : `…${last.slice(-4)}`;
  return `${url.hostname.toLowerCase()}/…/${tail}`;
}

/** The meeting's title as its bot's name: cut to the bot name limit; untitled meetings get a name. */
export function calendarBotName(title: string): string {
  const name = Array.from(title.trim()).slice(0, BOT_NAME_MAX).join('').trim();
  return name || 'Calendar meeting';
}

/** Whether the person organises the meeting: its organiser's e-mail is theirs, whatever its case. */
export function organisedBy(organiserEmail: string | null, personEmail: string): boolean {
  if (!organiserEmail || !personEmail) return false;
  return organiserEmail.trim().toLowerCase() === personEmail.trim().toLowerCase();
}

/** What a meeting is, as far as sending a bot goes. */
export interface CalendarMeetingFacts {
  cancelled: boolean;
  allDay: boolean;
  hasLink: boolean;
  organisedByMe: boolean;
}

/** A bot can join it at all: not cancelled, not all day, with a Meet, Zoom or Teams link. */
export function botCanJoin(
  meeting: Pick<CalendarMeetingFacts, 'cancelled' | 'allDay' | 'hasLink'>,
) {
  return !meeting.cancelled && !meeting.allDay && meeting.hasLink;
}

/**
 * Whether a bot is wanted at the meeting: the person's own choice for it when they made one,
 * else the calendar's rule; never for a meeting no bot can join or on a paused calendar.
 */
export function sendsBot(
  meeting: CalendarMeetingFacts,
  choice: boolean | null,
  calendar: { paused: boolean; autoJoin: AutoJoinRule },
): boolean {
  if (calendar.paused || !botCanJoin(meeting)) return false;
  if (choice !== null) return choice;
  return (
    calendar.autoJoin === 'all' || (calendar.autoJoin === 'organised' && meeting.organisedByMe)
  );
}
