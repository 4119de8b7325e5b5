import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  instantOfWallTime,
  isoTimeIn,
  isTimeZone,
  timeZoneAbbreviation,
  timeZoneChoices,
  timeZoneOf,
  timeZoneTitle,
  utcOffsetAt,
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

  it('reads the offset of a zone at an instant, summer time included', () => {
    expect(utcOffsetAt('Europe/London', summer.getTime())).toBe(3_600_000);
    expect(utcOffsetAt('Europe/London', winter.getTime())).toBe(0);
    expect(utcOffsetAt('Asia/Kolkata', winter.getTime())).toBe(19_800_000);
    expect(utcOffsetAt('America/New_York', winter.getTime())).toBe(-18_000_000);
    expect(utcOffsetAt('UTC', summer.getTime() + 123)).toBe(0);
  });

  it('finds the instant a wall time names in a zone', () => {
    const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
      year,
      month,
      day,
      hour,
      minute,
      second: 0,
    });
    const at = (zone: string, time: ReturnType<typeof wall>) =>
      instantOfWallTime(zone, time).toISOString();
    expect(at('Europe/London', wall(2026, 1, 15, 9))).toBe('2026-01-15T09:00:00.000Z');
    expect(at('Europe/London', wall(2026, 7, 15, 9))).toBe('2026-07-15T08:00:00.000Z');
    expect(at('Asia/Kolkata', wall(2026, 3, 29, 9, 30))).toBe('2026-03-29T04:00:00.000Z');
    expect(at('America/Los_Angeles', wall(2026, 11, 2, 23))).toBe('2026-11-03T07:00:00.000Z');
    // Clocks go from 01:00 to 02:00 on 29 March 2026: 01:30 is read with the winter offset.
    expect(at('Europe/London', wall(2026, 3, 29, 1, 30))).toBe('2026-03-29T01:30:00.000Z');
    // On 25 October 2026 01:30 comes twice; the first (summer time) is meant.
    expect(at('Europe/London', wall(2026, 10, 25, 1, 30))).toBe('2026-10-25T00:30:00.000Z');
    expect(at('Europe/London', wall(2026, 10, 25, 2, 30))).toBe('2026-10-25T02:30:00.000Z');
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
