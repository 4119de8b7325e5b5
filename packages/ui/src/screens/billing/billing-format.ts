/** How the billing screens write credit changes; dates and counts are lib/format's. */
import { formatCount } from '../../lib/format';

import type { CreditChangeReason, CreditHistoryEntry } from './billing-types';

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
