import { describe, expect, it } from 'vitest';

import { creditChangeDescription, creditChangeTone, formatCreditChange } from './billing-format';

describe('formatCreditChange', () => {
  it('signs additions with a plus and deductions with a minus sign', () => {
    expect(formatCreditChange(2)).toBe('+2');
    expect(formatCreditChange(-0.25)).toBe('\u22120.25');
    expect(formatCreditChange(0)).toBe('0');
    expect(formatCreditChange(-0.001)).toBe('0');
  });

  it('gives each change its tone', () => {
    expect(creditChangeTone(2)).toBe('added');
    expect(creditChangeTone(-0.25)).toBe('taken');
    expect(creditChangeTone(0)).toBe('none');
  });
});

describe('creditChangeDescription', () => {
  it('names the reason and adds the detail when there is one', () => {
    expect(creditChangeDescription({ reason: 'bot_call', detail: 'Weekly sync' })).toBe(
      'Meeting bot call · Weekly sync',
    );
    expect(creditChangeDescription({ reason: 'purchase', detail: null })).toBe('Credits bought');
    expect(creditChangeDescription({ reason: 'free_refill', detail: '  ' })).toBe(
      'Free plan monthly credit',
    );
  });
});
