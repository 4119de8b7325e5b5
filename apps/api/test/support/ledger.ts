/** The ledger's promise, checked in the database: every user's ledger sums to their balance. */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { changeCredits } from '../../src/credits/ledger.js';
import { creditLedger } from '../../src/credits/schema.js';
import type { Database } from '../../src/db/index.js';
import { profile } from '../../src/db/schema.js';

/**
 * Fails with the users whose profile balance differs from the sum of their ledger changes (of
 * `userId` only, when given), including ledger rows of a user without a profile. Compared in SQL,
 * so numeric values compare exactly.
 */
export async function expectLedgerMatchesBalance(db: Database, userId?: string): Promise<void> {
  const sums = db
    .select({
      userId: creditLedger.userId,
      total: sql<string>`sum(${creditLedger.change})`.as('total'),
    })
    .from(creditLedger)
    .groupBy(creditLedger.userId)
    .as('sums');
  const user = sql<string>`coalesce(${profile.userId}, ${sums.userId})`;
  const ledgerSum = sql`coalesce(${sums.total}, 0)`;
  const mismatches = await db
    .select({
      userId: user,
      credits: sql<string | null>`${profile.credits}::text`,
      ledgerSum: sql<string>`${ledgerSum}::text`,
    })
    .from(profile)
    .fullJoin(sums, eq(sums.userId, profile.userId))
    .where(
      and(
        userId === undefined ? undefined : eq(user, userId),
        sql`${profile.credits} is distinct from ${ledgerSum}`,
      ),
    );
  expect(mismatches, 'users whose credits differ from the sum of their ledger').toEqual([]);
}

/** Adds credits as a purchase would, through the ledger (the one way credits change). */
export async function giveCredits(db: Database, userId: string, credits: number): Promise<void> {
  await db.transaction((tx) =>
    changeCredits(tx, {
      userId,
      change: credits,
      reason: 'purchase',
      idempotencyKey: `test:${randomUUID()}`,
      paymentId: `test-payment-${randomUUID()}`,
    }),
  );
}
