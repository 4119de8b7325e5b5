/**
 * The plan catalogue (SPEC section 9) and the live-plan tests (SPEC section 4).
 * One module for Pricing, Billing and the server, so a price or a rule is written once.
 */
export const PLAN_IDS = ['free', 'pro', 'teams'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanFeature {
  title: string;
  /** null: the plan lacks the feature (shown as a dash). */
  value: string | null;
  subtext?: string;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Monthly price in rupees. */
  price: number;
  billingNote: string;
  badge: string | null;
  /** Price in rupees of one extra credit (one hour of usage). */
  extraHourPrice: number;
  /** Price in rupees of one extra workflow credit. */
  extraWorkflowCreditPrice: number;
  features: PlanFeature[];
}

/** 1 workflow credit = 500 workflow actions. */
export const WORKFLOW_ACTIONS_PER_CREDIT = 500;

const includedEverywhere: PlanFeature[] = [
  { title: 'Meeting participation', value: 'Included', subtext: 'Google Meet, Zoom, Teams' },
  { title: 'Transcripts', value: 'Unlimited' },
  { title: 'Meeting notes', value: 'Unlimited' },
  { title: "'Ask Your Data' chats", value: 'Unlimited' },
  { title: 'Meeting statistics dashboard', value: 'Included' },
];

/** What a plan allows, in the pricing table's words (SPEC section 9). */
interface Allowances {
  conversationalTime: string;
  workflowActions: string;
  /** What the time and the actions are counted over: each month, or each user on Teams. */
  per: 'per month' | 'per user';
  voiceAgents: string;
  /** null: the plan has no organisations. */
  organisations: string | null;
}

/**
 * A plan with its full feature list: its allowances, its extra prices (written once, in the
 * plan's price fields) and what every plan includes, each row titled here once for all plans.
 */
function plan(
  definition: Omit<PlanDefinition, 'features'>,
  allowances: Allowances,
): PlanDefinition {
  return {
    ...definition,
    features: [
      {
        title: 'AI conversational time',
        value: allowances.conversationalTime,
        subtext: allowances.per,
      },
      { title: 'Workflow actions', value: allowances.workflowActions, subtext: allowances.per },
      { title: 'AI voice agents', value: allowances.voiceAgents },
      { title: 'Extra hour', value: formatRupees(definition.extraHourPrice) },
      {
        title: 'Extra workflow credit',
        value: formatRupees(definition.extraWorkflowCreditPrice),
        subtext: `1 credit = ${WORKFLOW_ACTIONS_PER_CREDIT} actions`,
      },
      ...includedEverywhere,
      { title: 'Organisations with admins and members', value: allowances.organisations },
    ],
  };
}

export const PLANS: readonly PlanDefinition[] = [
  plan(
    {
      id: 'free',
      name: 'Free',
      price: 0,
      billingNote: 'always free',
      badge: null,
      extraHourPrice: 399,
      extraWorkflowCreditPrice: 399,
    },
    {
      conversationalTime: '30 minutes',
      workflowActions: '10',
      per: 'per month',
      voiceAgents: 'Up to 2',
      organisations: null,
    },
  ),
  plan(
    {
      id: 'pro',
      name: 'Pro',
      price: 1199,
      billingNote: 'monthly',
      badge: 'POPULAR',
      extraHourPrice: 379,
      extraWorkflowCreditPrice: 379,
    },
    {
      conversationalTime: '3 hours',
      workflowActions: '300',
      per: 'per month',
      voiceAgents: 'Unlimited',
      organisations: null,
    },
  ),
  plan(
    {
      id: 'teams',
      name: 'Teams',
      price: 2399,
      billingNote: 'per user per month',
      badge: 'Best Value',
      extraHourPrice: 349,
      extraWorkflowCreditPrice: 349,
    },
    {
      conversationalTime: '6 hours',
      workflowActions: '600',
      per: 'per user',
      voiceAgents: 'Unlimited',
      organisations: 'Included',
    },
  ),
];

export function planById(id: PlanId): PlanDefinition {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Rupees formatted for India, without paise: 1199 -> '₹1,199'. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The plan as stored, normalised: compared case-insensitively, default free. */
export function normalisePlan(plan: string | null | undefined): PlanId {
  const lowered = (plan ?? '').trim().toLowerCase();
  return (PLAN_IDS as readonly string[]).includes(lowered) ? (lowered as PlanId) : 'free';
}

export interface PlanState {
  plan?: string | null;
  status?: string | null;
  validUntil?: string | Date | null;
}

/**
 * Live paid plan: plan is pro or teams, status is active (case-insensitive) and validUntil is not
 * earlier than now. Anything else is treated as Free.
 */
export function livePlan(state: PlanState, now: Date = new Date()): PlanId {
  const plan = normalisePlan(state.plan);
  if (plan === 'free') return 'free';
  if ((state.status ?? '').trim().toLowerCase() !== 'active') return 'free';
  if (!state.validUntil) return 'free';
  const validUntil = new Date(state.validUntil);
  if (Number.isNaN(validUntil.getTime()) || validUntil.getTime() < now.getTime()) return 'free';
  return plan;
}

export function isLivePaidPlan(state: PlanState, now?: Date): boolean {
  return livePlan(state, now) !== 'free';
}

export function isLiveTeamsPlan(state: PlanState, now?: Date): boolean {
  return livePlan(state, now) === 'teams';
}
