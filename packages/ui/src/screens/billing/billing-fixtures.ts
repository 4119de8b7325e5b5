/** The billing stories' accounts, plan actions and credit history. */
import { planAction, type PlanAction, type SubscriptionView } from '@convene/domain/billing';
import { PLAN_IDS, type PlanId } from '@convene/domain/plans';

import type { BillingAccount, CreditHistoryEntry } from './billing-screen';

/** Stories never read the clock: every date is fixed so screenshots stay the same. */
const NOW = new Date('2026-11-20T06:30:00.000Z');
const PERIOD_END = '2026-12-12T12:00:00.000Z';

export const freeAccount: BillingAccount = {
  credits: 0.5,
  workflowCredits: 0,
  plan: 'free',
  pricePerCredit: 399,
  validUntil: null,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  workflowActions: { included: 10, used: 4 },
};

export const proAccount: BillingAccount = {
  credits: 2.5,
  workflowCredits: 2,
  plan: 'pro',
  pricePerCredit: 379,
  validUntil: PERIOD_END,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  workflowActions: { included: 300, used: 120 },
};

export const teamsAccount: BillingAccount = {
  ...proAccount,
  credits: 6,
  workflowCredits: 1,
  plan: 'teams',
  pricePerCredit: 349,
  workflowActions: { included: 600, used: 45 },
};

/** What the container computes with the domain's planAction, at the stories' fixed time. */
export function actionsFor(account: BillingAccount): Record<PlanId, PlanAction> {
  const view: SubscriptionView = {
    plan: account.plan,
    status: account.plan === 'free' ? 'inactive' : 'active',
    validUntil: account.validUntil,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
  };
  return Object.fromEntries(PLAN_IDS.map((id) => [id, planAction(id, view, NOW)])) as Record<
    PlanId,
    PlanAction
  >;
}

export const entries: CreditHistoryEntry[] = [
  {
    id: 'chg_7',
    at: '2026-11-19T10:05:00.000Z',
    reason: 'workflow_purchase',
    change: -1,
    balanceAfter: 2.5,
    detail: null,
  },
  {
    id: 'chg_6',
    at: '2026-11-18T09:47:00.000Z',
    reason: 'bot_reservation_release',
    change: 0.25,
    balanceAfter: 3.5,
    detail: 'Weekly product sync',
  },
  {
    id: 'chg_5',
    at: '2026-11-18T09:46:00.000Z',
    reason: 'bot_call',
    change: -0.25,
    balanceAfter: 3.25,
    detail: 'Weekly product sync',
  },
  {
    id: 'chg_4',
    at: '2026-11-18T09:00:00.000Z',
    reason: 'bot_reservation',
    change: -0.5,
    balanceAfter: 3.5,
    detail: 'Weekly product sync',
  },
  {
    id: 'chg_3',
    at: '2026-11-14T16:20:00.000Z',
    reason: 'purchase',
    change: 2,
    balanceAfter: 4,
    detail: null,
  },
  {
    id: 'chg_2',
    at: '2026-11-12T12:00:00.000Z',
    reason: 'plan_allowance',
    change: 3,
    balanceAfter: 2,
    detail: 'Pro',
  },
  {
    id: 'chg_1',
    at: '2026-10-12T04:00:00.000Z',
    reason: 'free_refill',
    change: 0.5,
    balanceAfter: 0.5,
    detail: null,
  },
];

export const idle = {
  buyingCredits: false,
  buyingWorkflowCredits: false,
  subscribing: null,
  cancelling: false,
} as const;
