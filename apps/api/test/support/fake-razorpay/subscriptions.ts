/**
 * The fake Razorpay's subscriptions: created, fetched, cancelled and updated over the API, paid
 * for in Checkout and charged each cycle. Assumed where Razorpay's documentation is silent: a
 * cancel at cycle end keeps the subscription `active` with `end_at` at the period's end.
 */
import type { SubscriptionCheckoutResponse } from '../../../src/providers/payments/port.js';
import { knownPlan, newPayment, planAmount, type FakeRazorpayAccount } from './account.js';
import {
  addCalendarMonths,
  flagField,
  integerField,
  newId,
  notesField,
  NOT_FOUND,
  onlyFields,
  refuse,
} from './fields.js';
import { subscriptionCheckoutSignature } from './signatures.js';
import type { FakeRazorpayPayment, FakeRazorpaySubscription } from './types.js';

/** One cycle's charge: Razorpay raises an invoice (with an order) and charges it. */
function chargeCycle(
  account: FakeRazorpayAccount,
  subscription: FakeRazorpaySubscription,
): FakeRazorpayPayment {
  return newPayment(account, {
    amount: planAmount(account, subscription.plan_id) * subscription.quantity,
    status: 'captured',
    orderId: newId('order'),
    invoiceId: newId('inv'),
    description: `Subscription ${subscription.id}`,
  });
}

export function applyScheduledPlan(
  account: FakeRazorpayAccount,
  subscription: FakeRazorpaySubscription,
) {
  const planId = account.scheduledPlans.get(subscription.id);
  if (planId === undefined) return;
  account.scheduledPlans.delete(subscription.id);
  subscription.plan_id = planId;
  subscription.has_scheduled_changes = false;
  subscription.change_scheduled_at = null;
}

export function subscriptionOf(account: FakeRazorpayAccount, id: string): FakeRazorpaySubscription {
  return account.subscriptions.get(id) ?? refuse(NOT_FOUND, 'id');
}

export function createSubscription(
  account: FakeRazorpayAccount,
  body: Record<string, unknown>,
): FakeRazorpaySubscription {
  onlyFields(body, [
    'plan_id',
    'total_count',
    'quantity',
    'customer_notify',
    'start_at',
    'expire_by',
    'addons',
    'offer_id',
    'notes',
  ]);
  if (body.plan_id === undefined) refuse('The plan id field is required.', 'plan_id');
  if (!knownPlan(account, body.plan_id)) return refuse(NOT_FOUND, 'plan_id');
  const totalCount = integerField(body, 'total_count', { required: true, min: 1 }) ?? 1;
  const quantity = integerField(body, 'quantity', { required: false, min: 1 }) ?? 1;
  const createdAt = account.now();
  const subscription: FakeRazorpaySubscription = {
    id: newId('sub'),
    entity: 'subscription',
    plan_id: body.plan_id,
    customer_id: null,
    status: 'created',
    current_start: null,
    current_end: null,
    ended_at: null,
    quantity,
    notes: notesField(body),
    charge_at: createdAt,
    start_at: null,
    end_at: addCalendarMonths(createdAt, totalCount),
    auth_attempts: 0,
    total_count: totalCount,
    paid_count: 0,
    customer_notify: flagField(body, 'customer_notify', true),
    created_at: createdAt,
    expire_by: null,
    short_url: `https://rzp.io/i/${newId(null).slice(0, 8)}`,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    source: 'api',
    offer_id: null,
    remaining_count: totalCount,
  };
  account.subscriptions.set(subscription.id, subscription);
  return subscription;
}

export function cancelSubscription(
  account: FakeRazorpayAccount,
  id: string,
  body: Record<string, unknown>,
) {
  onlyFields(body, ['cancel_at_cycle_end']);
  const subscription = subscriptionOf(account, id);
  const atCycleEnd = flagField(body, 'cancel_at_cycle_end', false);
  if (['cancelled', 'completed', 'expired'].includes(subscription.status))
    refuse(`Subscription is not cancellable in ${subscription.status} status.`);
  if (atCycleEnd && subscription.status === 'active' && subscription.current_end !== null) {
    // Assumed: it stays active, and ends with the period already paid for.
    account.cancelAtCycleEnd.add(subscription.id);
    subscription.end_at = subscription.current_end;
    return subscription;
  }
  // Without a paid period (or when asked), Razorpay cancels at once.
  subscription.status = 'cancelled';
  subscription.ended_at = account.now();
  subscription.charge_at = null;
  return subscription;
}

export function updateSubscription(
  account: FakeRazorpayAccount,
  id: string,
  body: Record<string, unknown>,
) {
  onlyFields(body, [
    'plan_id',
    'offer_id',
    'quantity',
    'remaining_count',
    'start_at',
    'schedule_change_at',
    'customer_notify',
  ]);
  const subscription = subscriptionOf(account, id);
  // Razorpay: only authenticated and active subscriptions can be updated (wording assumed).
  if (subscription.status !== 'authenticated' && subscription.status !== 'active')
    refuse(`Subscription cannot be updated in ${subscription.status} state`);
  if (body.plan_id !== undefined && !knownPlan(account, body.plan_id)) refuse(NOT_FOUND, 'plan_id');
  const when = body.schedule_change_at ?? 'now';
  if (when !== 'now' && when !== 'cycle_end')
    refuse('The selected schedule change at is invalid.', 'schedule_change_at');
  const quantity = integerField(body, 'quantity', { required: false, min: 1 });
  if (typeof body.plan_id !== 'string') return subscription;
  if (when === 'cycle_end') {
    account.scheduledPlans.set(subscription.id, body.plan_id);
    subscription.has_scheduled_changes = true;
    subscription.change_scheduled_at = subscription.current_end;
  } else {
    subscription.plan_id = body.plan_id;
    if (quantity !== undefined) subscription.quantity = quantity;
  }
  return subscription;
}

export function paySubscription(
  account: FakeRazorpayAccount,
  id: string,
): SubscriptionCheckoutResponse {
  const subscription = account.subscriptions.get(id);
  if (!subscription) throw new Error(`No fake Razorpay subscription ${id}`);
  // Checkout fails for a subscription that is cancelled, expired or already paid for.
  if (subscription.status !== 'created')
    throw new Error(`Checkout cannot pay a ${subscription.status} subscription`);
  applyScheduledPlan(account, subscription);
  const start = account.now();
  subscription.status = 'active';
  subscription.current_start = start;
  subscription.current_end = addCalendarMonths(start, 1);
  subscription.charge_at = subscription.current_end;
  subscription.start_at = start;
  subscription.auth_attempts = 0;
  subscription.paid_count = 1;
  subscription.remaining_count = subscription.total_count - 1;
  const payment = chargeCycle(account, subscription);
  return {
    razorpay_payment_id: payment.id,
    razorpay_subscription_id: subscription.id,
    // Payment first, then subscription, keyed with the key secret.
    razorpay_signature: subscriptionCheckoutSignature(
      account.keySecret,
      payment.id,
      subscription.id,
    ),
  };
}

/**
 * The next cycle's charge of an active subscription; one cancelled at cycle end is cancelled
 * instead (see FakeRazorpay.renew).
 */
export function renewSubscription(
  account: FakeRazorpayAccount,
  subscriptionId: string,
): { subscription: FakeRazorpaySubscription; payment: FakeRazorpayPayment | null } {
  const subscription = account.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`No fake Razorpay subscription ${subscriptionId}`);
  if (subscription.status !== 'active' || subscription.current_end === null)
    throw new Error(`A ${subscription.status} subscription is not charged`);
  if (account.cancelAtCycleEnd.has(subscription.id)) {
    account.cancelAtCycleEnd.delete(subscription.id);
    subscription.status = 'cancelled';
    subscription.ended_at = subscription.current_end;
    subscription.charge_at = null;
    return { subscription, payment: null };
  }
  applyScheduledPlan(account, subscription);
  subscription.current_start = subscription.current_end;
  subscription.current_end = addCalendarMonths(subscription.current_start, 1);
  subscription.paid_count += 1;
  subscription.remaining_count = subscription.total_count - subscription.paid_count;
  if (subscription.remaining_count <= 0) {
    subscription.status = 'completed';
    subscription.ended_at = subscription.current_end;
    subscription.charge_at = null;
  } else subscription.charge_at = subscription.current_end;
  return { subscription, payment: chargeCycle(account, subscription) };
}
