/**
 * What a test sees of the fake Razorpay (see server.ts): its entities as Razorpay's v1 API answers
 * them, the requests it was sent, its options and the handle startFakeRazorpay() answers.
 */
import type { PaidPlanId } from '@convene/domain/billing';
import type {
  OrderCheckoutResponse,
  SubscriptionCheckoutResponse,
  SubscriptionStatus,
} from '../../../src/providers/payments/port.js';
import type { WebhookRequest } from '../fake-http.js';

export interface FakeRazorpaySubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string> | [];
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: string;
  offer_id: string | null;
  remaining_count: number;
}

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: string | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface FakeRazorpayRequest {
  method: string;
  path: string;
  /** The parsed JSON body; null when there was none; the text when it was not JSON. */
  body: unknown;
  /** The Authorization header as sent. */
  authorization: string | null;
}

/** The entities a webhook carries, each under `payload.<name>.entity`. */
export interface FakeRazorpayWebhookEntities {
  subscription?: FakeRazorpaySubscription;
  payment?: FakeRazorpayPayment;
  order?: FakeRazorpayOrder;
}

export interface FakeRazorpayOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** The Razorpay plan id of each product plan (all monthly). */
  planIds?: Record<PaidPlanId, string>;
  /** Each plan's amount in paise; the product's monthly prices by default. */
  planAmounts?: Record<PaidPlanId, number>;
  /** The Dashboard's capture setting for order payments; true by default. */
  autoCapture?: boolean;
  clock?: () => Date;
}

export interface FakeRazorpay {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  planIds: Record<PaidPlanId, string>;
  accountId: string;
  subscriptions: Map<string, FakeRazorpaySubscription>;
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  requests: FakeRazorpayRequest[];
  /** The next request gets this status and body (a Razorpay-like error body by default). */
  failNext(status: number, body?: unknown): void;
  /**
   * The customer pays in Checkout. A subscription (status `created`) becomes `active` for one
   * calendar month from now with its first charge captured; an order gets a payment of its
   * amount, captured or, without auto-capture, authorized. Answers the handler's fields.
   */
  pay(subscriptionId: `sub_${string}`): SubscriptionCheckoutResponse;
  pay(orderId: `order_${string}`): OrderCheckoutResponse;
  pay(id: string): SubscriptionCheckoutResponse | OrderCheckoutResponse;
  /**
   * The next cycle's charge of an active subscription: the period moves on by a month, a scheduled
   * plan change takes effect, paid_count grows and a new captured payment is made. A subscription
   * cancelled at cycle end is cancelled instead, with no payment.
   */
  renew(subscriptionId: string): {
    subscription: FakeRazorpaySubscription;
    payment: FakeRazorpayPayment | null;
  };
  /** A webhook delivery of `event` carrying copies of the entities, signed with the webhook secret. */
  webhook(event: string, entities: FakeRazorpayWebhookEntities, eventId?: string): WebhookRequest;
  close(): Promise<void>;
}
