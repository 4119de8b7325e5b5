/**
 * How the fake Razorpay signs and authenticates: Checkout's handler fields, webhook deliveries and
 * HTTP Basic auth with the key id and secret.
 *
 * Signatures are computed here with node:crypto directly, not with src/providers/payments/
 * signatures.ts, so that a wrong formula there fails the tests instead of agreeing with itself.
 */
import { createHmac } from 'node:crypto';
import type { WebhookRequest } from '../fake-http.js';

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Checkout's signature of a subscription's first payment: payment first, then subscription. */
export function subscriptionCheckoutSignature(
  keySecret: string,
  paymentId: string,
  subscriptionId: string,
): string {
  return hmacHex(keySecret, `${paymentId}|${subscriptionId}`);
}

/** Checkout's signature of an order's payment: order first, then payment. */
export function orderCheckoutSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** A delivery of `rawBody` as Razorpay makes it: signed with the webhook secret, with its event id. */
export function signedWebhook(
  webhookSecret: string,
  rawBody: string,
  eventId: string,
): WebhookRequest {
  return {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(webhookSecret, rawBody),
      'x-razorpay-event-id': eventId,
    },
    rawBody,
  };
}

/**
 * Basic auth, written exactly as Razorpay wants it (`Basic <base64 of key_id:key_secret>`):
 * answers why a request is refused, or null when it is not.
 */
export function authorizationRefusal(
  header: string | undefined,
  keyId: string,
  keySecret: string,
): string | null {
  if (!header) return 'Please provide your api key for authentication purposes.';
  const token = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header)?.[1];
  const decoded = token ? Buffer.from(token, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'The api key provided is invalid';
  if (decoded.slice(0, colon) !== keyId || decoded.slice(colon + 1) !== keySecret)
    return 'The api key provided is invalid';
  return null;
}
