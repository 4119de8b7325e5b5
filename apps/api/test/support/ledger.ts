/** Credits in tests: given through the one ledger write path, and the ledger checked against the balances. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { changeCredits } from '../../src/credits/ledger.js';
import { creditLedger } from '../../src/credits/schema.js';
import type { Database } from '../../src/db/index.js';
import { profile } from '../../src/db/schema.js';

/** Adds credits as a purchase would, through the ledger. */
export async function giveCredits(db: Database, userId: string, credits: number): Promise<void> {
  await changeCredits(db, {
    userId,
    change: credits,
    reason: 'purchase',
    idempotencyKey: `test:${randomUUID()}`,
    paymentId: `test-payment-${randomUUID()}`,
  });
}

/** Every user's balance equals the sum of their ledger's changes (and none is below 0). */
export async function expectLedgerMatchesBalances(db: Database): Promise<void> {
  const rows = await db
    .select({
      userId: profile.userId,
      credits: profile.credits,
      ledger: sql<string>`coalesce(sum(${creditLedger.change}), 0)::text`,
    })
    .from(profile)
    .leftJoin(creditLedger, eq(creditLedger.userId, profile.userId))
    .groupBy(profile.userId, profile.credits);
  for (const row of rows) {
    expect({ user: row.userId, credits: Number(row.credits) }).toEqual({
      user: row.userId,
      credits: Number(row.ledger),
    });
    expect(Number(row.credits)).toBeGreaterThanOrEqual(0);
  }
}
