/**
 * Pro and Teams subscriptions (SPEC sections 4 and 7). The browser starts one and reports
 * Checkout's signed answer, but a plan goes live only on what the provider itself says: verify
 * asks it, and its webhooks tell it; both apply the provider's state through one function, under
 * the profile's lock, so whichever comes first applies it and the other finds it done.
 */
import { DomainError } from '@convene/domain/errors';
import { PLAN_ALLOWANCES, type PaidPlanId } from '@convene/domain/billing';
import { livePlan, planById } from '@convene/domain/plans';
import { and, eq, or } from 'drizzle-orm';
import { applyCreditChange, lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import type { Caller } from '../providers/auth/port.js';
import type { OrganisationDirectory } from '../providers/organisations/port.js';
import type {
  PaymentProvider,
  ProviderSubscription,
  SubscriptionCheckoutResponse,
} from '../providers/payments/port.js';
import { askProvider, refuseTeamsPlanMember } from './payment-calls.js';
import { subscription } from './schema.js';

export interface SubscriptionServices {
  db: Database;
  payments: PaymentProvider;
  directory: OrganisationDirectory;
  clock: () => Date;
}

/** A subscription that ended for good: a late event about it never makes it live again. */
const ENDED = new Set(['cancelled', 'completed', 'expired']);
/** A subscription created but never paid is given up after this long, so it stops being pending. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export type SubscriptionOutcome = 'live' | 'unpaid' | 'ended' | 'unknown';

type SubscriptionRow = typeof subscription.$inferSelect;

/**
 * Records what the provider says of a subscription, in the caller's transaction: a paid period
 * makes the plan live until the period's end and grants the plan's allowance once per period
 * (keyed by subscription and period start, the same key for verify and every webhook); a
 * subscription that ended ends the plan it carried.
 */
export async function applySubscriptionState(
  tx: Database,
  state: ProviderSubscription,
  now: Date,
): Promise<SubscriptionOutcome> {
  const [known] = await tx.select().from(subscription).where(eq(subscription.id, state.id));
  if (!known) return 'unknown';
  const account = await lockBalance(tx, known.userId);
  const [row] = await tx
    .select()
    .from(subscription)
    .where(eq(subscription.id, state.id))
    .for('update');
  if (!row) return 'unknown';
  const [owner] = await tx
    .select({
      subscriptionId: profile.subscriptionId,
      pendingSubscriptionId: profile.pendingSubscriptionId,
      scheduledPlan: profile.scheduledPlan,
    })
    .from(profile)
    .where(eq(profile.userId, row.userId));
  const carriesPlan = owner?.subscriptionId === row.id;
  const isPending = owner?.pendingSubscriptionId === row.id;
  const paid =
    (state.status === 'active' || state.status === 'authenticated') &&
    state.currentStart !== null &&
    state.currentEnd !== null &&
    state.paidCount > 0;

  if (paid && !ENDED.has(row.status) && state.currentStart && state.currentEnd) {
    const plan = state.plan ?? row.plan;
    const periodEnd =
      carriesPlan && account.validUntil && account.validUntil > state.currentEnd
        ? account.validUntil
        : state.currentEnd;
    await tx
      .update(subscription)
      .set({ status: state.status, plan, currentEnd: periodEnd, updatedAt: now })
      .where(eq(subscription.id, row.id));
    const granted = await applyCreditChange(tx, {
      userId: row.userId,
      change: PLAN_ALLOWANCES[plan].credits,
      reason: 'plan_allowance',
      idempotencyKey: `plan-allowance:${row.id}:${state.currentStart.toISOString()}`,
      paymentId: row.id,
      detail: planById(plan).name,
    });
    await tx
      .update(profile)
      .set({
        plan,
        status: 'active',
        validUntil: periodEnd,
        subscriptionId: row.id,
        ...(isPending ? { pendingSubscriptionId: null } : {}),
        // A new subscription carries no cancellation or change of the one it replaces.
        ...(carriesPlan ? {} : { cancelAtPeriodEnd: false }),
        scheduledPlan: state.hasScheduledChanges ? (owner?.scheduledPlan ?? null) : null,
        // A new period starts counting workflow actions from nothing.
        ...(granted !== null ? { workflowActionsUsed: 0 } : {}),
        updatedAt: now,
      })
      .where(eq(profile.userId, row.userId));
    return 'live';
  }

  const ended = ENDED.has(state.status) || state.status === 'halted' || state.status === 'paused';
  if (ended) {
    await tx
      .update(subscription)
      .set({ status: state.status, updatedAt: now })
      .where(eq(subscription.id, row.id));
    if (carriesPlan || isPending)
      await tx
        .update(profile)
        .set({
          ...(carriesPlan
            ? { status: state.status, cancelAtPeriodEnd: false, scheduledPlan: null }
            : {}),
          ...(isPending ? { pendingSubscriptionId: null } : {}),
          updatedAt: now,
        })
        .where(eq(profile.userId, row.userId));
    return 'ended';
  }

  await tx
    .update(subscription)
    .set({ status: state.status, updatedAt: now })
    .where(eq(subscription.id, row.id));
  // Checkout closed without paying: after a while the subscription stops holding the account
  // in "pending" (which skips the free refill on every load).
  if (isPending && now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS)
    await tx
      .update(profile)
      .set({ pendingSubscriptionId: null, updatedAt: now })
      .where(eq(profile.userId, row.userId));
  return 'unpaid';
}

/** Asks the provider for a subscription and records its state. */
async function refreshSubscription(
  services: SubscriptionServices,
  id: string,
): Promise<SubscriptionOutcome> {
  const state = await askProvider(() => services.payments.fetchSubscription(id));
  return services.db.transaction((tx) => applySubscriptionState(tx, state, services.clock()));
}

/**
 * Who the subscription is for: the caller, or, for an organisation admin, a member of the
 * caller's active organisation.
 */
async function subscriber(
  services: SubscriptionServices,
  caller: Caller,
  userId: string,
): Promise<string> {
  if (userId === caller.userId) return userId;
  const refused = new DomainError(
    'forbidden',
    'You can subscribe for yourself, or for a member of the organisation you administer.',
  );
  if (caller.orgRole !== 'org:admin' || !caller.orgId) throw refused;
  const members = await services.directory.members(caller.orgId);
  if (!members?.some((member) => member.userId === userId)) throw refused;
  return userId;
}

export async function createSubscription(
  services: SubscriptionServices,
  caller: Caller,
  request: { plan: PaidPlanId; userId: string },
): Promise<{ subscriptionId: string }> {
  const userId = await subscriber(services, caller, request.userId);
  const now = services.clock();
  const [callerAccount, account] = await Promise.all([
    services.db.transaction((tx) => lockBalance(tx, caller.userId)),
    services.db.transaction((tx) => lockBalance(tx, userId)),
  ]);
  refuseTeamsPlanMember(caller, callerAccount, now);
  if (livePlan(account, now) !== 'free')
    throw new DomainError(
      'conflict',
      userId === caller.userId
        ? 'Your subscription is already live. To move to another plan, switch plans instead.'
        : 'This member already has a live plan.',
    );
  const created = await askProvider(() =>
    services.payments.createSubscription({
      plan: request.plan,
      notes: { userId, paidBy: caller.userId, plan: request.plan },
    }),
  );
  await services.db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    await tx.insert(subscription).values({
      id: created.id,
      provider: services.payments.name,
      userId,
      paidBy: caller.userId,
      plan: request.plan,
      status: created.status,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(profile)
      .set({ pendingSubscriptionId: created.id, updatedAt: now })
      .where(eq(profile.userId, userId));
  });
  return { subscriptionId: created.id };
}

/** A subscription of the caller's own, or one the caller paid for; else not found. */
async function subscriptionOfCaller(
  db: Database,
  caller: Caller,
  id: string,
): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.id, id),
        or(eq(subscription.userId, caller.userId), eq(subscription.paidBy, caller.userId)),
      ),
    );
  if (!row) throw new DomainError('not_found', 'Subscription not found');
  return row;
}

/**
 * Checks Checkout's signature against the subscription this server created for the user (its
 * pending one, or the one already live), never the id the browser names, and records the payment.
 */
export async function saveSubscriptionDetails(
  services: SubscriptionServices,
  caller: Caller,
  request: { response: SubscriptionCheckoutResponse; selectedPlan: PaidPlanId; userId: string },
): Promise<void> {
  const userId = await subscriber(services, caller, request.userId);
  const [owner] = await services.db
    .select({
      pendingSubscriptionId: profile.pendingSubscriptionId,
      subscriptionId: profile.subscriptionId,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  const ours = owner?.pendingSubscriptionId ?? owner?.subscriptionId;
  if (!ours) throw new DomainError('not_found', 'Subscription not found');
  const row = await subscriptionOfCaller(services.db, caller, ours);
  const invalid = new DomainError('invalid', 'The payment signature does not match.');
  if (request.response.razorpay_subscription_id !== row.id || request.selectedPlan !== row.plan)
    throw invalid;
  if (!services.payments.subscriptionSignatureHolds(row.id, request.response)) throw invalid;
  await services.db
    .update(subscription)
    .set({ checkoutPaymentId: request.response.razorpay_payment_id, updatedAt: services.clock() })
    .where(eq(subscription.id, row.id));
}

export async function verifySubscription(
  services: SubscriptionServices,
  caller: Caller,
  subscriptionId: string,
): Promise<void> {
  const row = await subscriptionOfCaller(services.db, caller, subscriptionId);
  const outcome = await refreshSubscription(services, row.id);
  if (outcome === 'unpaid')
    throw new DomainError('conflict', 'The payment for this subscription has not completed yet.');
  if (outcome !== 'live') throw new DomainError('conflict', 'This subscription has ended.');
}

/**
 * The live subscription of `userId` (the caller, or a member of the organisation the caller
 * administers), which the caller must be the one paying for: a member's Teams seat is its admin's
 * to manage.
 */
async function liveSubscriptionPaidByCaller(
  services: SubscriptionServices,
  caller: Caller,
  userId: string = caller.userId,
): Promise<{ row: SubscriptionRow; account: typeof profile.$inferSelect }> {
  await subscriber(services, caller, userId);
  const [account] = await services.db.select().from(profile).where(eq(profile.userId, userId));
  if (!account?.subscriptionId || livePlan(account, services.clock()) === 'free')
    throw new DomainError(
      'not_found',
      userId === caller.userId
        ? 'You have no active subscription.'
        : 'This member has no active subscription.',
    );
  const row = await subscriptionOfCaller(services.db, caller, account.subscriptionId);
  if (row.paidBy !== caller.userId)
    throw new DomainError(
      'forbidden',
      userId === caller.userId
        ? 'Your organisation admin manages this subscription.'
        : 'This member pays for their own subscription.',
    );
  return { row, account };
}

/** Cancels at the end of the paid period; the plan stays live until then. */
export async function cancelSubscription(
  services: SubscriptionServices,
  caller: Caller,
  userId?: string,
): Promise<void> {
  const { row, account } = await liveSubscriptionPaidByCaller(services, caller, userId);
  await cancelAtPeriodEnd(services, row, account);
}

/**
 * A member leaving an organisation takes no seat with them that their admin keeps paying for: a
 * live subscription of theirs that `payerId` pays ends with its period.
 */
export async function cancelSeatPaidBy(
  services: SubscriptionServices,
  payerId: string,
  memberId: string,
): Promise<void> {
  const [account] = await services.db.select().from(profile).where(eq(profile.userId, memberId));
  if (!account?.subscriptionId || livePlan(account, services.clock()) === 'free') return;
  const [row] = await services.db
    .select()
    .from(subscription)
    .where(and(eq(subscription.id, account.subscriptionId), eq(subscription.paidBy, payerId)));
  if (row) await cancelAtPeriodEnd(services, row, account);
}

async function cancelAtPeriodEnd(
  services: SubscriptionServices,
  row: SubscriptionRow,
  account: typeof profile.$inferSelect,
): Promise<void> {
  if (account.cancelAtPeriodEnd) return;
  const state = await askProvider(() => services.payments.cancelSubscriptionAtPeriodEnd(row.id));
  await services.db.transaction(async (tx) => {
    const outcome = await applySubscriptionState(tx, state, services.clock());
    if (outcome === 'live')
      await tx
        .update(profile)
        .set({ cancelAtPeriodEnd: true, scheduledPlan: null, updatedAt: services.clock() })
        .where(eq(profile.userId, row.userId));
  });
}

/** Moves the live subscription to `plan` from its next period on (or back, undoing a change). */
export async function changeSubscriptionPlan(
  services: SubscriptionServices,
  caller: Caller,
  plan: PaidPlanId,
): Promise<void> {
  const { row, account } = await liveSubscriptionPaidByCaller(services, caller);
  const now = services.clock();
  refuseTeamsPlanMember(caller, account, now);
  if (account.cancelAtPeriodEnd)
    throw new DomainError(
      'conflict',
      'Your subscription ends with this period. Subscribe again once it has ended.',
    );
  const current = livePlan(account, now);
  if ((account.scheduledPlan ?? current) === plan) return;
  await askProvider(() => services.payments.changeSubscriptionPlan(row.id, plan));
  await services.db
    .update(profile)
    .set({ scheduledPlan: plan === current ? null : plan, updatedAt: now })
    .where(eq(profile.userId, caller.userId));
}
