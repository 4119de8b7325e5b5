/** Credits display rules (SPEC section 4) and the Free plan's monthly refill (SPEC sections 4 and 9). */
import { FREE_PLAN_MONTHLY_CREDITS } from './limits.js';
import { livePlan, type PlanState } from './plans.js';

export function formatCredits(credits: number): string {
  // At most two decimals, without trailing zeros: 12.5 -> '12.5', 3 -> '3'.
  return `${Number(credits.toFixed(2))} ${credits === 1 ? 'credit' : 'credits'}`;
}

export type CreditsTone = 'positive' | 'empty';

export function creditsTone(credits: number): CreditsTone {
  return credits > 0 ? 'positive' : 'empty';
}

/** What the refill rule reads: the plan state and the credits with the end of their period. */
export interface FreeRefillAccount extends PlanState {
  credits: number;
  creditsValidUntil?: string | Date | null;
}

export type FreeRefill =
  | { due: false }
  | {
      due: true;
      /** Credits to add: up to the Free plan's amount, never taking any away. */
      change: number;
      /** The end of the period the refill opens. */
      creditsValidUntil: Date;
    };

/**
 * The Free plan's refill: a user on the free plan (a lapsed paid plan counts as free) whose
 * credits period has passed or never started is topped up to 0.5 credit for one calendar month
 * from now. A balance already at or above 0.5 is kept; the period still moves on.
 */
export function freeRefill(account: FreeRefillAccount, now: Date): FreeRefill {
  if (livePlan(account, now) !== 'free') return { due: false };
  if (creditsPeriodRunning(account.creditsValidUntil, now)) return { due: false };
  return {
    due: true,
    // Credits are kept to 6 decimals (see creditsForCall), so the top-up lands exactly on 0.5
    // instead of a floating-point width beside it.
    change: Math.max(0, Number((FREE_PLAN_MONTHLY_CREDITS - account.credits).toFixed(6))),
    creditsValidUntil: oneCalendarMonthAfter(now),
  };
}

/** Like a paid plan's validUntil, the period still runs at its last instant. */
function creditsPeriodRunning(validUntil: string | Date | null | undefined, now: Date): boolean {
  if (!validUntil) return false;
  const end = new Date(validUntil).getTime();
  return !Number.isNaN(end) && end >= now.getTime();
}

/** The same day and time next month (UTC), or that month's last day when it is shorter. */
export function oneCalendarMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}
