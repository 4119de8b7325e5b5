/** What the billing screens show, as the web app's billing container hands it to them. */
import type { PaidPlanId, PlanAction } from '@convene/domain/billing';
import type { PlanId } from '@convene/domain/plans';

export interface BillingAccount {
  credits: number;
  workflowCredits: number;
  /** The live plan (a lapsed paid plan is free). */
  plan: PlanId;
  /** Rupees per credit on the live plan. */
  pricePerCredit: number;
  /** End of the paid period; null on Free. */
  validUntil: string | null;
  /** The subscription was cancelled and ends with its period. */
  cancelAtPeriodEnd: boolean;
  /** A plan change that starts with the next period. */
  scheduledPlan: PaidPlanId | null;
  /** Workflow actions this period: included by the plan, and used so far. */
  workflowActions: { included: number; used: number };
}

/** Why credits changed (the server's ledger reasons). */
export type CreditChangeReason =
  | 'free_refill'
  | 'plan_allowance'
  | 'bot_reservation'
  | 'bot_reservation_release'
  | 'bot_call'
  | 'agent_test'
  | 'purchase'
  | 'workflow_purchase';

export interface CreditHistoryEntry {
  id: string;
  /** ISO time of the change. */
  at: string;
  reason: CreditChangeReason;
  /** Positive added credits, negative took them. */
  change: number;
  balanceAfter: number;
  /** What the change was for, e.g. the bot's name or the plan's name; null when nothing more. */
  detail: string | null;
}

/** What is in flight: each control is disabled while its own request runs. */
export interface BillingBusy {
  buyingCredits: boolean;
  buyingWorkflowCredits: boolean;
  /** The plan a subscribe (or change) is in flight for. */
  subscribing: PaidPlanId | null;
  cancelling: boolean;
}

export type { PaidPlanId, PlanAction };
