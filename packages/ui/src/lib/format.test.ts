import { describe, expect, it } from 'vitest';

import { formatBillingDate, formatCount, formatWorkflowCredits } from './format';

describe('formatBillingDate', () => {
  it('reads day/month/year in India', () => {
    expect(formatBillingDate('2026-12-12T12:00:00.000Z', 'Asia/Kolkata')).toBe('12/12/2026');
    // 20:00 UTC is already the next day in India.
    expect(formatBillingDate('2026-12-31T20:00:00.000Z', 'Asia/Kolkata')).toBe('01/01/2027');
  });

  it("reads the day in the viewer's zone", () => {
    expect(formatBillingDate('2026-12-31T20:00:00.000Z', 'Europe/London')).toBe('31/12/2026');
  });

  it('says N/A without a readable date', () => {
    expect(formatBillingDate(null, 'Asia/Kolkata')).toBe('N/A');
    expect(formatBillingDate('soon', 'Asia/Kolkata')).toBe('N/A');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way and keeps at most two decimals', () => {
    expect(formatCount(1500)).toBe('1,500');
    expect(formatCount(150000)).toBe('1,50,000');
    expect(formatCount(0.25)).toBe('0.25');
    expect(formatCount(1 / 3)).toBe('0.33');
  });
});

describe('formatWorkflowCredits', () => {
  it('is singular for exactly one', () => {
    expect(formatWorkflowCredits(1)).toBe('1 workflow credit');
    expect(formatWorkflowCredits(0)).toBe('0 workflow credits');
    expect(formatWorkflowCredits(2)).toBe('2 workflow credits');
  });
});
