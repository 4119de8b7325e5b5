/** The Free plan's monthly refill (SPEC section 4, On app load), applied once per period. */
import { freeRefill } from '@convene/domain/credits';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import { applyCreditChange, lockBalance } from './ledger.js';

/**
 * Tops a due free user up to 0.5 credit and opens the next period. The rule is read under the
 * balance lock, so of concurrent calls the first refills and the others find the period running.
 * The key names the period end being replaced, which every caller of one period reads alike.
 * A balance already at 0.5 or more moves only the period: the ledger records money that moved,
 * and a 0 row would be a line in the credit history that says nothing.
 */
export async function refillFreeCredits(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const balance = await lockBalance(tx, userId);
    // Read after the lock: a call that waited decides on the time it got its turn.
    const now = new Date();
    const refill = freeRefill(balance, now);
    if (!refill.due) return;
    if (refill.change > 0) {
      const replaced = balance.creditsValidUntil?.toISOString() ?? 'first';
      const applied = await applyCreditChange(tx, {
        userId,
        change: refill.change,
        reason: 'free_refill',
        idempotencyKey: `free-refill:${userId}:${replaced}`,
      });
      // The key was used while the profile still shows that period end: they disagree, and
      // refilling under another key would pay the period twice.
      if (applied === null)
        throw new Error(
          `Free refill ${replaced} of ${userId} is in the ledger but not the profile`,
        );
    }
    await tx
      .update(profile)
      // A new period starts counting the plan's workflow actions from nothing.
      .set({ creditsValidUntil: refill.creditsValidUntil, workflowActionsUsed: 0, updatedAt: now })
      .where(eq(profile.userId, userId));
  });
}
