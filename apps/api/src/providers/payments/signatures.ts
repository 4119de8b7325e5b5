/**
 * Razorpay's signatures, as its docs and SDK compute them: hex HMAC-SHA256 of
 * `payment_id|subscription_id` (subscriptions: payment first), of `order_id|payment_id` (orders:
 * order first), each keyed with the key secret, and of the raw webhook body keyed with the
 * webhook secret. The sandbox signs with the same formulas under its local secrets. Compared in
 * constant time, unlike the SDK's `===`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function subscriptionSignature(
  paymentId: string,
  subscriptionId: string,
  keySecret: string,
): string {
  return hmacHex(keySecret, `${paymentId}|${subscriptionId}`);
}

export function orderSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Whether `given` is the hex signature `expected`, compared in constant time. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
