/** How the billing screens write dates, counts and credit changes. */
import { PRODUCT_TIME_ZONE } from '@convene/domain/time';

import type { CreditChangeReason, CreditHistoryEntry } from './billing-types';

const day = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: PRODUCT_TIME_ZONE,
});

/** A renewal or end date, day/month/year in India like every date of the app ('12/12/2026'). */
export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : day.format(date);
}

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A count with Indian digit grouping and at most two decimals: 1500 -> '1,500', 0.25 -> '0.25'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** '1 workflow credit', '2 workflow credits'. */
export function formatWorkflowCredits(credits: number): string {
  return `${formatCount(credits)} ${credits === 1 ? 'workflow credit' : 'workflow credits'}`;
}

/** Added credits read '+2', taken ones '−0.25' (a true minus sign), no change '0'. */
export function formatCreditChange(change: number): string {
  const amount = formatCount(Math.abs(change));
  if (amount === '0') return '0';
  return change > 0 ? `+${amount}` : `\u2212${amount}`;
}

export type CreditChangeTone = 'added' | 'taken' | 'none';

export function creditChangeTone(change: number): CreditChangeTone {
  if (formatCount(Math.abs(change)) === '0') return 'none';
  return change > 0 ? 'added' : 'taken';
}

export const CREDIT_CHANGE_LABELS: Readonly<Record<CreditChangeReason, string>> = {
  free_refill: 'Free plan monthly credit',
  plan_allowance: 'Plan allowance',
  bot_reservation: 'Held for a meeting bot',
  bot_reservation_release: 'Meeting bot hold released',
  bot_call: 'Meeting bot call',
  agent_test: 'Agent test',
  purchase: 'Credits bought',
  workflow_purchase: 'Workflow executions bought',
};

/** What a credit change was: its reason, then what it was for when the server says ('Meeting bot call · Weekly sync'). */
export function creditChangeDescription(
  entry: Pick<CreditHistoryEntry, 'reason' | 'detail'>,
): string {
  const label = CREDIT_CHANGE_LABELS[entry.reason] ?? entry.reason;
  const detail = entry.detail?.trim();
  return detail ? `${label} · ${detail}` : label;
}
