/**
 * `POST /api/webhooks/razorpay`: the provider's word on subscriptions and payments. Applied only
 * when the signature over the raw body holds; each event id is recorded in the transaction that
 * applies it, so a redelivered event (or ten at once) changes nothing the second time.
 */
import { DomainError } from '@convene/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import {
  PaymentWebhookSignatureError,
  type PaymentProvider,
  type PaymentWebhookDelivery,
  type PaymentWebhookEvent,
} from '../providers/payments/port.js';
import { creditOrderPayment } from './credit-purchases.js';
import { paymentEvent } from './schema.js';
import { applySubscriptionState } from './subscriptions.js';

export const WEBHOOK_REFUSED = 'Invalid webhook signature';

const SUBSCRIPTION_EVENTS = new Set([
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
  'subscription.paused',
  'subscription.resumed',
  'subscription.updated',
]);
const CAPTURED_PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);

export interface PaymentWebhookServices {
  db: Database;
  payments: PaymentProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
}

async function apply(tx: Database, event: PaymentWebhookEvent, now: Date): Promise<string> {
  if (SUBSCRIPTION_EVENTS.has(event.event) && event.subscription)
    return applySubscriptionState(tx, event.subscription, now);
  if (CAPTURED_PAYMENT_EVENTS.has(event.event) && event.payment) {
    try {
      const credited = await creditOrderPayment(tx, event.payment, null);
      return credited ? 'credited' : 'unknown';
    } catch (error) {
      // A payment that does not match its order is logged, not refused: a refused webhook is
      // retried for a day and then disabled, and no retry would make it match.
      if (error instanceof DomainError) return `not credited: ${error.message}`;
      throw error;
    }
  }
  return 'ignored';
}

export async function receivePaymentWebhook(
  services: PaymentWebhookServices,
  delivery: PaymentWebhookDelivery,
): Promise<void> {
  let event: PaymentWebhookEvent;
  try {
    event = services.payments.readWebhook(delivery);
  } catch (error) {
    if (error instanceof PaymentWebhookSignatureError) {
      services.log.warn({ reason: error.message }, 'payment webhook refused');
      throw new DomainError('unauthorized', WEBHOOK_REFUSED);
    }
    // Signed, so it is the provider's, but not the entities it names: kept in the log and
    // answered 200, since a refusal is retried for a day and then disables the webhook.
    services.log.error({ err: error, body: delivery.rawBody }, 'payment webhook unreadable');
    return;
  }
  const outcome = await services.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvent)
      .values({ id: event.eventId, event: event.event })
      .onConflictDoNothing()
      .returning({ id: paymentEvent.id });
    if (!fresh) return 'already applied';
    return apply(tx, event, services.clock());
  });
  services.log.info({ eventId: event.eventId, event: event.event, outcome }, 'payment webhook');
}
