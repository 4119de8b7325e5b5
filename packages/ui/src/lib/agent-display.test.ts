import { describe, expect, it } from 'vitest';

import { agentSettingLabel, formatCreatedDate, needsReadMore } from './agent-display';

describe('agentSettingLabel', () => {
  it('upper-cases a mode or voice and shows N/A when missing', () => {
    expect(agentSettingLabel('passive')).toBe('PASSIVE');
    expect(agentSettingLabel('female')).toBe('FEMALE');
    expect(agentSettingLabel(null)).toBe('N/A');
    expect(agentSettingLabel(undefined)).toBe('N/A');
    expect(agentSettingLabel('')).toBe('N/A');
  });
});

describe('needsReadMore', () => {
  it('is true only above 100 characters', () => {
    expect(needsReadMore('a'.repeat(100))).toBe(false);
    expect(needsReadMore('a'.repeat(101))).toBe(true);
  });

  it('counts the text a reader sees, not the markdown marks', () => {
    expect(needsReadMore(`## Role\n- **${'a'.repeat(94)}**`)).toBe(false);
    expect(needsReadMore(`## Role\n- **${'a'.repeat(95)}**`)).toBe(true);
  });
});

describe('formatCreatedDate', () => {
  it('formats for India in Indian time', () => {
    expect(formatCreatedDate('2026-11-21T10:00:00.000Z', 'Asia/Kolkata')).toBe('21 Nov 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatCreatedDate('2026-11-21T20:00:00.000Z', 'Asia/Kolkata')).toBe('22 Nov 2026');
  });

  it("reads the day in the viewer's zone", () => {
    expect(formatCreatedDate('2026-11-21T20:00:00.000Z', 'Europe/London')).toBe('21 Nov 2026');
  });

  it('shows N/A for a missing or unreadable date', () => {
    expect(formatCreatedDate(undefined, 'Asia/Kolkata')).toBe('N/A');
    expect(formatCreatedDate('not a date', 'Asia/Kolkata')).toBe('N/A');
  });
});
