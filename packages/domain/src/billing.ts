/**
 * Billing rules shared by the server (which enforces them) and the billing page (which mirrors
 * them): what each plan grants per period, what a credit costs on each plan, how credits become
 * workflow executions, and who may spend money (SPEC sections 4, 5, 6 and 9).
 */
import { FREE_PLAN_MONTHLY_CREDITS, MIN_CREDIT_PURCHASE } from './limits.js';
import type { OrgRole } from './organisations.js';
import {
  livePlan,
  planById,
  WORKFLOW_ACTIONS_PER_CREDIT,
  type PlanId,
  type PlanState,
} from './plans.js';

export interface PlanAllowance {
  /** Credits (hours of conversation) granted at the start of each period. */
  credits: number;
  /** Workflow actions included in each period, before workflow credits are spent. */
  workflowActions: number;
}

/** Per period: Free's refill, Pro's and Teams' monthly grant (Teams per member seat). */
export const PLAN_ALLOWANCES: Readonly<Record<PlanId, PlanAllowance>> = {
  free: { credits: FREE_PLAN_MONTHLY_CREDITS, workflowActions: 10 },
  pro: { credits: 3, workflowActions: 300 },
  teams: { credits: 6, workflowActions: 600 },
};

/** Workflow actions included this period on the user's live plan. */
export function includedWorkflowActions(state: PlanState, now: Date = new Date()): number {
  return PLAN_ALLOWANCES[livePlan(state, now)].workflowActions;
}

/** The price in rupees of one credit (one hour of usage) on the user's live plan. */
export function pricePerCredit(state: PlanState, now: Date = new Date()): number {
  return planById(livePlan(state, now)).extraHourPrice;
}

/** Workflow executions a number of credits buys: 1 credit makes 1 workflow credit of 500 actions. */
export function workflowExecutionsFor(credits: number): number {
  if (!Number.isFinite(credits) || credits <= 0) return 0;
  return Math.floor(credits) * WORKFLOW_ACTIONS_PER_CREDIT;
}

/** Most credits one purchase may buy: a larger order is almost surely a typo. */
export const MAX_CREDIT_PURCHASE = 100;

/** A count of credits to buy or to spend on workflow executions: a whole number, 1 or more. */
export function isCreditCount(value: number, max: number = Number.POSITIVE_INFINITY): boolean {
  return Number.isInteger(value) && value >= MIN_CREDIT_PURCHASE && value <= max;
}

/** The price in paise (the payment provider's unit) of `credits` credits on the live plan. */
export function creditPurchaseAmountPaise(
  credits: number,
  state: PlanState,
  now: Date = new Date(),
): number {
  return credits * pricePerCredit(state, now) * 100;
}

export const TEAMS_MEMBER_CANNOT_PAY =
  'Teams-plan organisation members cannot buy credits, buy workflow executions or subscribe.';

/**
 * Teams-plan organisation members (a member, not an admin, of the active organisation, on a live
 * Teams plan their admin pays for) cannot buy credits, buy workflow executions or subscribe.
 */
export function isTeamsPlanMember(
  state: PlanState,
  orgRole: OrgRole | null | undefined,
  now: Date = new Date(),
): boolean {
  return orgRole === 'org:member' && livePlan(state, now) === 'teams';
}

/** Paid plans a subscription can be for. */
export const PAID_PLAN_IDS = ['pro', 'teams'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** What the per-plan button of the billing page's plan comparison does. */
export type PlanAction =
  | { kind: 'cancel' }
  | { kind: 'cancelling'; until: string }
  | { kind: 'current' }
  | { kind: 'free-forever' }
  | { kind: 'subscribe'; plan: PaidPlanId }
  | { kind: 'change'; plan: PaidPlanId };

export interface SubscriptionView extends PlanState {
  /** The subscription ends with its period (it was cancelled); the plan stays live until then. */
  cancelAtPeriodEnd?: boolean;
}

/**
 * SPEC section 2, Billing: the current paid plan shows Cancel Subscription; Free shows 'Current
 * Plan' (on Free) or 'Free Forever'; other paid plans show Subscribe, which changes the plan when
 * one is already live.
 */
export function planAction(
  plan: PlanId,
  account: SubscriptionView,
  now: Date = new Date(),
): PlanAction {
  const live = livePlan(account, now);
  if (plan === 'free') return live === 'free' ? { kind: 'current' } : { kind: 'free-forever' };
  if (plan === live) {
    if (account.cancelAtPeriodEnd && account.validUntil)
      return { kind: 'cancelling', until: new Date(account.validUntil).toISOString() };
    return { kind: 'cancel' };
  }
  return live === 'free' ? { kind: 'subscribe', plan } : { kind: 'change', plan };
}
