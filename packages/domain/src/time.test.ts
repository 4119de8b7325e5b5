import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  isoTimeIn,
  isTimeZone,
  timeZoneAbbreviation,
  timeZoneChoices,
  timeZoneOf,
  timeZoneTitle,
  writtenTime,
} from './time';

const summer = new Date('2026-07-01T09:00:00Z');
const winter = new Date('2026-12-01T09:00:00Z');

describe('time zones', () => {
  it('knows IANA zones, by old names too, and nothing else', () => {
    for (const name of ['Europe/London', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'Etc/GMT+5'])
      expect(isTimeZone(name)).toBe(true);
    for (const name of ['Mars/Olympus', '', '+05:30', 'IST ', 'Europe/London; DROP'])
      expect(isTimeZone(name)).toBe(false);
  });

  it('puts a person without a known zone on India time', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(timeZoneOf(null)).toBe('Asia/Kolkata');
    expect(timeZoneOf(undefined)).toBe('Asia/Kolkata');
    expect(timeZoneOf('Mars/Olympus')).toBe('Asia/Kolkata');
    expect(timeZoneOf('Europe/London')).toBe('Europe/London');
  });

  it('offers every zone Intl knows, with UTC, once each and in order', () => {
    const choices = timeZoneChoices();
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).toContain('UTC');
    expect(new Set(choices).size).toBe(choices.length);
    expect([...choices].sort()).toEqual(choices);
    expect(choices.every(isTimeZone)).toBe(true);
  });

  it('names a zone as people there write it, else by its offset', () => {
    expect(timeZoneAbbreviation('Asia/Kolkata', summer)).toBe('IST');
    expect(timeZoneAbbreviation('Europe/London', summer)).toBe('BST');
    expect(timeZoneAbbreviation('Europe/London', winter)).toBe('GMT');
    expect(timeZoneAbbreviation('America/New_York', summer)).toBe('EDT');
    expect(timeZoneAbbreviation('Asia/Tokyo', summer)).toBe('GMT+9');
    expect(timeZoneTitle('Asia/Kolkata', summer)).toBe('India Standard Time (IST)');
    expect(timeZoneTitle('Europe/London', summer)).toBe('British Summer Time (BST)');
  });
});

describe('times written for the owner', () => {
  it('names the zone in a message, with summer time where it applies', () => {
    expect(writtenTime(winter, 'Asia/Kolkata')).toBe('1 Dec 2026, 14:30 IST');
    expect(writtenTime(summer, 'Europe/London')).toBe('1 Jul 2026, 10:00 BST');
    expect(writtenTime(winter, 'Europe/London')).toBe('1 Dec 2026, 09:00 GMT');
    expect(writtenTime(new Date('2026-12-31T23:30:00Z'), 'America/New_York')).toBe(
      '31 Dec 2026, 18:30 EST',
    );
  });

  it('gives programs ISO 8601 with the zone offset, the same instant', () => {
    for (const [zone, expected] of [
      ['Asia/Kolkata', '2026-12-01T14:30:00+05:30'],
      ['Europe/London', '2026-12-01T09:00:00+00:00'],
      ['America/St_Johns', '2026-12-01T05:30:00-03:30'],
      ['UTC', '2026-12-01T09:00:00+00:00'],
    ] as const) {
      expect(isoTimeIn(winter, zone)).toBe(expected);
      expect(Date.parse(isoTimeIn(winter, zone))).toBe(winter.getTime());
    }
    expect(isoTimeIn(new Date('2026-07-01T09:00:05.900Z'), 'Europe/London')).toBe(
      '2026-07-01T10:00:05+01:00',
    );
  });
});
