/**
 * Razorpay's entities as its API and webhooks send them, read into the port's types. The sandbox
 * keeps the same entities, so one reader serves both adapters.
 */
import { createHash } from 'node:crypto';
import { PAID_PLAN_IDS, type PaidPlanId } from '@convene/domain/billing';
import {
  PaymentWebhookSignatureError,
  type PaymentStatus,
  type PaymentWebhookDelivery,
  type PaymentWebhookEvent,
  type ProviderPayment,
  type ProviderSubscription,
  type SubscriptionStatus,
} from './port.js';
import { signatureMatches, webhookSignature } from './signatures.js';

/** The provider's plan id of each product plan. */
export type PlanIds = Readonly<Record<PaidPlanId, string>>;

export interface RazorpaySubscriptionEntity {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: SubscriptionStatus;
  /** Unix seconds; null before the first charge. */
  current_start: number | null;
  current_end: number | null;
  ended_at?: number | null;
  paid_count: number;
  total_count?: number;
  has_scheduled_changes?: boolean;
  change_scheduled_at?: number | null;
  notes?: Record<string, string> | unknown[];
  created_at?: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string | null;
  invoice_id?: string | null;
  subscription_id?: string | null;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
  notes?: Record<string, string> | unknown[];
  created_at?: number;
}

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid?: number;
  currency: string;
  receipt?: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes?: Record<string, string> | unknown[];
  created_at?: number;
}

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
  'paused',
];
const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

function fromUnixSeconds(value: number | null | undefined): Date | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function planOfPlanId(planIds: PlanIds, planId: string): PaidPlanId | null {
  return PAID_PLAN_IDS.find((plan) => planIds[plan] === planId) ?? null;
}

/**
 * The entity as Razorpay's `kind`, once it is an object with a string id whose other required
 * fields pass `valid`; otherwise throws.
 */
function readEntity<Entity>(
  entity: unknown,
  kind: string,
  valid: (entity: Record<string, unknown>) => boolean,
): Entity {
  if (!isRecord(entity) || typeof entity.id !== 'string' || !valid(entity))
    throw new Error(`Not a Razorpay ${kind}`);
  return entity as unknown as Entity;
}

export function readSubscription(entity: unknown, planIds: PlanIds): ProviderSubscription {
  const subscription = readEntity<RazorpaySubscriptionEntity>(
    entity,
    'subscription',
    (read) =>
      typeof read.plan_id === 'string' &&
      SUBSCRIPTION_STATUSES.includes(read.status as SubscriptionStatus),
  );
  return {
    id: subscription.id,
    plan: planOfPlanId(planIds, subscription.plan_id),
    status: subscription.status,
    currentStart: fromUnixSeconds(subscription.current_start),
    currentEnd: fromUnixSeconds(subscription.current_end),
    paidCount: typeof subscription.paid_count === 'number' ? subscription.paid_count : 0,
    hasScheduledChanges: subscription.has_scheduled_changes === true,
  };
}

export function readPayment(entity: unknown): ProviderPayment {
  const payment = readEntity<RazorpayPaymentEntity>(
    entity,
    'payment',
    (read) =>
      typeof read.amount === 'number' &&
      typeof read.currency === 'string' &&
      PAYMENT_STATUSES.includes(read.status as PaymentStatus),
  );
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    orderId: typeof payment.order_id === 'string' ? payment.order_id : null,
    subscriptionId: typeof payment.subscription_id === 'string' ? payment.subscription_id : null,
  };
}

function header(delivery: PaymentWebhookDelivery, name: string): string | null {
  const value = delivery.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.trim() : null;
}

/**
 * Verifies `x-razorpay-signature` (hex HMAC of the raw body with the webhook secret) and reads
 * the envelope `{event, payload: {subscription?: {entity}, payment?: {entity}}}`. The event id is
 * `x-razorpay-event-id`, or, were it missing, the body's hash (a redelivery sends the same body).
 */
export function readRazorpayWebhook(
  delivery: PaymentWebhookDelivery,
  webhookSecret: string | null,
  planIds: PlanIds,
): PaymentWebhookEvent {
  if (!webhookSecret) throw new PaymentWebhookSignatureError('No webhook secret is configured');
  const signature = header(delivery, 'x-razorpay-signature');
  if (!signature) throw new PaymentWebhookSignatureError('The signature header is missing');
  if (!signatureMatches(webhookSignature(delivery.rawBody, webhookSecret), signature))
    throw new PaymentWebhookSignatureError('The signature does not match');
  let envelope: unknown;
  try {
    envelope = JSON.parse(delivery.rawBody);
  } catch {
    throw new PaymentWebhookSignatureError('The body is not JSON');
  }
  if (!isRecord(envelope) || typeof envelope.event !== 'string')
    throw new PaymentWebhookSignatureError('Not a Razorpay event');
  const payload = isRecord(envelope.payload) ? envelope.payload : {};
  const entityOf = (name: string): unknown =>
    isRecord(payload[name]) ? (payload[name] as Record<string, unknown>).entity : undefined;
  const subscriptionEntity = entityOf('subscription');
  const paymentEntity = entityOf('payment');
  return {
    eventId:
      header(delivery, 'x-razorpay-event-id') ??
      `body:${createHash('sha256').update(delivery.rawBody).digest('hex')}`,
    event: envelope.event,
    subscription:
      subscriptionEntity === undefined ? null : readSubscription(subscriptionEntity, planIds),
    payment: paymentEntity === undefined ? null : readPayment(paymentEntity),
  };
}
