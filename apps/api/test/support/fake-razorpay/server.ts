/**
 * A local stand-in for the part of Razorpay's v1 API our adapter uses: subscriptions (create,
 * fetch, cancel, update), orders, payments (fetch, capture), HTTP Basic auth with the key id and
 * secret, Razorpay's error body `{"error": {"code", "description", ...}}` and its cheap
 * validations. A test plays the customer and Razorpay's clock: pay() is what Checkout does (and
 * answers the handler's fields, signed as Checkout signs them), renew() is the next cycle's
 * charge, webhook() is a delivery signed with the webhook secret.
 *
 * Where Razorpay's documentation is silent, the fake assumes, and says so: payments carry
 * `invoice_id` and `order_id` but no `subscription_id` (Razorpay's payment entity has none), a
 * cancel at cycle end keeps the subscription `active` with `end_at` at the period's end, and the
 * wording of a few error descriptions.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  OrderCheckoutResponse,
  SubscriptionCheckoutResponse,
} from '../../../src/providers/payments/port.js';
import { readBody, send, startFakeServer } from '../fake-http.js';
import { openAccount, type FakeRazorpayAccount } from './account.js';
import { newId, NOT_FOUND, objectBody, razorpayError, Refusal, refuse } from './fields.js';
import { capturePayment, createOrder, payOrder } from './orders.js';
import { authorizationRefusal, signedWebhook } from './signatures.js';
import {
  cancelSubscription,
  createSubscription,
  paySubscription,
  renewSubscription,
  subscriptionOf,
  updateSubscription,
} from './subscriptions.js';
import type { FakeRazorpay, FakeRazorpayOptions, FakeRazorpayWebhookEntities } from './types.js';

function route(account: FakeRazorpayAccount, method: string, path: string, body: unknown): unknown {
  let match: RegExpExecArray | null;
  if (path === '/v1/subscriptions' && method === 'POST')
    return createSubscription(account, objectBody(body));
  if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
    const id = decodeURIComponent(match[1] ?? '');
    if (method === 'GET') return subscriptionOf(account, id);
    if (method === 'PATCH') return updateSubscription(account, id, objectBody(body));
  }
  if ((match = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path)) && method === 'POST')
    return cancelSubscription(account, decodeURIComponent(match[1] ?? ''), objectBody(body));
  if (path === '/v1/orders' && method === 'POST') return createOrder(account, objectBody(body));
  if ((match = /^\/v1\/orders\/([^/]+)$/.exec(path)) && method === 'GET')
    return account.orders.get(decodeURIComponent(match[1] ?? '')) ?? refuse(NOT_FOUND, 'id');
  if ((match = /^\/v1\/payments\/([^/]+)$/.exec(path)) && method === 'GET')
    return account.payments.get(decodeURIComponent(match[1] ?? '')) ?? refuse(NOT_FOUND, 'id');
  if ((match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path)) && method === 'POST')
    return capturePayment(account, decodeURIComponent(match[1] ?? ''), objectBody(body));
  return refuse('The requested URL was not found on the server');
}

/** A webhook delivery of `event` carrying copies of the entities. */
function webhookBody(
  account: FakeRazorpayAccount,
  event: string,
  entities: FakeRazorpayWebhookEntities,
): string {
  const contains = (['subscription', 'payment', 'order'] as const).filter(
    (name) => entities[name] !== undefined,
  );
  const payload = Object.fromEntries(
    // A copy: the webhook is a snapshot of the entities when the event happened.
    contains.map((name) => [name, { entity: structuredClone(entities[name]) }]),
  );
  return JSON.stringify({
    entity: 'event',
    account_id: account.accountId,
    event,
    contains,
    payload,
    created_at: account.now(),
  });
}

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
  const account = openAccount(options);
  const { keyId, keySecret, subscriptions, orders, requests } = account;
  let failure: { status: number; body: unknown } | null = null;

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
    const unauthorized = authorizationRefusal(req.headers.authorization, keyId, keySecret);
    if (unauthorized) return send(res, 401, razorpayError(unauthorized));
    if (notJson) return send(res, 400, razorpayError('The request body is not valid JSON.'));
    try {
      return send(res, 200, route(account, method, url.pathname, body));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(res, error.status, razorpayError(error.description, undefined, error.field));
    }
  }

  function pay(id: `sub_${string}`): SubscriptionCheckoutResponse;
  function pay(id: `order_${string}`): OrderCheckoutResponse;
  function pay(id: string): SubscriptionCheckoutResponse | OrderCheckoutResponse;
  function pay(id: string): SubscriptionCheckoutResponse | OrderCheckoutResponse {
    if (subscriptions.has(id)) return paySubscription(account, id);
    if (orders.has(id)) return payOrder(account, id);
    throw new Error(`No fake Razorpay subscription or order ${id}`);
  }

  const server = await startFakeServer(handle);

  return {
    baseUrl: server.baseUrl,
    keyId,
    keySecret,
    webhookSecret: account.webhookSecret,
    planIds: account.planIds,
    accountId: account.accountId,
    subscriptions,
    orders,
    payments: account.payments,
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
    renew: (subscriptionId) => renewSubscription(account, subscriptionId),
    webhook: (event, entities, eventId) =>
      signedWebhook(
        account.webhookSecret,
        webhookBody(account, event, entities),
        eventId ?? newId(null),
      ),
    close: server.close,
  };
}
