import { describe, expect, it } from 'vitest';
import type { Calendar } from '@convene/api-client';
import { calendarsRefreshInterval, syncAttempts } from './calendar-queries';

const now = Date.parse('2026-11-28T10:00:00Z');
const calendar = (changes: Partial<Calendar>): Calendar => ({
  id: 'c1',
  name: 'Work',
  addressHint: 'calendar.google.com/…/basic.ics',
  provider: 'google',
  paused: false,
  autoJoin: 'off',
  agentId: null,
  lastSyncedAt: '2026-11-28T09:58:00Z',
  lastAttemptAt: '2026-11-28T09:58:00Z',
  syncError: null,
  nextSyncAt: '2026-11-28T10:03:00Z',
  meetingCount: 0,
  createdAt: '2026-11-20T10:00:00Z',
  ...changes,
});

describe('how often the Calendar page reads its calendars', () => {
  it('reads often while a sync is due and not yet tried, slowly otherwise', () => {
    expect(calendarsRefreshInterval(undefined, now)).toBe(60_000);
    expect(calendarsRefreshInterval({ calendars: [calendar({})] }, now)).toBe(60_000);
    const justConnected = calendar({
      lastSyncedAt: null,
      lastAttemptAt: null,
      nextSyncAt: '2026-11-28T10:00:00Z',
    });
    expect(calendarsRefreshInterval({ calendars: [justConnected] }, now)).toBe(2_000);
    const syncNow = calendar({ nextSyncAt: '2026-11-28T09:59:59Z' });
    expect(calendarsRefreshInterval({ calendars: [syncNow] }, now)).toBe(2_000);
    expect(calendarsRefreshInterval({ calendars: [{ ...justConnected, paused: true }] }, now)).toBe(
      60_000,
    );
  });
});

describe('when the Calendar page reads its meetings again', () => {
  it('after any calendar has tried a sync since the last read, and only then', () => {
    const before = syncAttempts({ calendars: [calendar({})] });
    expect(syncAttempts({ calendars: [calendar({ meetingCount: 3 })] })).toBe(before);
    expect(
      syncAttempts({ calendars: [calendar({ lastAttemptAt: '2026-11-28T10:03:01Z' })] }),
    ).not.toBe(before);
    expect(syncAttempts(undefined)).toBe('');
  });
});
