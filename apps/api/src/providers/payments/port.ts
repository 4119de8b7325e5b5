/**
 * The payment port: whatever takes card payments for plans (subscriptions) and credit purchases
 * (orders). Razorpay with keys; the embedded sandbox without, which keeps its subscriptions,
 * orders and payments in the database and says plainly that no money moves. Both speak
 * Razorpay's shapes and sign with Razorpay's formulas (signatures.ts), so the billing feature's
 * verification is one path for both.
 */
import type { PaidPlanId } from '@convene/domain/billing';

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** Razorpay's subscription statuses (the sandbox uses the same). */
export type SubscriptionStatus =
  | 'created'
  | 'authenticated'
  | 'active'
  | 'pending'
  | 'halted'
  | 'cancelled'
  | 'completed'
  | 'expired'
  | 'paused';

export interface ProviderSubscription {
  id: string;
  /** The product's plan the provider's plan id maps to; null for a plan id this server does not know. */
  plan: PaidPlanId | null;
  status: SubscriptionStatus;
  /** Start and end of the period paid for; null before the first charge. */
  currentStart: Date | null;
  currentEnd: Date | null;
  /** Charges made so far. */
  paidCount: number;
  /** A plan change waits for the end of the period (Razorpay `has_scheduled_changes`). */
  hasScheduledChanges: boolean;
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** In paise. */
  amount: number;
  currency: string;
  orderId: string | null;
  subscriptionId: string | null;
}

export interface ProviderOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
}

/** A verified webhook, reduced to what billing applies. */
export interface PaymentWebhookEvent {
  /** `x-razorpay-event-id`: unique per event and the same on every redelivery. */
  eventId: string;
  /** e.g. `subscription.charged`, `payment.captured`. */
  event: string;
  subscription: ProviderSubscription | null;
  payment: ProviderPayment | null;
}

/** A webhook as it arrived: its headers (lower-case names) and its body's exact bytes. */
export interface PaymentWebhookDelivery {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: string;
}

/** The fields Checkout hands to its success handler, signed by the provider. */
export interface SubscriptionCheckoutResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export interface OrderCheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The provider refused the request (a bad id, a subscription that cannot be changed). */
export class PaymentRequestError extends Error {
  override name = 'PaymentRequestError';
  constructor(
    message: string,
    /** The provider's HTTP status. */
    readonly status: number,
  ) {
    super(message);
  }
}

/** The provider could not be reached or failed (network, 5xx, rate limit): try again later. */
export class PaymentUnavailableError extends Error {
  override name = 'PaymentUnavailableError';
}

/** A webhook whose signature does not hold, or which is not a Razorpay event. */
export class PaymentWebhookSignatureError extends Error {
  override name = 'PaymentWebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id Checkout opens with. */
  readonly keyId: string;
  createSubscription(input: {
    plan: PaidPlanId;
    /** Kept on the provider's record, so its dashboard names whose subscription it is. */
    notes: Record<string, string>;
  }): Promise<ProviderSubscription>;
  fetchSubscription(id: string): Promise<ProviderSubscription>;
  /** Ends the subscription with its current period: the plan stays paid for until then. */
  cancelSubscriptionAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  /** Moves the subscription to another plan from its next period on. */
  changeSubscriptionPlan(id: string, plan: PaidPlanId): Promise<ProviderSubscription>;
  createOrder(input: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchPayment(id: string): Promise<ProviderPayment>;
  /** Captures an authorised payment (when the account does not capture automatically). */
  capturePayment(id: string, amount: number, currency: string): Promise<ProviderPayment>;
  /** Checks Checkout's signature for the subscription this server created (its id, not the browser's). */
  subscriptionSignatureHolds(
    subscriptionId: string,
    response: SubscriptionCheckoutResponse,
  ): boolean;
  /** Verifies `x-razorpay-signature` over the raw body; throws PaymentWebhookSignatureError. */
  readWebhook(delivery: PaymentWebhookDelivery): PaymentWebhookEvent;
}
