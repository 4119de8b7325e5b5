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
  // The pricing table's words are SPEC requirements, word for word, so each plan's rows are
  // written out here rather than derived.
  it("lists each plan's features in the spec words and order", () => {
    const everyPlan = (extra: string, organisations: string | null) => [
      { title: 'Extra hour', value: extra },
      { title: 'Extra workflow credit', value: extra, subtext: '1 credit = 500 actions' },
      { title: 'Meeting participation', value: 'Included', subtext: 'Google Meet, Zoom, Teams' },
      { title: 'Transcripts', value: 'Unlimited' },
      { title: 'Meeting notes', value: 'Unlimited' },
      { title: "'Ask Your Data' chats", value: 'Unlimited' },
      { title: 'Meeting statistics dashboard', value: 'Included' },
      { title: 'Organisations with admins and members', value: organisations },
    ];
    expect(PLANS.map((p) => p.features)).toStrictEqual([
      [
        { title: 'AI conversational time', value: '30 minutes', subtext: 'per month' },
        { title: 'Workflow actions', value: '10', subtext: 'per month' },
        { title: 'AI voice agents', value: 'Up to 2' },
        ...everyPlan('₹399', null),
      ],
      [
        { title: 'AI conversational time', value: '3 hours', subtext: 'per month' },
        { title: 'Workflow actions', value: '300', subtext: 'per month' },
        { title: 'AI voice agents', value: 'Unlimited' },
        ...everyPlan('₹379', null),
      ],
      [
        { title: 'AI conversational time', value: '6 hours', subtext: 'per user' },
        { title: 'Workflow actions', value: '600', subtext: 'per user' },
        { title: 'AI voice agents', value: 'Unlimited' },
        ...everyPlan('₹349', 'Included'),
      ],
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
