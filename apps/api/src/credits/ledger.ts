/**
 * The one way credits change. Each change locks the user's profile row (so changes of one user
 * take turns, across server processes too), is refused once its idempotency key has been used,
 * and writes the ledger row and the new balance in the same transaction: the ledger's sum is
 * always the balance.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import { creditLedger, type CreditChangeReason } from './schema.js';

export interface CreditChange {
  userId: string;
  /** Positive adds credits, negative takes them. */
  change: number;
  reason: CreditChangeReason;
  /** Unique across all changes: the same key never moves money twice. */
  idempotencyKey: string;
  botId?: string;
  paymentId?: string;
  /** What the change was for, in words, shown in the credit history. */
  detail?: string;
}

export interface LockedBalance {
  credits: number;
  plan: string;
  creditsValidUntil: Date | null;
  /** With plan, the state the domain's livePlan reads: a lapsed paid plan is Free. */
  status: string;
  validUntil: Date | null;
}

/**
 * Locks the user's balance for the rest of the transaction and reads it; the profile is created
 * first if the user has none yet (Free, no credits), so the lock always has a row to hold.
 * Callers decide with what they read and then call `applyCreditChange` in the same transaction.
 */
export async function lockBalance(tx: Database, userId: string): Promise<LockedBalance> {
  await tx
    .insert(profile)
    .values({ userId, authProvider: 'unknown' })
    .onConflictDoNothing({ target: profile.userId });
  const [row] = await tx
    .select({
      credits: profile.credits,
      plan: profile.plan,
      creditsValidUntil: profile.creditsValidUntil,
      status: profile.status,
      validUntil: profile.validUntil,
    })
    .from(profile)
    .where(eq(profile.userId, userId))
    .for('update');
  if (!row) throw new Error(`No profile row for ${userId} after creating it`);
  return row;
}

/**
 * Applies the change under the lock `lockBalance` took. Returns the new balance, or null when the
 * key was already used (the change was made before and nothing moves now).
 */
export async function applyCreditChange(tx: Database, entry: CreditChange): Promise<number | null> {
  const [used] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, entry.idempotencyKey));
  if (used) return null;
  const [updated] = await tx
    .update(profile)
    .set({ credits: sql`${profile.credits} + ${entry.change}`, updatedAt: new Date() })
    .where(eq(profile.userId, entry.userId))
    .returning({ credits: profile.credits });
  if (!updated) throw new Error(`No profile row for ${entry.userId}: lock the balance first`);
  await tx.insert(creditLedger).values({
    userId: entry.userId,
    change: entry.change,
    balanceAfter: updated.credits,
    reason: entry.reason,
    idempotencyKey: entry.idempotencyKey,
    botId: entry.botId ?? null,
    paymentId: entry.paymentId ?? null,
    detail: entry.detail ?? null,
  });
  return updated.credits;
}

/** Locks and applies in one step, for a change that needs no decision on the balance first. */
export async function changeCredits(tx: Database, entry: CreditChange): Promise<number | null> {
  await lockBalance(tx, entry.userId);
  return applyCreditChange(tx, entry);
}
