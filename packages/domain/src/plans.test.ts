import { describe, expect, it } from 'vitest';
import {
  PLANS,
  formatRupees,
  isLivePaidPlan,
  isLiveTeamsPlan,
  livePlan,
  normalisePlan,
} from './plans';
import { creditsTone, formatCredits } from './credits';

const now = new Date('2026-06-01T12:00:00Z');

describe('live plan', () => {
  it('is the paid plan when active and not expired, compared case-insensitively', () => {
    expect(livePlan({ plan: 'PRO', status: 'Active', validUntil: '2026-07-01' }, now)).toBe('pro');
    expect(isLiveTeamsPlan({ plan: 'Teams', status: 'active', validUntil: now }, now)).toBe(true);
  });
  it('is free when inactive, expired, missing a date or on the free plan', () => {
    expect(livePlan({ plan: 'pro', status: 'inactive', validUntil: '2026-07-01' }, now)).toBe(
      'free',
    );
    expect(livePlan({ plan: 'pro', status: 'active', validUntil: '2026-05-31' }, now)).toBe('free');
    expect(livePlan({ plan: 'teams', status: 'active', validUntil: null }, now)).toBe('free');
    expect(livePlan({ plan: 'teams', status: 'active', validUntil: 'not a date' }, now)).toBe(
      'free',
    );
    expect(livePlan({}, now)).toBe('free');
    expect(isLivePaidPlan({ plan: 'free', status: 'active', validUntil: '2027-01-01' }, now)).toBe(
      false,
    );
    expect(isLiveTeamsPlan({ plan: 'pro', status: 'active', validUntil: '2027-01-01' }, now)).toBe(
      false,
    );
  });
  it('normalises unknown plans to free', () => {
    expect(normalisePlan(undefined)).toBe('free');
    expect(normalisePlan('Enterprise')).toBe('free');
    expect(normalisePlan(' TEAMS ')).toBe('teams');
  });
});

describe('catalogue', () => {
  it('has the spec prices and badges', () => {
    expect(PLANS.map((p) => [p.name, formatRupees(p.price), p.badge])).toEqual([
      ['Free', '₹0', null],
      ['Pro', '₹1,199', 'POPULAR'],
      ['Teams', '₹2,399', 'Best Value'],
    ]);
  });
});

describe('credits', () => {
  it('says credit in the singular only for exactly one', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(12.5)).toBe('12.5 credits');
  });
  it('is red at zero or less', () => {
    expect(creditsTone(0)).toBe('empty');
    expect(creditsTone(-1)).toBe('empty');
    expect(creditsTone(0.5)).toBe('positive');
  });
});
