/**
 * A user's account: who they are and their money state (SPEC section 3: plan, subscription,
 * credits). The one read of plan and credits for every feature, made once per request and passed
 * to the rules (the domain's livePlan and agentAllowances) rather than read again by each.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';

export type Account = typeof profile.$inferSelect;

/** The account, or null for a user the product has no record of yet (treated as Free with no credits). */
export async function readAccount(db: Database, userId: string): Promise<Account | null> {
  const [row] = await db.select().from(profile).where(eq(profile.userId, userId));
  return row ?? null;
}

/** Several users' accounts in one read, by user id; users without a record are absent. */
export async function readAccounts(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Account>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profile)
    .where(inArray(profile.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The money state of a user with no record: the stored defaults, Free with no credits. */
export const NO_ACCOUNT = {
  plan: 'free',
  status: 'inactive',
  validUntil: null,
  credits: 0,
} as const;
