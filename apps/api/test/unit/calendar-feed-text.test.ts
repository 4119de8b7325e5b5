import { describe, expect, it } from 'vitest';
import { readCalendarFeed } from '../../src/calendars/feed.js';
import { NotACalendarError } from '../../src/calendars/occurrences.js';
import { eventLines, feedOf, occurrencesIn, SPRING_WINDOW } from './calendar-feed-support.js';

const at = 'DTSTART:20260324T100000Z';

describe('what is and is not a calendar', () => {
  it.each([
    ['an HTML sign-in page', '<!DOCTYPE html><html><body><form>Sign in</form></body></html>'],
    ['JSON', '{"error":{"code":404,"message":"Not Found"}}'],
    ['nothing', ''],
    ['white space', ' \r\n\t\n'],
    ['garbage', 'asdf\nqwer\n\u0000\u0001'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nEND:VCARD\r\n'],
    ['a calendar cut short', feedOf([eventLines('a@test', at)]).slice(0, -20)],
    ['an event that does not end', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VCALENDAR\r\n'],
    [
      'a calendar whose own lines do not parse',
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nthis is not a property\r\nEND:VCALENDAR\r\n',
    ],
    [
      'a calendar whose time zone does not parse',
      feedOf([], ['BEGIN:VTIMEZONE', 'TZID:Europe/London', 'BEGIN:STANDARD']),
    ],
  ])('refuses %s', (_name, text) => {
    expect(() => readCalendarFeed(text, SPRING_WINDOW)).toThrow(NotACalendarError);
  });

  it('reads a calendar with no events as an empty calendar', () => {
    expect(readCalendarFeed(feedOf([], ['X-WR-CALNAME:Holidays']), SPRING_WINDOW)).toEqual({
      name: 'Holidays',
      occurrences: [],
    });
    expect(readCalendarFeed(feedOf([]), SPRING_WINDOW)).toEqual({ name: null, occurrences: [] });
  });

  it('reads a calendar after a byte order mark and blank lines, with lower-case names', () => {
    const text = `\uFEFF\r\n\r\n${feedOf([eventLines('a@test', 'SUMMARY:Hello', at)])}`;
    expect(occurrencesIn(text).map((o) => o.title)).toEqual(['Hello']);
    expect(occurrencesIn(text.replace('BEGIN:VCALENDAR', 'begin:vcalendar'))).toHaveLength(1);
  });

  it('skips events it cannot read, and reads the others', () => {
    const text = feedOf([
      eventLines('garbled@test', at, 'this line is not a property'),
      eventLines('bad-date@test', 'DTSTART:2026XX24T100000Z'),
      eventLines('bad-rule@test', at, 'RRULE:FREQ=NOPE'),
      eventLines('no-start@test', 'SUMMARY:No start'),
      ['SUMMARY:No UID', at],
      eventLines('fine@test', 'SUMMARY:Fine', at),
    ]);
    expect(occurrencesIn(text).map((o) => o.uid)).toEqual(['fine@test']);
  });

  it('keeps the latest revision of an event given twice (by SEQUENCE), else the first', () => {
    const twice = (...revisions: string[][]) =>
      occurrencesIn(feedOf(revisions)).map((o) => o.title);
    expect(
      twice(
        eventLines('twice@test', 'SUMMARY:First', at),
        eventLines('twice@test', 'SUMMARY:Second', at),
      ),
    ).toEqual(['First']);
    expect(
      twice(
        eventLines('twice@test', 'SUMMARY:Old', 'SEQUENCE:0', at),
        eventLines('twice@test', 'SUMMARY:New', 'SEQUENCE:1', at),
      ),
    ).toEqual(['New']);
    const series = eventLines('s@test', 'SUMMARY:Series', at, 'RRULE:FREQ=DAILY;COUNT=2');
    const moved = (sequence: number, title: string) =>
      eventLines(
        's@test',
        `SEQUENCE:${sequence}`,
        `SUMMARY:${title}`,
        'RECURRENCE-ID:20260325T100000Z',
        'DTSTART:20260325T120000Z',
      );
    expect(twice(series, moved(1, 'Moved once'), moved(2, 'Moved again'))).toEqual([
      'Series',
      'Moved again',
    ]);
  });

  it('reads events only, not to-dos or other components', () => {
    const text = feedOf(
      [eventLines('meeting@test', 'SUMMARY:Meeting', at)],
      ['BEGIN:VTODO', 'UID:todo@test', at, 'SUMMARY:Task', 'END:VTODO'],
    );
    expect(occurrencesIn(text).map((o) => o.uid)).toEqual(['meeting@test']);
  });
});

describe('an event’s details', () => {
  const detailsOf = (...lines: string[]) =>
    occurrencesIn(feedOf([eventLines('e@test', at, ...lines)]))[0]!;

  it('reads the title unescaped and trimmed, and no title as empty', () => {
    expect(detailsOf('SUMMARY:  Plan\\, build\\; ship  ').title).toBe('Plan, build; ship');
    expect(detailsOf().title).toBe('');
  });

  it('reads the organiser’s name and address', () => {
    expect(detailsOf('ORGANIZER;CN="Lee, Ann":MAILTO:ann@example.com').organiser).toEqual({
      name: 'Lee, Ann',
      email: 'ann@example.com',
    });
    expect(detailsOf('ORGANIZER:mailto:ann@example.com').organiser).toEqual({
      name: null,
      email: 'ann@example.com',
    });
    expect(detailsOf('ORGANIZER;CN=Room 4:invalid:nomail').organiser).toEqual({
      name: 'Room 4',
      email: null,
    });
    expect(detailsOf().organiser).toBeNull();
  });

  it('takes the conference fields before the location, the location before the description', () => {
    const meet = 'X-GOOGLE-CONFERENCE:https://meet.google.com/abc-defg-hij';
    const teams =
      'X-MICROSOFT-SKYPETEAMSMEETINGURL:https://teams.microsoft.com/meet/1234567890123?p=x';
    const zoomHere = 'LOCATION:https://zoom.us/j/1111111111';
    const zoomThere = 'DESCRIPTION:Last week: https://zoom.us/j/2222222222';
    expect(detailsOf(zoomThere, zoomHere, meet).link).toEqual({
      platform: 'google_meet',
      meetingId: 'abc-defg-hij',
    });
    expect(detailsOf(zoomHere, teams).link).toEqual({
      platform: 'teams',
      meetingId: '1234567890123',
    });
    expect(detailsOf(zoomThere, zoomHere).link?.meetingId).toBe('1111111111');
    expect(
      detailsOf('LOCATION:Room 4', 'URL:https://zoom.us/j/3333333333', zoomThere).link?.meetingId,
    ).toBe('3333333333');
  });

  it('passes over fields that hold other links', () => {
    const event = detailsOf(
      'LOCATION:https://maps.google.com/?q=Room+4',
      'URL:https://calendar.google.com/calendar/event?eid=abc',
      'DESCRIPTION:Agenda: https://docs.example.com/agenda\\nJoin: https://zoom.us/j/4444444444?pwd=x',
    );
    expect(event.link?.meetingId).toBe('4444444444');
    expect(event.meetingUrl).toBe('https://zoom.us/j/4444444444?pwd=x');
  });

  it('reads links in Outlook’s HTML description and in text escaped twice', () => {
    expect(
      detailsOf(
        'X-ALT-DESC;FMTTYPE=text/html:<html><body><a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_Abc%40thread.v2/0?context=%7b%7d&amp;x=1">Join</a></body></html>',
      ).link,
    ).toEqual({ platform: 'teams', meetingId: '19:meeting_Abc@thread.v2' });
    expect(
      detailsOf('DESCRIPTION:Zoom: https://zoom.us/j/5555555555\\\\nPasscode: 1').meetingUrl,
    ).toBe('https://zoom.us/j/5555555555');
  });

  it('finds a link at the end of a description of megabytes, quickly', () => {
    const filler = 'Notes from last time, see https://docs.example.com/page. '.repeat(40_000);
    const started = performance.now();
    const event = detailsOf(`DESCRIPTION:${filler}Join: https://meet.google.com/xyz-wxyz-uvw`);
    expect(event.link?.meetingId).toBe('xyz-wxyz-uvw');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('the window', () => {
  const starts = (...events: string[][]) => occurrencesIn(feedOf(events)).map((o) => o.uid);

  it('lists what overlaps it, and what starts at its start even if it has no length', () => {
    expect(
      starts(
        eventLines('ends-at-start@test', 'DTSTART:20260322T230000Z', 'DTEND:20260323T000000Z'),
        eventLines('over-start@test', 'DTSTART:20260322T230000Z', 'DTEND:20260323T000001Z'),
        eventLines('instant-at-start@test', 'DTSTART:20260323T000000Z'),
        eventLines('before-end@test', 'DTSTART:20260405T235959Z', 'DTEND:20260406T010000Z'),
        eventLines('at-end@test', 'DTSTART:20260406T000000Z', 'DTEND:20260406T010000Z'),
      ),
    ).toEqual(['over-start@test', 'instant-at-start@test', 'before-end@test']);
  });
});

describe('events far from the window', () => {
  const uids = (...events: string[][]) => occurrencesIn(feedOf(events)).map((o) => o.uid);

  it('still lists long events begun far before it, and far events moved into it', () => {
    expect(
      uids(
        eventLines('month@test', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260401'),
        eventLines('long@test', 'DTSTART:20260201T090000Z', 'DURATION:P60D'),
        eventLines('folded@test', 'DTSTART;TZID=Europe/London:2026', ' 0324T090000'),
        eventLines('far@test', 'DTSTART:20250101T090000Z', 'DTEND:20250101T100000Z'),
        eventLines('later@test', 'DTSTART:20260420T090000Z'),
      ),
    ).toEqual(['long@test', 'month@test', 'folded@test']);
  });

  it('reads a far event whose occurrence moved into the window, for what the move leaves out', () => {
    const text = feedOf([
      eventLines(
        'moved@test',
        'DTSTART:20250101T090000Z',
        'DTEND:20250101T100000Z',
        'STATUS:CANCELLED',
      ),
      eventLines('moved@test', 'RECURRENCE-ID:20250101T090000Z', 'DTSTART:20260325T090000Z'),
    ]);
    expect(occurrencesIn(text).map((o) => [o.end.toISOString(), o.cancelled])).toEqual([
      ['2026-03-25T10:00:00.000Z', true],
    ]);
  });
});
