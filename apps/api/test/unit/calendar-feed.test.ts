import { describe, expect, it } from 'vitest';
import { readCalendarFeed } from '../../src/calendars/feed.js';
import type { CalendarOccurrence } from '../../src/calendars/occurrences.js';
import { fixture, SPRING_WINDOW } from './calendar-feed-support.js';

/** One occurrence as a line: start, end, original start (when it differs), title, link, flags. */
function line(occurrence: CalendarOccurrence): string {
  const original =
    occurrence.originalStart.getTime() === occurrence.start.getTime()
      ? ''
      : ` (was ${occurrence.originalStart.toISOString()})`;
  const link = occurrence.link
    ? `${occurrence.link.platform} ${occurrence.link.meetingId}`
    : 'no link';
  const flags = [occurrence.allDay && 'all day', occurrence.cancelled && 'cancelled'].filter(
    Boolean,
  );
  return `${occurrence.start.toISOString()}–${occurrence.end.toISOString()}${original} ${occurrence.title} · ${link}${flags.length ? ` · ${flags.join(', ')}` : ''}`;
}

describe('a Google Calendar secret address (basic.ics)', () => {
  const feed = readCalendarFeed(fixture('google-basic.ics'), SPRING_WINDOW);

  it('lists the two weeks across the clock change, in UTC, each series expanded in London time', () => {
    expect(feed.name).toBe('Priya Shah');
    expect(feed.occurrences.map(line)).toEqual([
      '2026-03-23T09:30:00.000Z–2026-03-23T09:45:00.000Z Standup · google_meet abc-defg-hij',
      '2026-03-24T12:30:00.000Z–2026-03-24T13:30:00.000Z Lunch with Sam · no link',
      '2026-03-24T14:00:00.000Z–2026-03-24T14:30:00.000Z Launch week check-in · google_meet kpq-wxyz-rst',
      '2026-03-25T16:00:00.000Z–2026-03-25T17:00:00.000Z All-hands · google_meet zxc-vbnm-qwe',
      '2026-03-26T14:00:00.000Z–2026-03-26T15:00:00.000Z Design review · zoom 85234567890',
      '2026-03-26T14:00:00.000Z–2026-03-26T14:30:00.000Z Launch week check-in · google_meet kpq-wxyz-rst',
      '2026-03-26T15:00:00.000Z–2026-03-26T15:30:00.000Z Vendor call · google_meet asd-fghj-klz · cancelled',
      '2026-03-27T11:00:00.000Z–2026-03-27T11:15:00.000Z (was 2026-03-27T09:30:00.000Z) Standup (after the demo) · google_meet abc-defg-hij',
      '2026-03-28T14:00:00.000Z–2026-03-28T14:30:00.000Z Launch week check-in · google_meet kpq-wxyz-rst',
      '2026-03-30T08:30:00.000Z–2026-03-30T08:45:00.000Z Standup · google_meet abc-defg-hij',
      '2026-03-30T13:00:00.000Z–2026-03-30T14:00:00.000Z Partner sync · google_meet qwe-rtyu-iop',
      '2026-03-31T13:00:00.000Z–2026-03-31T13:45:00.000Z Interview: Alex Kim · google_meet mno-pqrs-tuv',
      '2026-04-01T08:30:00.000Z–2026-04-01T08:45:00.000Z Standup · google_meet abc-defg-hij · cancelled',
      '2026-04-01T15:00:00.000Z–2026-04-01T16:00:00.000Z All-hands · google_meet zxc-vbnm-qwe',
      '2026-04-01T23:00:00.000Z–2026-04-03T23:00:00.000Z Company offsite · no link · all day',
      '2026-04-02T13:00:00.000Z–2026-04-02T14:00:00.000Z Design review · zoom 85234567890',
      '2026-04-03T08:30:00.000Z–2026-04-03T08:45:00.000Z Standup · google_meet abc-defg-hij',
    ]);
  });

  it('keeps a series’ UID on each occurrence, and the start the series gave a moved one', () => {
    const standups = feed.occurrences.filter(
      (o) => o.uid === '5r09pnnlktaqivstai5vlbqb1h@google.com',
    );
    expect(standups.map((o) => o.originalStart.toISOString())).toEqual([
      '2026-03-23T09:30:00.000Z',
      '2026-03-27T09:30:00.000Z',
      '2026-03-30T08:30:00.000Z',
      '2026-04-01T08:30:00.000Z',
      '2026-04-03T08:30:00.000Z',
    ]);
  });

  it('reads the organiser, and the link as the feed wrote it', () => {
    const review = feed.occurrences.find((o) => o.title === 'Design review')!;
    expect(review.organiser).toEqual({ name: 'Tom Okafor', email: 'tom@northwind.example' });
    expect(review.meetingUrl).toBe(
      'https://us02web.zoom.us/j/85234567890?pwd=Zk9xT1FhVkRqS3hlQ2c5dz09',
    );
    const lunch = feed.occurrences.find((o) => o.title === 'Lunch with Sam')!;
    expect(lunch).toMatchObject({ organiser: null, link: null, meetingUrl: null });
    const interview = feed.occurrences.find((o) => o.title === 'Interview: Alex Kim')!;
    expect(interview.meetingUrl).toBe('https://meet.google.com/mno-pqrs-tuv');
  });

  it('lists an occurrence of someone else’s series the calendar holds alone', () => {
    const partner = feed.occurrences.find((o) => o.title === 'Partner sync')!;
    expect(partner.uid).toBe('7kukuqrfedlm2f9t2vdhg0nrnq@google.com');
    expect(partner.originalStart.toISOString()).toBe('2026-03-30T13:00:00.000Z');
  });
});

describe('an Outlook published calendar (Exchange ICS)', () => {
  const feed = readCalendarFeed(fixture('outlook-published.ics'), SPRING_WINDOW);

  it('reads Windows zone names by their VTIMEZONE, across the clock change', () => {
    expect(feed.name).toBe('Calendar');
    expect(feed.occurrences.map(line)).toEqual([
      '2026-03-23T10:00:00.000Z–2026-03-23T11:00:00.000Z Sprint planning · teams 19:meeting_NjM2ZTA1YjgtZDE4Ny00ZjI2LWI4MmEtNzA1ZTc2ZDg5ZjQ4@thread.v2',
      '2026-03-24T13:00:00.000Z–2026-03-24T14:00:00.000Z Busy · no link',
      '2026-03-25T10:00:00.000Z–2026-03-25T11:00:00.000Z Review with Bengaluru team · teams 2345678901234',
      '2026-03-26T11:00:00.000Z–2026-03-26T11:30:00.000Z 1:1 Oliver / Priya · teams 19:meeting_ZmE3ODk0NmQtYjM1Yy00@thread.v2',
      '2026-03-30T13:30:00.000Z–2026-03-30T14:30:00.000Z (was 2026-03-30T09:00:00.000Z) Sprint planning (afternoon) · teams 19:meeting_NjM2ZTA1YjgtZDE4Ny00ZjI2LWI4MmEtNzA1ZTc2ZDg5ZjQ4@thread.v2',
      '2026-03-31T15:00:00.000Z–2026-03-31T16:00:00.000Z Customer demo: Fabrikam · zoom 81234567890',
      '2026-04-02T14:00:00.000Z–2026-04-02T15:00:00.000Z Canceled: Budget review · teams 3456789012345 · cancelled',
      '2026-04-03T00:00:00.000Z–2026-04-04T00:00:00.000Z Good Friday · no link · all day',
    ]);
  });

  it('finds the Teams link in a description after Outlook’s “Click here to join the meeting<…>”', () => {
    const planning = feed.occurrences[0]!;
    expect(planning.meetingUrl).toMatch(
      /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\/19%3ameeting_NjM2.*%7d$/,
    );
    expect(planning.organiser).toEqual({
      name: 'Oliver Grant',
      email: 'oliver.grant@contoso.example',
    });
  });

  it('reads the same calendar written with bare line feeds', () => {
    const again = readCalendarFeed(
      fixture('outlook-published.ics').replace(/\r\n/g, '\n'),
      SPRING_WINDOW,
    );
    expect(again).toEqual(feed);
  });
});
