/**
 * Standard Webhooks (Svix) signatures, as Recall.ai signs its webhooks: HMAC-SHA256 keyed with the
 * base64-decoded `whsec_` secret over `id.timestamp.rawBody`, sent as space-separated `v1,<base64>`
 * entries in `webhook-signature` (or `svix-signature` on older workspaces), with the timestamp
 * checked against our clock. Written on node:crypto rather than the `standardwebhooks` package
 * because that package reads Date.now() itself, and the server's clock is injected.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { headerValue } from '../../contract/headers.js';
import { WebhookSignatureError, type WebhookDelivery } from './port.js';

/** Svix and the Standard Webhooks libraries refuse messages further than this from now. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = 'whsec_';

export function standardWebhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new WebhookSignatureError('The webhook secret is empty');
  return key;
}

/** The base64 signature of one message (without its `v1,`). */
export function standardWebhookSignature(
  key: Buffer,
  messageId: string,
  timestamp: string,
  rawBody: string,
): string {
  return createHmac('sha256', key).update(`${messageId}.${timestamp}.${rawBody}`).digest('base64');
}

/**
 * Verifies a delivery; resolves with its message id (stable across redelivery, so the dedupe key).
 * Throws WebhookSignatureError when there is no secret, a header is missing, the timestamp is out
 * of tolerance, or no `v1` signature matches.
 */
export function verifyStandardWebhook(
  delivery: WebhookDelivery,
  secret: string | null,
  now: Date,
): string {
  if (!secret) throw new WebhookSignatureError('No webhook secret is configured');
  // New workspaces send webhook-*, those created before the workspace secret send svix-*.
  const prefix = headerValue(delivery.headers, 'webhook-id') !== undefined ? 'webhook' : 'svix';
  const messageId = headerValue(delivery.headers, `${prefix}-id`);
  const timestamp = headerValue(delivery.headers, `${prefix}-timestamp`);
  const signatures = headerValue(delivery.headers, `${prefix}-signature`);
  if (!messageId || !timestamp || !signatures)
    throw new WebhookSignatureError('The webhook signature headers are missing');
  if (!/^\d+$/.test(timestamp)) throw new WebhookSignatureError('The webhook timestamp is invalid');
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (skew > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('The webhook timestamp is too far from now');

  const expected = Buffer.from(
    standardWebhookSignature(standardWebhookKey(secret), messageId, timestamp, delivery.rawBody),
  );
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',', 2);
    if (version !== 'v1' || !signature) return false;
    // Compared as text, as the Standard Webhooks libraries do: base64 decoding would forgive junk.
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No webhook signature matches');
  return messageId;
}
