/**
 * A feed's text split into its calendar and its events. Each event is parsed on its own, so one
 * unreadable event is skipped instead of losing the calendar; what holds the calendar together
 * (its start and end, its time zones) must parse, or the text is not a calendar. A feed cut short
 * is refused too: read in part, it would drop the meetings after the cut.
 */
import ICAL from 'ical.js';
import { NotACalendarError, type FeedWindow } from '../occurrences.js';
import { eventsNearWindow } from './far-events.js';
import { FeedCalendar } from './zones.js';

type Component = InstanceType<typeof ICAL.Component>;

const BEGIN_EVENT = /^BEGIN:VEVENT[ \t]*$/i;
const END_EVENT = /^END:VEVENT[ \t]*$/i;

export interface FeedText {
  calendar: FeedCalendar;
  events: Component[];
}

function calendarOf(skeleton: string): FeedCalendar {
  let jCal: unknown;
  try {
    jCal = ICAL.parse(skeleton);
  } catch {
    throw new NotACalendarError('The text is not a readable iCal calendar.');
  }
  // Text with several VCALENDARs parses to a list of them: the first is the calendar.
  const first: unknown = Array.isArray(jCal) && Array.isArray(jCal[0]) ? jCal[0] : jCal;
  if (!Array.isArray(first) || first[0] !== 'vcalendar')
    throw new NotACalendarError('The text is not an iCal calendar.');
  return new FeedCalendar(first);
}

function eventOf(text: string, calendar: FeedCalendar): Component | null {
  try {
    const jCal: unknown = ICAL.parse(text);
    return Array.isArray(jCal) && jCal[0] === 'vevent' ? new ICAL.Component(jCal, calendar) : null;
  } catch {
    return null;
  }
}

/** The feed's calendar and its events that may touch the window (see far-events.ts). */
export function splitFeed(text: string, window: FeedWindow): FeedText {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR[ \t]*(\r|\n|$)/i.test(body))
    throw new NotACalendarError('The text does not start as an iCal calendar.');
  if (!/^END:VCALENDAR[ \t]*$/im.test(body))
    throw new NotACalendarError('The calendar is cut short: it does not end.');

  const skeleton: string[] = [];
  const eventTexts: string[] = [];
  let event: string[] | null = null;
  for (const line of body.split(/\r\n|\n|\r/)) {
    if (event) {
      event.push(line);
      if (END_EVENT.test(line)) {
        eventTexts.push(event.join('\r\n'));
        event = null;
      }
    } else if (BEGIN_EVENT.test(line)) event = [line];
    else skeleton.push(line);
  }
  if (event) throw new NotACalendarError('The calendar is cut short: an event does not end.');

  const calendar = calendarOf(skeleton.join('\r\n'));
  const events: Component[] = [];
  for (const eventText of eventsNearWindow(eventTexts, window)) {
    const component = eventOf(eventText, calendar);
    if (component) events.push(component);
  }
  return { calendar, events };
}
