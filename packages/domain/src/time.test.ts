import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  timeZoneAbbreviation,
  timeZoneChoices,
  timeZoneOf,
  timeZoneTitle,
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
