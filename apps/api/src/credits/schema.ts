/**
 * The credit ledger: every change of a user's credits, append-only, written in the same
 * transaction as the balance on their profile, each under a unique idempotency key so a change
 * retried (a job run again, a webhook redelivered, a request repeated) moves money once.
 */
import { index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from '../db/columns.js';

export const CREDIT_CHANGE_REASONS = [
  /** The Free plan's monthly top-up. */
  'free_refill',
  /** The 0.5 credit held while a bot is scheduled or in a call. */
  'bot_reservation',
  /** The hold given back (call charged, bot deleted, bot failed before the call). */
  'bot_reservation_release',
  /** The time a bot spent in a call, per started minute. */
  'bot_call',
  /** Talking to an agent on the test page, per started minute. */
  'agent_test',
  /** A paid plan's credits for a period it was charged for. */
  'plan_allowance',
  /** Credits bought. */
  'purchase',
  /** Credits turned into workflow credits. */
  'workflow_purchase',
] as const;
export type CreditChangeReason = (typeof CREDIT_CHANGE_REASONS)[number];

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    /** Positive adds credits, negative takes them. */
    change: numeric('change', { mode: 'number' }).notNull(),
    /** The balance right after this change. */
    balanceAfter: numeric('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<CreditChangeReason>().notNull(),
    botId: text('bot_id'),
    paymentId: text('payment_id'),
    /** What the change was for, in words (a plan's name, credits bought); bots are named by botId. */
    detail: text('detail'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_created_idx').on(t.userId, t.createdAt)],
);
