import { describe, expect, it } from 'vitest';

import {
  dayHeading,
  formatSyncTime,
  formatTimeRange,
  meetingsByDay,
  organiserLabel,
  syncSummary,
} from './calendar-format';
import {
  failedCalendar,
  holiday,
  lunch,
  meetings,
  STORY_NOW,
  weeklySync,
  workCalendar,
} from './calendar-fixtures';

describe('day headings', () => {
  it('says Today and Tomorrow, then the day written out', () => {
    expect(dayHeading('2026-11-26', '2026-11-26')).toBe('Today');
    expect(dayHeading('2026-11-27', '2026-11-26')).toBe('Tomorrow');
    expect(dayHeading('2026-11-30', '2026-11-26')).toBe('Monday 30 November');
  });

  it('finds tomorrow across a month and a year', () => {
    expect(dayHeading('2026-12-01', '2026-11-30')).toBe('Tomorrow');
    expect(dayHeading('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });
});

describe('meetings by day', () => {
  it("groups by the day each starts on in the viewer's zone, in time order", () => {
    const days = meetingsByDay(meetings, 'Asia/Kolkata', STORY_NOW);
    expect(days.map((day) => day.heading)).toEqual([
      'Today',
      'Tomorrow',
      'Monday 30 November',
      'Tuesday 1 December',
    ]);
    expect(days[0]?.meetings.map((meeting) => meeting.title)).toEqual([
      'Weekly sync',
      'Lunch with Arjun',
      'Client kickoff',
    ]);
    // The all-day event comes first on its day.
    expect(days[1]?.meetings[0]).toBe(holiday);
  });

  it('moves a meeting to the day it is on where the viewer is', () => {
    // 05:00 UTC on the 26th is 21:00 on the 25th in Los Angeles, where it is still the 25th now.
    const days = meetingsByDay([weeklySync], 'America/Los_Angeles', STORY_NOW);
    expect(days.map((day) => day.key)).toEqual(['2026-11-25']);
    expect(days[0]?.heading).toBe('Today');
  });

  it('keeps an all-day event on its own date whatever the zone', () => {
    const days = meetingsByDay([holiday], 'America/Los_Angeles', STORY_NOW);
    expect(days[0]?.key).toBe('2026-11-27');
  });
});

describe('times', () => {
  it("writes a meeting's time range in the viewer's zone", () => {
    expect(formatTimeRange(weeklySync.start, weeklySync.end, 'Asia/Kolkata')).toBe('10:30 – 11:00');
    expect(formatTimeRange(weeklySync.start, weeklySync.end, 'Europe/London')).toBe(
      '05:00 – 05:30',
    );
  });

  it('writes a sync time as the time today, else with its day', () => {
    expect(formatSyncTime('2026-11-26T04:25:00.000Z', STORY_NOW, 'Asia/Kolkata')).toBe('09:55');
    expect(formatSyncTime('2026-11-25T16:40:00.000Z', STORY_NOW, 'Asia/Kolkata')).toBe(
      '25 Nov, 22:10',
    );
  });
});

describe('sync summary', () => {
  it('says when it last synced, and why the last try failed', () => {
    expect(syncSummary(workCalendar, STORY_NOW, 'Asia/Kolkata')).toBe('Last synced at 09:55');
    expect(syncSummary(failedCalendar, STORY_NOW, 'Asia/Kolkata')).toBe(
      'Last synced at 09:55 · failed: the address answered 404 Not Found',
    );
  });

  it('says a calendar never synced is not synced yet', () => {
    const fresh = { ...workCalendar, lastSyncedAt: null, lastAttemptAt: null };
    expect(syncSummary(fresh, STORY_NOW, 'Asia/Kolkata')).toBe('Not synced yet');
    expect(syncSummary({ ...fresh, syncError: 'no calendar' }, STORY_NOW, 'Asia/Kolkata')).toBe(
      'Not synced yet · failed: no calendar',
    );
  });
});

describe('organiser', () => {
  it('says You, else the name, else the address', () => {
    expect(organiserLabel(weeklySync)).toBe('You');
    expect(organiserLabel({ ...lunch, organisedByMe: false, organiser: null })).toBeNull();
    expect(
      organiserLabel({ ...lunch, organisedByMe: false, organiser: { name: null, email: 'a@b.c' } }),
    ).toBe('a@b.c');
    expect(
      organiserLabel({
        ...lunch,
        organisedByMe: false,
        organiser: { name: 'Mei', email: 'm@b.c' },
      }),
    ).toBe('Mei');
  });
});
