import { describe, expect, it } from 'vitest';
import {
  EUROPE_LONDON_VTIMEZONE,
  eventLines,
  feedOf,
  GMT_STANDARD_TIME_VTIMEZONE,
  occurrencesIn,
  startsOf,
  timesOf,
} from './calendar-feed-support.js';

const AUTUMN_WINDOW = {
  from: new Date('2026-10-19T00:00:00Z'),
  to: new Date('2026-11-02T00:00:00Z'),
};

const weekly = (start: string, ...calendarLines: string[]) =>
  feedOf(
    [eventLines('weekly@test', 'SUMMARY:Weekly', start, 'DURATION:PT1H', 'RRULE:FREQ=WEEKLY')],
    calendarLines,
  );

describe('time zones in a feed', () => {
  it('keeps a weekly 09:00 in London at 09:00 on both sides of the clock change', () => {
    const spring = weekly('DTSTART;TZID=Europe/London:20260302T090000', ...EUROPE_LONDON_VTIMEZONE);
    expect(startsOf(occurrencesIn(spring))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    const autumn = weekly('DTSTART;TZID=Europe/London:20261005T090000', ...EUROPE_LONDON_VTIMEZONE);
    expect(startsOf(occurrencesIn(autumn, AUTUMN_WINDOW))).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
  });

  it('reads an IANA name with no VTIMEZONE, or an empty one, with the zone’s own rules', () => {
    const bare = weekly('DTSTART;TZID=America/New_York:20260302T090000');
    // New York moved its clocks on 8 March: 09:00 is 13:00 UTC from then on.
    expect(startsOf(occurrencesIn(bare))).toEqual([
      '2026-03-23T13:00:00.000Z',
      '2026-03-30T13:00:00.000Z',
    ]);
    const empty = weekly(
      'DTSTART;TZID=Europe/Berlin:20260302T090000',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'END:VTIMEZONE',
    );
    expect(startsOf(occurrencesIn(empty))).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('reads a Windows name by the feed’s VTIMEZONE', () => {
    const outlook = weekly(
      'DTSTART;TZID=GMT Standard Time:20260302T090000',
      ...GMT_STANDARD_TIME_VTIMEZONE,
    );
    expect(startsOf(occurrencesIn(outlook))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    const india = feedOf(
      [eventLines('india@test', 'DTSTART;TZID=India Standard Time:20260325T153000')],
      [
        'BEGIN:VTIMEZONE',
        'TZID:India Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T000000',
        'TZOFFSETFROM:+0530',
        'TZOFFSETTO:+0530',
        'END:STANDARD',
        'END:VTIMEZONE',
      ],
    );
    expect(startsOf(occurrencesIn(india))).toEqual(['2026-03-25T10:00:00.000Z']);
  });

  it('reads a zone name it cannot place in the calendar’s own zone', () => {
    const text = weekly(
      'DTSTART;TZID=Romance Standard Time:20260302T090000',
      'X-WR-TIMEZONE:Europe/Paris',
    );
    expect(startsOf(occurrencesIn(text))).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('reads a quoted zone name, and a calendar zone it does not know as UTC', () => {
    expect(
      startsOf(occurrencesIn(weekly('DTSTART;TZID="America/New_York":20260323T090000'))),
    ).toEqual(['2026-03-23T13:00:00.000Z', '2026-03-30T13:00:00.000Z']);
    expect(
      startsOf(occurrencesIn(weekly('DTSTART:20260323T090000', 'X-WR-TIMEZONE:Mars/Olympus'))),
    ).toEqual(['2026-03-23T09:00:00.000Z', '2026-03-30T09:00:00.000Z']);
  });

  it('reads floating times in the calendar’s own zone, else in UTC', () => {
    expect(
      startsOf(occurrencesIn(weekly('DTSTART:20260302T090000', 'X-WR-TIMEZONE:Asia/Kolkata'))),
    ).toEqual(['2026-03-23T03:30:00.000Z', '2026-03-30T03:30:00.000Z']);
    expect(startsOf(occurrencesIn(weekly('DTSTART:20260302T090000')))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
    ]);
  });

  it('compares a UNTIL in UTC with a series in its zone', () => {
    // The last occurrence is 30 March, 09:00 in London: 08:00 UTC, exactly the UNTIL.
    const text = feedOf([
      eventLines(
        'until@test',
        'DTSTART;TZID=Europe/London:20260323T090000',
        'RRULE:FREQ=WEEKLY;UNTIL=20260330T080000Z',
      ),
    ]);
    expect(startsOf(occurrencesIn(text))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('places whole days in the calendar’s zone, a day across the clock change 23 hours long', () => {
    const text = feedOf(
      [
        eventLines(
          'holiday@test',
          'SUMMARY:Spring holiday',
          'DTSTART;VALUE=DATE:20260329',
          'RRULE:FREQ=YEARLY',
        ),
      ],
      ['X-WR-TIMEZONE:Europe/London'],
    );
    const [holiday] = occurrencesIn(text);
    expect(holiday!.allDay).toBe(true);
    expect(timesOf(holiday!)).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T23:00:00.000Z',
      originalStart: '2026-03-29T00:00:00.000Z',
    });
  });

  it('reads times written in UTC as they are, whatever the calendar’s zone', () => {
    const text = feedOf(
      [eventLines('utc@test', 'DTSTART:20260331T130000Z', 'DTEND:20260331T134500Z')],
      ['X-WR-TIMEZONE:Asia/Tokyo'],
    );
    expect(timesOf(occurrencesIn(text)[0]!)).toEqual({
      start: '2026-03-31T13:00:00.000Z',
      end: '2026-03-31T13:45:00.000Z',
      originalStart: '2026-03-31T13:00:00.000Z',
    });
  });

  it('matches an override written in UTC to the occurrence of a series in another zone', () => {
    const text = feedOf([
      eventLines(
        'mixed@test',
        'SUMMARY:Series',
        'DTSTART;TZID=Europe/London:20260329T090000',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      eventLines(
        'mixed@test',
        'SUMMARY:Moved',
        'RECURRENCE-ID:20260330T080000Z',
        'DTSTART:20260330T150000Z',
      ),
    ]);
    expect(
      occurrencesIn(text).map((o) => [
        o.title,
        o.start.toISOString(),
        o.originalStart.toISOString(),
      ]),
    ).toEqual([
      ['Series', '2026-03-29T08:00:00.000Z', '2026-03-29T08:00:00.000Z'],
      ['Moved', '2026-03-30T15:00:00.000Z', '2026-03-30T08:00:00.000Z'],
      ['Series', '2026-03-31T08:00:00.000Z', '2026-03-31T08:00:00.000Z'],
    ]);
  });
});
