import { describe, expect, it } from 'vitest';
import { freeRefill, oneCalendarMonthAfter } from './credits';

const now = new Date('2026-06-10T08:30:00Z');
const free = { plan: 'free', status: 'inactive', validUntil: null };

describe('the Free plan refill', () => {
  it('tops a new free user up to 0.5 credit until the same time next month', () => {
    expect(freeRefill({ ...free, credits: 0, creditsValidUntil: null }, now)).toEqual({
      due: true,
      change: 0.5,
      creditsValidUntil: new Date('2026-07-10T08:30:00Z'),
    });
  });

  it('is due once the period has passed, and not while it runs (its last instant included)', () => {
    const account = { ...free, credits: 0.2 };
    expect(freeRefill({ ...account, creditsValidUntil: '2026-06-10T08:29:59.999Z' }, now)).toEqual({
      due: true,
      change: 0.3,
      creditsValidUntil: new Date('2026-07-10T08:30:00Z'),
    });
    expect(freeRefill({ ...account, creditsValidUntil: now }, now)).toEqual({ due: false });
    expect(freeRefill({ ...account, creditsValidUntil: '2026-06-11T00:00:00Z' }, now)).toEqual({
      due: false,
    });
  });

  it('never lowers a balance: at or above 0.5 the period moves on with nothing added', () => {
    expect(freeRefill({ ...free, credits: 0.5, creditsValidUntil: null }, now)).toMatchObject({
      due: true,
      change: 0,
    });
    expect(freeRefill({ ...free, credits: 7.25, creditsValidUntil: null }, now)).toMatchObject({
      due: true,
      change: 0,
    });
  });

  it('lands exactly on 0.5 from a balance left by per-minute charges, or a negative one', () => {
    // 0.5 - 0.35 is 0.15000000000000002 in floating point.
    expect(freeRefill({ ...free, credits: 0.35, creditsValidUntil: null }, now)).toMatchObject({
      change: 0.15,
    });
    // One minute left (creditsForCall rounds a minute to 0.016667).
    expect(freeRefill({ ...free, credits: 0.016667, creditsValidUntil: null }, now)).toMatchObject({
      change: 0.483333,
    });
    expect(freeRefill({ ...free, credits: -0.1, creditsValidUntil: null }, now)).toMatchObject({
      change: 0.6,
    });
  });

  it('skips a live paid plan but refills a lapsed or inactive one, which is Free', () => {
    const credits = { credits: 0, creditsValidUntil: null };
    expect(
      freeRefill({ plan: 'pro', status: 'active', validUntil: '2026-07-01', ...credits }, now),
    ).toEqual({ due: false });
    expect(
      freeRefill({ plan: 'Teams', status: 'ACTIVE', validUntil: '2026-07-01', ...credits }, now),
    ).toEqual({ due: false });
    expect(
      freeRefill({ plan: 'pro', status: 'active', validUntil: '2026-06-01', ...credits }, now),
    ).toMatchObject({ due: true, change: 0.5 });
    expect(
      freeRefill({ plan: 'pro', status: 'cancelled', validUntil: '2026-07-01', ...credits }, now),
    ).toMatchObject({ due: true, change: 0.5 });
  });

  it('treats an unreadable period end as unset', () => {
    expect(freeRefill({ ...free, credits: 0, creditsValidUntil: 'soon' }, now)).toMatchObject({
      due: true,
    });
  });
});

describe('one calendar month after', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T23:59:00.000Z', '2026-02-28T23:59:00.000Z'],
    ['2028-01-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-03-31T12:00:00.000Z', '2026-04-30T12:00:00.000Z'],
    ['2026-12-20T06:00:00.000Z', '2027-01-20T06:00:00.000Z'],
    ['2026-02-28T00:00:00.000Z', '2026-03-28T00:00:00.000Z'],
  ])('%s -> %s', (from, to) => {
    expect(oneCalendarMonthAfter(new Date(from)).toISOString()).toBe(to);
  });
});
