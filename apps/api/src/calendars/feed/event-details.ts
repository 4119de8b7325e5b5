/** What an event says besides its times: title, organiser, meeting link, and whether it is off. */
import type ICAL from 'ical.js';
import { findMeetingLink } from '@convene/domain/meeting-links';
import type { CalendarOccurrence, CalendarPerson } from '../occurrences.js';

type Component = InstanceType<typeof ICAL.Component>;

export type EventDetails = Pick<
  CalendarOccurrence,
  'title' | 'organiser' | 'link' | 'meetingUrl' | 'cancelled'
>;

/**
 * Where a meeting link is looked for, most reliable first: the conference fields name the meeting
 * itself; a location often holds the link a Zoom or Teams add-in wrote; a description may hold
 * other links (a recording, last week's call), so it comes last, then Outlook's HTML copy of it.
 */
const LINK_FIELDS = [
  'x-google-conference',
  'x-microsoft-skypeteamsmeetingurl',
  'x-microsoft-onlinemeetingconferencelink',
  'x-microsoft-onlinemeetingexternallink',
  'location',
  'url',
  'description',
  'x-alt-desc',
];

/** A property's text, whichever type ical.js gave it (unknown X- properties stay raw). */
function textOf(component: Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : null;
}

function organiserOf(component: Component): CalendarPerson | null {
  const property = component.getFirstProperty('organizer');
  if (!property) return null;
  const value = property.getFirstValue();
  const address = typeof value === 'string' ? value.replace(/^mailto:/i, '').trim() : '';
  const email = /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
  const cn = property.getParameter('cn');
  const name = (Array.isArray(cn) ? cn[0] : cn)?.trim() || null;
  return name || email ? { name, email } : null;
}

/** STATUS:CANCELLED: the organiser called the event (or this occurrence) off. */
export function isCancelled(component: Component): boolean {
  return textOf(component, 'status')?.trim().toUpperCase() === 'CANCELLED';
}

export function eventDetails(component: Component): EventDetails {
  let found = null;
  for (const field of LINK_FIELDS) {
    const text = textOf(component, field);
    found = text ? findMeetingLink(text) : null;
    if (found) break;
  }
  return {
    title: textOf(component, 'summary')?.trim() ?? '',
    organiser: organiserOf(component),
    link: found?.link ?? null,
    meetingUrl: found?.url ?? null,
    cancelled: isCancelled(component),
  };
}
