/**
 * Billing's tables: each subscription and credit order this server created at the payment
 * provider (keyed by the provider's id, so a webhook finds whose it is), and the provider's
 * events already applied (so a redelivered webhook changes nothing).
 */
import type { PaidPlanId } from '@convene/domain/billing';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidPrimaryKey } from '../db/columns.js';
import type { PaymentProviderName, SubscriptionStatus } from '../providers/payments/port.js';

export const subscription = pgTable(
  'subscription',
  {
    /** The provider's subscription id. */
    id: text('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** Whose plan it is. */
    userId: text('user_id').notNull(),
    /** Who subscribed: the user, or their organisation's admin. */
    paidBy: text('paid_by').notNull(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    /** The provider's status as last read. */
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** The payment Checkout reported, once its signature held. */
    checkoutPaymentId: text('checkout_payment_id'),
    currentEnd: timestamptz('current_end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_user_idx').on(t.userId),
    index('subscription_paid_by_idx').on(t.paidBy),
  ],
);

export const creditOrder = pgTable(
  'credit_order',
  {
    /** The provider's order id. */
    id: text('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    userId: text('user_id').notNull(),
    credits: integer('credits').notNull(),
    /** In paise, as the provider was asked to charge. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'created' | 'paid'>().notNull().default('created'),
    /** The payment that paid it. */
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('credit_order_user_idx').on(t.userId)],
);

export const paymentEvent = pgTable('payment_event', {
  /** `x-razorpay-event-id`. */
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

export type WorkflowActionSource = 'allowance' | 'workflow_credits';

/** Each workflow action spent, once per key (one action of one run). */
export const workflowActionSpend = pgTable(
  'workflow_action_spend',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    source: text('source').$type<WorkflowActionSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_action_spend_user_idx').on(t.userId, t.createdAt)],
);
