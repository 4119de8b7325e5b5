import { describe, expect, it } from 'vitest';
import { browserTimeZone, shownTimeZone, zoneToSave } from './time-zone';

const newcomer = { id: 'user-1', timeZone: null };
const londoner = { id: 'user-2', timeZone: 'Europe/London' };

describe('the signed-in time zone', () => {
  it("saves the browser's zone only for a user who has none", () => {
    expect(zoneToSave(newcomer, 'America/New_York')).toBe('America/New_York');
    expect(zoneToSave(londoner, 'America/New_York')).toBeNull();
    expect(zoneToSave(undefined, 'America/New_York')).toBeNull();
    expect(zoneToSave(newcomer, null)).toBeNull();
  });

  it("shows the user's zone, else the browser's until it is saved, else India time", () => {
    expect(shownTimeZone(londoner, 'America/New_York')).toBe('Europe/London');
    expect(shownTimeZone(newcomer, 'America/New_York')).toBe('America/New_York');
    expect(shownTimeZone(newcomer, null)).toBe('Asia/Kolkata');
    expect(shownTimeZone(undefined, 'America/New_York')).toBe('Asia/Kolkata');
  });

  it("reads the browser's zone from Intl", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
