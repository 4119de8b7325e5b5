import { describe, expect, it } from 'vitest';
import { readCalendarFeed } from '../../src/calendars/feed.js';
import { CalendarTooComplexError } from '../../src/calendars/occurrences.js';
import {
  eventLines,
  feedOf,
  occurrencesIn,
  SPRING_WINDOW,
  startsOf,
  timesOf,
} from './calendar-feed-support.js';

const series = (...lines: string[]) =>
  feedOf([eventLines('series@test', 'SUMMARY:Series', ...lines)]);

describe('recurring series in a feed', () => {
  it('expands a daily rule with an interval and a count', () => {
    const text = series(
      'DTSTART:20260321T100000Z',
      'DTEND:20260321T103000Z',
      'RRULE:FREQ=DAILY;INTERVAL=3;COUNT=4',
    );
    expect(startsOf(occurrencesIn(text))).toEqual([
      '2026-03-24T10:00:00.000Z',
      '2026-03-27T10:00:00.000Z',
      '2026-03-30T10:00:00.000Z',
    ]);
  });

  it('expands a fortnightly rule on two weekdays until its UNTIL, that day included', () => {
    const text = series(
      'DTSTART:20260309T090000Z',
      'DTEND:20260309T091500Z',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20260402T090000Z',
    );
    expect(startsOf(occurrencesIn(text))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-26T09:00:00.000Z',
    ]);
    const later = series(
      'DTSTART:20260309T090000Z',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20260406T090000Z',
    );
    const window = { from: new Date('2026-04-01T00:00:00Z'), to: new Date('2026-04-10T00:00:00Z') };
    expect(startsOf(occurrencesIn(later, window))).toEqual(['2026-04-06T09:00:00.000Z']);
  });

  it('expands monthly rules by day of the month and by the last weekday', () => {
    const window = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-05-01T00:00:00Z') };
    const byDay = series('DTSTART:20260131T120000Z', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=31');
    expect(startsOf(occurrencesIn(byDay, window))).toEqual([
      '2026-01-31T12:00:00.000Z',
      '2026-03-31T12:00:00.000Z',
    ]);
    const lastFriday = series('DTSTART:20260130T160000Z', 'RRULE:FREQ=MONTHLY;BYDAY=-1FR');
    expect(startsOf(occurrencesIn(lastFriday, window))).toEqual([
      '2026-01-30T16:00:00.000Z',
      '2026-02-27T16:00:00.000Z',
      '2026-03-27T16:00:00.000Z',
      '2026-04-24T16:00:00.000Z',
    ]);
  });

  it('leaves out EXDATEs, in the series’ zone, in UTC or as whole days, and adds RDATEs', () => {
    const text = series(
      'DTSTART;TZID=Europe/London:20260323T090000',
      'DTEND;TZID=Europe/London:20260323T093000',
      'RRULE:FREQ=DAILY;COUNT=8',
      'EXDATE;TZID=Europe/London:20260324T090000,20260325T090000',
      'EXDATE:20260330T080000Z',
      'EXDATE;VALUE=DATE:20260327',
      'RDATE;TZID=Europe/London:20260404T150000',
    );
    expect(startsOf(occurrencesIn(text))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-26T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-04-04T14:00:00.000Z',
    ]);
  });

  it('expands whole-day series to a date UNTIL, with an override of one day', () => {
    const text = feedOf(
      [
        eventLines(
          'days@test',
          'SUMMARY:Day',
          'DTSTART;VALUE=DATE:20260316',
          'RRULE:FREQ=WEEKLY;UNTIL=20260330',
        ),
        eventLines(
          'days@test',
          'SUMMARY:Day (moved)',
          'RECURRENCE-ID;VALUE=DATE:20260323',
          'DTSTART;VALUE=DATE:20260324',
          'DTEND;VALUE=DATE:20260325',
        ),
      ],
      ['X-WR-TIMEZONE:Europe/London'],
    );
    expect(
      occurrencesIn(text).map((o) => [o.title, o.allDay, ...Object.values(timesOf(o))]),
    ).toEqual([
      [
        'Day (moved)',
        true,
        '2026-03-24T00:00:00.000Z',
        '2026-03-25T00:00:00.000Z',
        '2026-03-23T00:00:00.000Z',
      ],
      [
        'Day',
        true,
        '2026-03-29T23:00:00.000Z',
        '2026-03-30T23:00:00.000Z',
        '2026-03-29T23:00:00.000Z',
      ],
    ]);
  });

  it('follows an override that moves an occurrence into the window, and one that moves out', () => {
    const text = feedOf([
      eventLines(
        'weekly@test',
        'SUMMARY:Weekly',
        'DTSTART:20260302T100000Z',
        'DTEND:20260302T110000Z',
        'RRULE:FREQ=WEEKLY',
      ),
      eventLines(
        'weekly@test',
        'SUMMARY:Weekly (early)',
        'RECURRENCE-ID:20260406T100000Z',
        'DTSTART:20260403T100000Z',
        'DTEND:20260403T110000Z',
      ),
      eventLines(
        'weekly@test',
        'SUMMARY:Weekly (pushed)',
        'RECURRENCE-ID:20260323T100000Z',
        'DTSTART:20260409T100000Z',
        'DTEND:20260409T110000Z',
      ),
    ]);
    expect(occurrencesIn(text).map((o) => ({ title: o.title, ...timesOf(o) }))).toEqual([
      {
        title: 'Weekly',
        start: '2026-03-30T10:00:00.000Z',
        end: '2026-03-30T11:00:00.000Z',
        originalStart: '2026-03-30T10:00:00.000Z',
      },
      {
        title: 'Weekly (early)',
        start: '2026-04-03T10:00:00.000Z',
        end: '2026-04-03T11:00:00.000Z',
        originalStart: '2026-04-06T10:00:00.000Z',
      },
    ]);
  });

  it('gives an override without an end its series’ length', () => {
    const text = feedOf([
      eventLines(
        'long@test',
        'DTSTART:20260323T100000Z',
        'DURATION:PT45M',
        'RRULE:FREQ=DAILY;COUNT=2',
      ),
      eventLines('long@test', 'RECURRENCE-ID:20260324T100000Z', 'DTSTART:20260324T160000Z'),
    ]);
    expect(occurrencesIn(text).map((o) => o.end.toISOString())).toEqual([
      '2026-03-23T10:45:00.000Z',
      '2026-03-24T16:45:00.000Z',
    ]);
  });

  it('marks every occurrence of a cancelled series cancelled, overrides too', () => {
    const text = feedOf([
      eventLines(
        'off@test',
        'DTSTART:20260323T100000Z',
        'RRULE:FREQ=DAILY;COUNT=2',
        'STATUS:CANCELLED',
      ),
      eventLines('off@test', 'RECURRENCE-ID:20260324T100000Z', 'DTSTART:20260324T120000Z'),
    ]);
    expect(occurrencesIn(text).map((o) => [o.start.toISOString(), o.cancelled])).toEqual([
      ['2026-03-23T10:00:00.000Z', true],
      ['2026-03-24T12:00:00.000Z', true],
    ]);
  });

  it('lists an occurrence that began before the window and is still going on', () => {
    const text = series(
      'DTSTART:20260320T220000Z',
      'DTEND:20260323T020000Z',
      'RRULE:FREQ=WEEKLY;COUNT=3',
    );
    expect(startsOf(occurrencesIn(text))).toEqual([
      '2026-03-20T22:00:00.000Z',
      '2026-03-27T22:00:00.000Z',
      '2026-04-03T22:00:00.000Z',
    ]);
  });

  it('expands a daily series begun twenty years ago and never ending, up to the window only', () => {
    const text = series('DTSTART:20060101T083000Z', 'DURATION:PT15M', 'RRULE:FREQ=DAILY');
    const occurrences = occurrencesIn(text);
    expect(occurrences).toHaveLength(14);
    expect(timesOf(occurrences[13]!)).toEqual({
      start: '2026-04-05T08:30:00.000Z',
      end: '2026-04-05T08:45:00.000Z',
      originalStart: '2026-04-05T08:30:00.000Z',
    });
  });

  it('keeps long-running series in step with their first occurrence', () => {
    const everyThirdDay = series('DTSTART:20060101T083000Z', 'RRULE:FREQ=DAILY;INTERVAL=3');
    expect(startsOf(occurrencesIn(everyThirdDay))).toEqual([
      '2026-03-23T08:30:00.000Z',
      '2026-03-26T08:30:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-04-01T08:30:00.000Z',
      '2026-04-04T08:30:00.000Z',
    ]);
    // 4 January 2016 was a Monday; the weeks of 30 March 2026 are an even number of weeks later.
    const fortnightly = series(
      'DTSTART;TZID=Europe/London:20160104T090000',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO',
    );
    expect(startsOf(occurrencesIn(fortnightly))).toEqual([
      '2026-03-30T08:00:00.000Z',
      '2026-04-02T08:00:00.000Z',
    ]);
    // The 2,464th occurrence, counted from 1 January 2006, is on 26 March 2026.
    const counted = series('DTSTART:20060101T083000Z', 'RRULE:FREQ=DAILY;INTERVAL=3;COUNT=2464');
    expect(startsOf(occurrencesIn(counted))).toEqual([
      '2026-03-23T08:30:00.000Z',
      '2026-03-26T08:30:00.000Z',
    ]);
  });

  it('skips a rule that never matches, and keeps the other events', () => {
    const text = feedOf([
      eventLines(
        'never@test',
        'DTSTART:20260301T090000Z',
        'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      ),
      eventLines(
        'never-weekly@test',
        'DTSTART:20260304T090000Z',
        'RRULE:FREQ=DAILY;INTERVAL=7;BYDAY=TU,TH',
      ),
      eventLines('fine@test', 'SUMMARY:Fine', 'DTSTART:20260324T090000Z'),
    ]);
    expect(occurrencesIn(text).map((o) => o.uid)).toEqual(['fine@test']);
  });

  it('refuses a feed whose series together would take too long to expand', () => {
    const never = Array.from({ length: 60 }, (_, index) =>
      eventLines(
        `never-${index}@test`,
        'DTSTART:20260301T090000Z',
        'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      ),
    );
    const started = performance.now();
    expect(() => readCalendarFeed(feedOf(never), SPRING_WINDOW)).toThrow(CalendarTooComplexError);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('counts an override of a single event as that event', () => {
    const text = feedOf([
      eventLines('single@test', 'SUMMARY:Single', 'DTSTART:20260324T100000Z'),
      eventLines(
        'single@test',
        'SUMMARY:Single (moved)',
        'RECURRENCE-ID:20260324T100000Z',
        'DTSTART:20260325T100000Z',
      ),
    ]);
    expect(occurrencesIn(text).map((o) => [o.title, ...Object.values(timesOf(o))])).toEqual([
      [
        'Single (moved)',
        '2026-03-25T10:00:00.000Z',
        '2026-03-25T10:00:00.000Z',
        '2026-03-24T10:00:00.000Z',
      ],
    ]);
  });
});
