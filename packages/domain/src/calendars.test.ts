import { describe, expect, it } from 'vitest';
import {
  calendarAddressHint,
  calendarAddressUrl,
  calendarBotName,
  calendarProviderOf,
  defaultCalendarName,
  organisedBy,
  sendsBot,
  type CalendarMeetingFacts,
} from './calendars';

const GOOGLE =
  'https://calendar.google.com/calendar/ical/ada%40example.com/private-0123456789abcdef0123456789abcdef/basic.ics';
const OUTLOOK =
  'https://outlook.office365.com/owa/calendar/5f1c2b7e9a@example.com/8d7c6b5a4f3e2d1c0b9a/calendar.ics';

describe('calendar addresses', () => {
  it('reads webcal links as https and refuses what is not a web address', () => {
    expect(calendarAddressUrl('webcal://example.com/feed.ics')?.href).toBe(
      'https://example.com/feed.ics',
    );
    expect(calendarAddressUrl('  https://example.com/a.ics ')?.href).toBe(
      'https://example.com/a.ics',
    );
    expect(calendarAddressUrl('ftp://example.com/a.ics')).toBeNull();
    expect(calendarAddressUrl('not an address')).toBeNull();
  });

  it('knows Google and Outlook by their hosts, and names calendars after them', () => {
    expect(calendarProviderOf(new URL(GOOGLE))).toBe('google');
    expect(calendarProviderOf(new URL(OUTLOOK))).toBe('outlook');
    expect(calendarProviderOf(new URL('https://calendar.google.com.example.org/a.ics'))).toBe(
      'other',
    );
    expect(defaultCalendarName(new URL(GOOGLE))).toBe('Google Calendar');
    expect(defaultCalendarName(new URL(OUTLOOK))).toBe('Outlook calendar');
    expect(defaultCalendarName(new URL('https://Cal.Example.com/x.ics'))).toBe('cal.example.com');
  });

  it('shows the host and the file name, never the secret', () => {
    expect(calendarAddressHint(new URL(GOOGLE))).toBe('calendar.google.com/…/basic.ics');
    expect(calendarAddressHint(new URL(OUTLOOK))).toBe('outlook.office365.com/…/calendar.ics');
    const secretFile = new URL('https://cal.example.com/feeds/9f8e7d6c5b4a39281706.ics?token=s3');
    expect(calendarAddressHint(secretFile)).toBe('cal.example.com/…/….ics');
    expect(calendarAddressHint(new URL('https://cal.example.com/u/abcdef123456'))).toBe(
      'cal.example.com/…/…3456',
    );
  });
});

describe('which meetings get a bot', () => {
  const meeting: CalendarMeetingFacts = {
    cancelled: false,
    allDay: false,
    hasLink: true,
    organisedByMe: false,
  };
  const calendar = { paused: false, autoJoin: 'off' as const };

  it('follows the rule unless the person chose', () => {
    expect(sendsBot(meeting, null, calendar)).toBe(false);
    expect(sendsBot(meeting, null, { ...calendar, autoJoin: 'all' })).toBe(true);
    expect(sendsBot(meeting, null, { ...calendar, autoJoin: 'organised' })).toBe(false);
    expect(
      sendsBot({ ...meeting, organisedByMe: true }, null, { ...calendar, autoJoin: 'organised' }),
    ).toBe(true);
    expect(sendsBot(meeting, true, calendar)).toBe(true);
    expect(sendsBot(meeting, false, { ...calendar, autoJoin: 'all' })).toBe(false);
  });

  it('never for a meeting no bot can join, nor on a paused calendar', () => {
    for (const facts of [{ cancelled: true }, { allDay: true }, { hasLink: false }])
      expect(sendsBot({ ...meeting, ...facts }, true, calendar)).toBe(false);
    expect(sendsBot(meeting, true, { paused: true, autoJoin: 'all' })).toBe(false);
  });

  it('compares organisers by e-mail whatever the case', () => {
    expect(organisedBy('Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(organisedBy('bob@example.com', 'ada@example.com')).toBe(false);
    expect(organisedBy(null, 'ada@example.com')).toBe(false);
    expect(organisedBy('', '')).toBe(false);
  });

  it('names the bot after the meeting, within the bot name limit', () => {
    expect(calendarBotName('  Weekly sync ')).toBe('Weekly sync');
    expect(calendarBotName('x'.repeat(80))).toHaveLength(50);
    expect(calendarBotName('')).toBe('Calendar meeting');
  });
});
