/**
 * The embedded sandbox's own records: the subscriptions, orders and payments a real provider
 * would keep, as Razorpay-shaped entities, so the sandbox answers exactly what Razorpay would.
 */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

export const sandboxPaymentObject = pgTable(
  'sandbox_payment_object',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'subscription' | 'order' | 'payment'>().notNull(),
    /** Who may pay it at the sandbox checkout (the user who started it). */
    payer: text('payer'),
    entity: jsonb('entity').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_object_kind_idx').on(t.kind)],
);
