/**
 * Razorpay's REST API (v1) behind the payment port: subscriptions for the plans, orders for
 * credit purchases, payments read and captured, Checkout's subscription signature checked, and
 * webhooks verified (razorpay-shapes.ts reads the entities, signatures.ts holds the formulas).
 * Plain `fetch` rather than the SDK: five endpoints do not need axios, and the SDK compares
 * signatures with `===`.
 */
import type { PaidPlanId } from '@convene/domain/billing';
import type { RazorpayPaymentsConfig } from './config.js';
import {
  PaymentRequestError,
  PaymentUnavailableError,
  type PaymentProvider,
  type ProviderOrder,
} from './port.js';
import { readPayment, readRazorpayWebhook, readSubscription } from './razorpay-shapes.js';
import { signatureMatches, subscriptionSignature } from './signatures.js';

const SERVICE = 'Razorpay';
export const RAZORPAY_TIMEOUT_MS = 30_000;
/**
 * Billing cycles a subscription is created for. Razorpay requires a count; 120 monthly cycles
 * (ten years) stands for "until cancelled".
 */
export const SUBSCRIPTION_TOTAL_COUNT = 120;

interface RazorpayAnswer {
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Razorpay's `{"error": {"code", "description", ...}}`, or a short excerpt of whatever came instead. */
function refusalMessage(answer: RazorpayAnswer, method: string, path: string): string {
  const error = isRecord(answer.body) ? answer.body.error : undefined;
  const description = isRecord(error) ? error.description : undefined;
  if (typeof description === 'string' && description.trim()) return description;
  const excerpt = answer.text.length > 300 ? `${answer.text.slice(0, 300)}...` : answer.text;
  return `${SERVICE} answered HTTP ${answer.status} to ${method} ${path}${excerpt ? `: ${excerpt}` : ''}`;
}

function readOrder(entity: unknown): ProviderOrder {
  if (
    !isRecord(entity) ||
    typeof entity.id !== 'string' ||
    typeof entity.amount !== 'number' ||
    typeof entity.currency !== 'string'
  )
    throw new Error('Not a Razorpay order');
  return { id: entity.id, amount: entity.amount, currency: entity.currency };
}

export function createRazorpayProvider(config: RazorpayPaymentsConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  /**
   * One call to the API. Network failures, timeouts, 429 and 5xx are PaymentUnavailableError (the
   * caller may try again later); any other non-2xx is PaymentRequestError with Razorpay's own
   * description. A 2xx answer is read with `read`: one that is not the entity asked for is also
   * PaymentUnavailableError, since a 2xx that is not Razorpay's (a proxy's page, a truncated body)
   * says nothing about our request and asking again is the only sensible move.
   */
  async function call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body: unknown,
    read: (entity: unknown) => T,
  ): Promise<T> {
    const fullPath = `/v1${path}`;
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${fullPath}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentUnavailableError(
        `${SERVICE} could not be reached (${method} ${fullPath}): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The body can time out or be cut off after the headers came.
      throw new PaymentUnavailableError(
        `${SERVICE} stopped answering ${method} ${fullPath}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
    if (response.status === 429 || response.status >= 500)
      throw new PaymentUnavailableError(
        `${SERVICE} answered HTTP ${response.status} to ${method} ${fullPath}`,
      );
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const answer = { status: response.status, body: parsed, text };
    if (response.status < 200 || response.status > 299)
      throw new PaymentRequestError(refusalMessage(answer, method, fullPath), response.status);
    try {
      return read(parsed);
    } catch (error) {
      throw new PaymentUnavailableError(
        `${SERVICE} answered ${method} ${fullPath} with HTTP ${response.status} and a body it could not read: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }

  const asSubscription = (entity: unknown) => readSubscription(entity, config.planIds);
  const subscriptionPath = (id: string) => `/subscriptions/${encodeURIComponent(id)}`;
  const paymentPath = (id: string) => `/payments/${encodeURIComponent(id)}`;
  const planId = (plan: PaidPlanId) => config.planIds[plan];

  return {
    name: 'razorpay',
    keyId: config.keyId,

    createSubscription({ plan, notes }) {
      return call(
        'POST',
        '/subscriptions',
        {
          plan_id: planId(plan),
          total_count: SUBSCRIPTION_TOTAL_COUNT,
          quantity: 1,
          // Razorpay emails the customer about the subscription's charges.
          customer_notify: 1,
          notes,
        },
        asSubscription,
      );
    },

    fetchSubscription(id) {
      return call('GET', subscriptionPath(id), undefined, asSubscription);
    },

    cancelSubscriptionAtPeriodEnd(id) {
      // Razorpay's default cancels at once; the period already paid for must stay live.
      return call(
        'POST',
        `${subscriptionPath(id)}/cancel`,
        { cancel_at_cycle_end: 1 },
        asSubscription,
      );
    },

    changeSubscriptionPlan(id, plan) {
      // At the cycle's end, so nothing is prorated, charged or refunded mid-period.
      return call(
        'PATCH',
        subscriptionPath(id),
        { plan_id: planId(plan), schedule_change_at: 'cycle_end' },
        asSubscription,
      );
    },

    createOrder({ amount, currency, receipt, notes }) {
      return call('POST', '/orders', { amount, currency, receipt, notes }, readOrder);
    },

    fetchPayment(id) {
      return call('GET', paymentPath(id), undefined, readPayment);
    },

    capturePayment(id, amount, currency) {
      return call('POST', `${paymentPath(id)}/capture`, { amount, currency }, readPayment);
    },

    subscriptionSignatureHolds(subscriptionId, response) {
      // The id this server created, never `response.razorpay_subscription_id`: the browser's
      // could name another subscription that was paid for (Razorpay's docs say the same).
      return signatureMatches(
        subscriptionSignature(response.razorpay_payment_id, subscriptionId, config.keySecret),
        response.razorpay_signature,
      );
    },

    readWebhook(delivery) {
      return readRazorpayWebhook(delivery, config.webhookSecret, config.planIds);
    },
  };
}
