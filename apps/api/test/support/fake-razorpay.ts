/**
 * A local stand-in for the part of Razorpay's v1 API our adapter uses: subscriptions (create,
 * fetch, cancel, update), orders, payments (fetch, capture), HTTP Basic auth with the key id and
 * secret, Razorpay's error body `{"error": {"code", "description", ...}}` and its cheap
 * validations. A test plays the customer and Razorpay's clock: pay() is what Checkout does (and
 * answers the handler's fields, signed as Checkout signs them), renew() is the next cycle's
 * charge, webhook() is a delivery signed with the webhook secret.
 *
 * Signatures are computed here with node:crypto directly, not with src/providers/payments/
 * signatures.ts, so that a wrong formula there fails the tests instead of agreeing with itself.
 *
 * Where Razorpay's documentation is silent, the fake assumes, and says so: payments carry
 * `invoice_id` and `order_id` but no `subscription_id` (Razorpay's payment entity has none), a
 * cancel at cycle end keeps the subscription `active` with `end_at` at the period's end, and the
 * wording of a few error descriptions.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PaidPlanId } from '@convene/domain/billing';
import type {
  OrderCheckoutResponse,
  SubscriptionCheckoutResponse,
  SubscriptionStatus,
} from '../../src/providers/payments/port.js';
import { readBody, send, startFakeServer, type WebhookRequest } from './fake-http.js';

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

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters and digits. */
function newId(prefix: string | null): string {
  let id = '';
  for (let index = 0; index < 14; index++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return prefix ? `${prefix}_${id}` : id;
}

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One calendar month on, in UTC, kept to the last day of a shorter month (31 Jan → 28/29 Feb). */
export function addCalendarMonths(unixSeconds: number, months: number): number {
  const at = new Date(unixSeconds * 1000);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return Math.floor(at.getTime() / 1000);
}

/** Razorpay's error body. */
export function razorpayError(description: string, code = 'BAD_REQUEST_ERROR', field?: string) {
  return {
    error: {
      code,
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

/** A refusal: thrown by the handlers, answered by the server loop. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

function refuse(description: string, field?: string): never {
  throw new Refusal(400, description, field);
}
const NOT_FOUND = 'The id provided does not exist';

/** Razorpay refuses fields it does not take, naming them. */
function onlyFields(body: Record<string, unknown>, allowed: readonly string[]) {
  const extra = Object.keys(body).filter((name) => !allowed.includes(name));
  if (extra.length > 0) refuse(`${extra.join(', ')} is/are not required and should not be sent`);
}

function integerField(
  body: Record<string, unknown>,
  name: string,
  { required, min }: { required: boolean; min: number },
): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) refuse(`The ${name.replaceAll('_', ' ')} field is required.`, name);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value))
    refuse(`The ${name.replaceAll('_', ' ')} must be an integer.`, name);
  if ((value as number) < min)
    refuse(`The ${name.replaceAll('_', ' ')} must be at least ${min}.`, name);
  return value as number;
}

/** Notes: at most 15 keys of at most 256 characters each; stored as Razorpay answers them. */
function notesField(body: Record<string, unknown>): Record<string, string> | [] {
  const notes = body.notes;
  if (notes === undefined || notes === null || (Array.isArray(notes) && notes.length === 0))
    return [];
  if (!isRecord(notes)) return refuse('The notes must be an array.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) refuse('The notes may not have more than 15 items.', 'notes');
  const kept: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number')
      refuse('The notes values must be strings.', 'notes');
    if (String(value).length > 256)
      refuse('The notes values may not be greater than 256 characters.', 'notes');
    kept[key] = String(value);
  }
  return entries.length === 0 ? [] : kept;
}

/** 0, 1, true or false, as Razorpay takes booleans. */
function flagField(body: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (value === 1 || value === '1' || value === true) return true;
  if (value === 0 || value === '0' || value === false) return false;
  return refuse(`The ${name.replaceAll('_', ' ')} field must be true or false.`, name);
}

const DEFAULT_PLAN_AMOUNTS: Record<PaidPlanId, number> = {
  // The product's monthly prices (₹1,199 and ₹2,399) in paise.
  pro: 119_900,
  teams: 239_900,
};

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? `rzp_test_${newId(null)}`;
  const keySecret = options.keySecret ?? randomBytes(18).toString('base64url');
  const webhookSecret = options.webhookSecret ?? `whsec_fake_${randomBytes(12).toString('hex')}`;
  const planIds = options.planIds ?? { pro: newId('plan'), teams: newId('plan') };
  const planAmounts = options.planAmounts ?? DEFAULT_PLAN_AMOUNTS;
  const autoCapture = options.autoCapture ?? true;
  const clock = options.clock ?? (() => new Date());
  const accountId = newId('acc');
  const now = () => Math.floor(clock().getTime() / 1000);

  const subscriptions = new Map<string, FakeRazorpaySubscription>();
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments = new Map<string, FakeRazorpayPayment>();
  const requests: FakeRazorpayRequest[] = [];
  /** Plan changes waiting for the end of the cycle, by subscription id. */
  const scheduledPlans = new Map<string, string>();
  /** Subscriptions cancelled at the end of their cycle. */
  const cancelAtCycleEnd = new Set<string>();
  let failure: { status: number; body: unknown } | null = null;

  const planAmount = (planId: string): number => {
    const plan = (Object.keys(planIds) as PaidPlanId[]).find((name) => planIds[name] === planId);
    if (!plan) throw new Error(`No fake Razorpay plan ${planId}`);
    return planAmounts[plan];
  };
  const knownPlan = (planId: unknown): planId is string =>
    typeof planId === 'string' && Object.values(planIds).includes(planId);

  function newPayment(fields: {
    amount: number;
    status: FakeRazorpayPayment['status'];
    orderId: string;
    invoiceId: string | null;
    description: string;
  }): FakeRazorpayPayment {
    const payment: FakeRazorpayPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: fields.amount,
      currency: 'INR',
      status: fields.status,
      order_id: fields.orderId,
      invoice_id: fields.invoiceId,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: fields.status === 'captured',
      description: fields.description,
      card_id: newId('card'),
      bank: null,
      wallet: null,
      vpa: null,
      email: 'customer@example.com',
      contact: '+919000090000',
      notes: [],
      fee: fields.status === 'captured' ? Math.round(fields.amount * 0.02) : null,
      tax: fields.status === 'captured' ? 0 : null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  /** One cycle's charge: Razorpay raises an invoice (with an order) and charges it. */
  function chargeCycle(subscription: FakeRazorpaySubscription): FakeRazorpayPayment {
    return newPayment({
      amount: planAmount(subscription.plan_id) * subscription.quantity,
      status: 'captured',
      orderId: newId('order'),
      invoiceId: newId('inv'),
      description: `Subscription ${subscription.id}`,
    });
  }

  function applyScheduledPlan(subscription: FakeRazorpaySubscription) {
    const planId = scheduledPlans.get(subscription.id);
    if (planId === undefined) return;
    scheduledPlans.delete(subscription.id);
    subscription.plan_id = planId;
    subscription.has_scheduled_changes = false;
    subscription.change_scheduled_at = null;
  }

  function subscriptionOf(id: string): FakeRazorpaySubscription {
    return subscriptions.get(id) ?? refuse(NOT_FOUND, 'id');
  }

  function createSubscription(body: Record<string, unknown>): FakeRazorpaySubscription {
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
    if (!knownPlan(body.plan_id)) return refuse(NOT_FOUND, 'plan_id');
    const totalCount = integerField(body, 'total_count', { required: true, min: 1 }) ?? 1;
    const quantity = integerField(body, 'quantity', { required: false, min: 1 }) ?? 1;
    const createdAt = now();
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
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function cancelSubscription(id: string, body: Record<string, unknown>) {
    onlyFields(body, ['cancel_at_cycle_end']);
    const subscription = subscriptionOf(id);
    const atCycleEnd = flagField(body, 'cancel_at_cycle_end', false);
    if (['cancelled', 'completed', 'expired'].includes(subscription.status))
      refuse(`Subscription is not cancellable in ${subscription.status} status.`);
    if (atCycleEnd && subscription.status === 'active' && subscription.current_end !== null) {
      // Assumed: it stays active, and ends with the period already paid for.
      cancelAtCycleEnd.add(subscription.id);
      subscription.end_at = subscription.current_end;
      return subscription;
    }
    // Without a paid period (or when asked), Razorpay cancels at once.
    subscription.status = 'cancelled';
    subscription.ended_at = now();
    subscription.charge_at = null;
    return subscription;
  }

  function updateSubscription(id: string, body: Record<string, unknown>) {
    onlyFields(body, [
      'plan_id',
      'offer_id',
      'quantity',
      'remaining_count',
      'start_at',
      'schedule_change_at',
      'customer_notify',
    ]);
    const subscription = subscriptionOf(id);
    // Razorpay: only authenticated and active subscriptions can be updated (wording assumed).
    if (subscription.status !== 'authenticated' && subscription.status !== 'active')
      refuse(`Subscription cannot be updated in ${subscription.status} state`);
    if (body.plan_id !== undefined && !knownPlan(body.plan_id)) refuse(NOT_FOUND, 'plan_id');
    const when = body.schedule_change_at ?? 'now';
    if (when !== 'now' && when !== 'cycle_end')
      refuse('The selected schedule change at is invalid.', 'schedule_change_at');
    const quantity = integerField(body, 'quantity', { required: false, min: 1 });
    if (typeof body.plan_id !== 'string') return subscription;
    if (when === 'cycle_end') {
      scheduledPlans.set(subscription.id, body.plan_id);
      subscription.has_scheduled_changes = true;
      subscription.change_scheduled_at = subscription.current_end;
    } else {
      subscription.plan_id = body.plan_id;
      if (quantity !== undefined) subscription.quantity = quantity;
    }
    return subscription;
  }

  function createOrder(body: Record<string, unknown>): FakeRazorpayOrder {
    onlyFields(body, [
      'amount',
      'currency',
      'receipt',
      'notes',
      'partial_payment',
      'first_payment_min_amount',
      'payment_capture',
    ]);
    const amount = integerField(body, 'amount', { required: true, min: 0 }) ?? 0;
    if (amount < 100) refuse('The amount must be atleast INR 1.00', 'amount');
    if (body.currency === undefined) refuse('The currency field is required.', 'currency');
    // The fake's account takes rupees only, as an account without international payments.
    if (body.currency !== 'INR') refuse('Currency is not supported', 'currency');
    const receipt = body.receipt;
    if (receipt !== undefined && receipt !== null && typeof receipt !== 'string')
      refuse('The receipt must be a string.', 'receipt');
    if (typeof receipt === 'string' && receipt.length > 40)
      refuse('The receipt may not be greater than 40 characters.', 'receipt');
    const order: FakeRazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesField(body),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function markOrderPaid(orderId: string | null, amount: number) {
    const order = orderId ? orders.get(orderId) : undefined;
    if (!order) return;
    order.status = 'paid';
    order.amount_paid = amount;
    order.amount_due = 0;
  }

  function capturePayment(id: string, body: Record<string, unknown>): FakeRazorpayPayment {
    onlyFields(body, ['amount', 'currency']);
    const payment = payments.get(id) ?? refuse(NOT_FOUND, 'id');
    const amount = integerField(body, 'amount', { required: true, min: 1 });
    if (body.currency === undefined) refuse('The currency field is required.', 'currency');
    if (payment.status === 'captured') refuse('This payment has already been captured');
    if (payment.status !== 'authorized')
      refuse('Only payments which have been authorized and not yet captured can be captured');
    if (amount !== payment.amount)
      refuse('Capture amount must be equal to the amount authorized', 'amount');
    if (body.currency !== payment.currency)
      refuse('The currency should be same as the payment currency', 'currency');
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = 0;
    markOrderPaid(payment.order_id, payment.amount);
    return payment;
  }

  /** The body a route gets: an object, as Razorpay takes nothing else at the top level. */
  function objectBody(body: unknown): Record<string, unknown> {
    if (body === null) return {};
    if (!isRecord(body)) return refuse('The request body must be a JSON object.');
    return body;
  }

  function route(method: string, path: string, body: unknown): unknown {
    let match: RegExpExecArray | null;
    if (path === '/v1/subscriptions' && method === 'POST')
      return createSubscription(objectBody(body));
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1] ?? '');
      if (method === 'GET') return subscriptionOf(id);
      if (method === 'PATCH') return updateSubscription(id, objectBody(body));
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path)) && method === 'POST')
      return cancelSubscription(decodeURIComponent(match[1] ?? ''), objectBody(body));
    if (path === '/v1/orders' && method === 'POST') return createOrder(objectBody(body));
    if ((match = /^\/v1\/orders\/([^/]+)$/.exec(path)) && method === 'GET')
      return orders.get(decodeURIComponent(match[1] ?? '')) ?? refuse(NOT_FOUND, 'id');
    if ((match = /^\/v1\/payments\/([^/]+)$/.exec(path)) && method === 'GET')
      return payments.get(decodeURIComponent(match[1] ?? '')) ?? refuse(NOT_FOUND, 'id');
    if ((match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path)) && method === 'POST')
      return capturePayment(decodeURIComponent(match[1] ?? ''), objectBody(body));
    return refuse('The requested URL was not found on the server');
  }

  /** Basic auth, written exactly as Razorpay wants it (`Basic <base64 of key_id:key_secret>`). */
  function authorizationRefusal(header: string | undefined): string | null {
    if (!header) return 'Please provide your api key for authentication purposes.';
    const token = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header)?.[1];
    const decoded = token ? Buffer.from(token, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (colon < 0) return 'The api key provided is invalid';
    if (decoded.slice(0, colon) !== keyId || decoded.slice(colon + 1) !== keySecret)
      return 'The api key provided is invalid';
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    let body: unknown = null;
    let notJson = false;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
        notJson = true;
      }
    }
    requests.push({
      method,
      path: url.pathname,
      body,
      authorization: req.headers.authorization ?? null,
    });

    if (failure) {
      const { status, body: failureBody } = failure;
      failure = null;
      return send(res, status, failureBody);
    }
    const unauthorized = authorizationRefusal(req.headers.authorization);
    if (unauthorized) return send(res, 401, razorpayError(unauthorized));
    if (notJson) return send(res, 400, razorpayError('The request body is not valid JSON.'));
    try {
      return send(res, 200, route(method, url.pathname, body));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(res, error.status, razorpayError(error.description, undefined, error.field));
    }
  }

  function paySubscription(id: string): SubscriptionCheckoutResponse {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No fake Razorpay subscription ${id}`);
    // Checkout fails for a subscription that is cancelled, expired or already paid for.
    if (subscription.status !== 'created')
      throw new Error(`Checkout cannot pay a ${subscription.status} subscription`);
    applyScheduledPlan(subscription);
    const start = now();
    subscription.status = 'active';
    subscription.current_start = start;
    subscription.current_end = addCalendarMonths(start, 1);
    subscription.charge_at = subscription.current_end;
    subscription.start_at = start;
    subscription.auth_attempts = 0;
    subscription.paid_count = 1;
    subscription.remaining_count = subscription.total_count - 1;
    const payment = chargeCycle(subscription);
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscription.id,
      // Payment first, then subscription, keyed with the key secret.
      razorpay_signature: hmacHex(keySecret, `${payment.id}|${subscription.id}`),
    };
  }

  function payOrder(id: string): OrderCheckoutResponse {
    const order = orders.get(id);
    if (!order) throw new Error(`No fake Razorpay order ${id}`);
    if (order.status === 'paid') throw new Error(`Order ${id} is already paid`);
    order.attempts += 1;
    const payment = newPayment({
      amount: order.amount,
      status: autoCapture ? 'captured' : 'authorized',
      orderId: order.id,
      invoiceId: null,
      description: `Order ${order.id}`,
    });
    if (autoCapture) markOrderPaid(order.id, order.amount);
    else order.status = 'attempted';
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      // Order first, then payment, keyed with the key secret.
      razorpay_signature: hmacHex(keySecret, `${order.id}|${payment.id}`),
    };
  }

  function pay(id: `sub_${string}`): SubscriptionCheckoutResponse;
  function pay(id: `order_${string}`): OrderCheckoutResponse;
  function pay(id: string): SubscriptionCheckoutResponse | OrderCheckoutResponse;
  function pay(id: string): SubscriptionCheckoutResponse | OrderCheckoutResponse {
    if (subscriptions.has(id)) return paySubscription(id);
    if (orders.has(id)) return payOrder(id);
    throw new Error(`No fake Razorpay subscription or order ${id}`);
  }

  const server = await startFakeServer(handle);

  return {
    baseUrl: server.baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    planIds,
    accountId,
    subscriptions,
    orders,
    payments,
    requests,
    failNext(status, body) {
      const fallback =
        status >= 500
          ? razorpayError(
              'The server encountered an error. The incident has been reported to admins.',
              'SERVER_ERROR',
            )
          : razorpayError(status === 429 ? 'Too many requests' : 'Failing as asked');
      failure = { status, body: body === undefined ? fallback : body };
    },
    pay,
    renew(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No fake Razorpay subscription ${subscriptionId}`);
      if (subscription.status !== 'active' || subscription.current_end === null)
        throw new Error(`A ${subscription.status} subscription is not charged`);
      if (cancelAtCycleEnd.has(subscription.id)) {
        cancelAtCycleEnd.delete(subscription.id);
        subscription.status = 'cancelled';
        subscription.ended_at = subscription.current_end;
        subscription.charge_at = null;
        return { subscription, payment: null };
      }
      applyScheduledPlan(subscription);
      subscription.current_start = subscription.current_end;
      subscription.current_end = addCalendarMonths(subscription.current_start, 1);
      subscription.paid_count += 1;
      subscription.remaining_count = subscription.total_count - subscription.paid_count;
      if (subscription.remaining_count <= 0) {
        subscription.status = 'completed';
        subscription.ended_at = subscription.current_end;
        subscription.charge_at = null;
      } else subscription.charge_at = subscription.current_end;
      return { subscription, payment: chargeCycle(subscription) };
    },
    webhook(event, entities, eventId) {
      const contains = (['subscription', 'payment', 'order'] as const).filter(
        (name) => entities[name] !== undefined,
      );
      const payload = Object.fromEntries(
        // A copy: the webhook is a snapshot of the entities when the event happened.
        contains.map((name) => [name, { entity: structuredClone(entities[name]) }]),
      );
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event,
        contains,
        payload,
        created_at: now(),
      });
      return {
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, rawBody),
          'x-razorpay-event-id': eventId ?? newId(null),
        },
        rawBody,
      };
    },
    close: server.close,
  };
}
