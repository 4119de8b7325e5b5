/**
 * Calendar feeds for the calendar suites: iCal text written as Google publishes it (UTC times,
 * RRULE series and RECURRENCE-ID overrides, the Meet link in LOCATION), and a feed server on
 * 127.0.0.1 that answers 304 to a request carrying the current ETag, counts every request, and
 * fails or stalls on demand.
 */
import { createHash } from 'node:crypto';
import { startReceiver, type Hit, type Receiver } from './outbound-receiver.js';

export interface FeedEvent {
  uid: string;
  start: Date;
  /** 30 minutes after the start when absent. */
  end?: Date;
  title: string;
  link?: string;
  organiserEmail?: string;
  cancelled?: boolean;
  /** An RRULE value (FREQ=DAILY;COUNT=5). */
  rrule?: string;
  /** Makes this VEVENT the override of the series occurrence that started then. */
  recurrenceId?: Date;
  allDay?: boolean;
}

/** 20300108T100000Z, as feeds write UTC times. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const day = (date: Date) => utc(date).slice(0, 8);

function vevent(event: FeedEvent): string[] {
  const end = event.end ?? new Date(event.start.getTime() + 30 * 60_000);
  return [
    'BEGIN:VEVENT',
    event.allDay ? `DTSTART;VALUE=DATE:${day(event.start)}` : `DTSTART:${utc(event.start)}`,
    event.allDay ? `DTEND;VALUE=DATE:${day(end)}` : `DTEND:${utc(end)}`,
    `DTSTAMP:${utc(event.start)}`,
    `UID:${event.uid}`,
    ...(event.recurrenceId ? [`RECURRENCE-ID:${utc(event.recurrenceId)}`] : []),
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    `SUMMARY:${event.title}`,
    ...(event.link ? [`LOCATION:${event.link}`] : []),
    ...(event.organiserEmail ? [`ORGANIZER;CN=Organiser:mailto:${event.organiserEmail}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** `name` null: a feed that does not name itself. */
export function icsFeed(events: FeedEvent[], name: string | null = 'Work'): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name === null ? [] : [`X-WR-CALNAME:${name}`]),
    'X-WR-TIMEZONE:UTC',
    ...events.flatMap(vevent),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

interface Served {
  text: string;
  /** Answer this status (with no calendar) instead, until cleared. */
  failWith?: number;
}

export interface FeedServer {
  url(path: string): string;
  /** Serves `text` at `path` from now on, under a new ETag. */
  serve(path: string, text: string): void;
  failWith(path: string, status: number | undefined): void;
  /** The requests made for `path`, in order. */
  hits(path: string): Hit[];
  /** Waits this long before answering the next requests, then calls `answered` after each. */
  stall(ms: number, answered?: () => void): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const feeds = new Map<string, Served>();
  let stall = { ms: 0, answered: () => {} };
  const receiver: Receiver = await startReceiver((hit, res) => {
    const served = feeds.get(hit.path);
    const etag = served && `"${createHash('sha1').update(served.text).digest('hex')}"`;
    const answer = () => {
      if (!served) res.writeHead(404).end('no such feed');
      else if (served.failWith) res.writeHead(served.failWith).end('unavailable');
      else if (hit.headers['if-none-match'] === etag) res.writeHead(304, { etag }).end();
      else
        res
          .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: etag! })
          .end(served.text);
      stall.answered();
    };
    if (stall.ms > 0) setTimeout(answer, stall.ms);
    else answer();
  });
  return {
    url: (path) => receiver.url(path),
    serve(path, text) {
      feeds.set(path, { text });
    },
    failWith(path, status) {
      const served = feeds.get(path);
      if (served) served.failWith = status;
    },
    hits: (path) => receiver.hits.filter((hit) => hit.path === path),
    stall(ms, answered = () => {}) {
      stall = { ms, answered };
    },
    close: () => receiver.close(),
  };
}
