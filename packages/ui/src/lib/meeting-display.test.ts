import { describe, expect, it } from 'vitest';

import {
  formatMeetingDateTime,
  formatTranscriptTime,
  meetingPlatformName,
  uniqueParticipantNames,
} from './meeting-display';

const INDIA = 'Asia/Kolkata';

describe('formatMeetingDateTime', () => {
  it('reads day/month/year with a 24-hour time in India', () => {
    expect(formatMeetingDateTime('2026-11-20T09:05:00.000Z', INDIA)).toBe('20/11/2026, 14:35');
    expect(formatMeetingDateTime('2026-01-03T18:45:00.000Z', INDIA)).toBe('04/01/2026, 00:15');
  });

  it("reads the viewer's zone when given another", () => {
    expect(formatMeetingDateTime('2026-11-20T09:05:00.000Z', 'Europe/London')).toBe(
      '20/11/2026, 09:05',
    );
    expect(formatTranscriptTime('2026-07-20T12:34:56.000Z', 'Europe/London')).toBe('13:34:56');
  });

  it('says N/A when there is no time or it cannot be read', () => {
    expect(formatMeetingDateTime(null, INDIA)).toBe('N/A');
    expect(formatMeetingDateTime('', INDIA)).toBe('N/A');
    expect(formatMeetingDateTime('not a date', INDIA)).toBe('N/A');
  });
});

describe('formatTranscriptTime', () => {
  it('reads a 24-hour time of day with seconds', () => {
    expect(formatTranscriptTime('2026-11-20T12:34:56.000Z', INDIA)).toBe('18:04:56');
  });

  it('says N/A when a segment has no timestamp', () => {
    expect(formatTranscriptTime(null, INDIA)).toBe('N/A');
    expect(formatTranscriptTime('yesterday', INDIA)).toBe('N/A');
  });
});

describe('meetingPlatformName', () => {
  it('names the known platforms, keeps others as sent and says N/A for none', () => {
    expect(meetingPlatformName('google_meet')).toBe('Google Meet');
    expect(meetingPlatformName('zoom')).toBe('Zoom');
    expect(meetingPlatformName('webex')).toBe('webex');
    expect(meetingPlatformName(null)).toBe('N/A');
  });
});

describe('uniqueParticipantNames', () => {
  it('lists each person once in order of appearance, trimmed, without blanks', () => {
    const names = uniqueParticipantNames(
      ['Priya', 'Arjun', ' Priya ', '', 'Mei'].map((name) => ({ participant: { name } })),
    );
    expect(names).toEqual(['Priya', 'Arjun', 'Mei']);
  });
});
