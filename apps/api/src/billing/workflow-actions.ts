/**
 * Workflow actions, metered (SPEC section 9): each action a workflow run takes spends one, first
 * from the live plan's allowance for the period, then from bought workflow credits at 500
 * actions each. Each spend is keyed (one action of one run), so a run retried spends once, and it
 * is made under the balance lock, so concurrent runs never take either below zero.
 */
import { DomainError } from '@convene/domain/errors';
import { includedWorkflowActions } from '@convene/domain/billing';
import { WORKFLOW_ACTIONS_PER_CREDIT } from '@convene/domain/plans';
import { eq, sql } from 'drizzle-orm';
import { lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import { profile } from '../db/schema.js';
import { workflowActionSpend, type WorkflowActionSource } from './schema.js';

export const NO_WORKFLOW_ACTIONS =
  'No workflow actions left: this period’s allowance is used up and there are no workflow credits. Buy workflow executions on the billing page.';

/** One workflow credit's share of one action, as Postgres numeric keeps it exactly. */
const CREDIT_PER_ACTION = 1 / WORKFLOW_ACTIONS_PER_CREDIT;

/**
 * Spends one workflow action of `userId` in the caller's transaction; answers where it came from
 * (or, for a key already used, where it came from then). Throws 402 when none is left.
 */
export async function spendWorkflowAction(
  tx: Database,
  { userId, key, now }: { userId: string; key: string; now: Date },
): Promise<WorkflowActionSource> {
  const balance = await lockBalance(tx, userId);
  const [done] = await tx
    .select({ source: workflowActionSpend.source })
    .from(workflowActionSpend)
    .where(eq(workflowActionSpend.idempotencyKey, key));
  if (done) return done.source;
  const [account] = await tx
    .select({ used: profile.workflowActionsUsed, workflowCredits: profile.workflowCredits })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (!account) throw new Error(`No profile row for ${userId} after locking it`);
  let source: WorkflowActionSource;
  if (account.used < includedWorkflowActions(balance, now)) {
    source = 'allowance';
    await tx
      .update(profile)
      .set({ workflowActionsUsed: sql`${profile.workflowActionsUsed} + 1` })
      .where(eq(profile.userId, userId));
  } else if (account.workflowCredits * WORKFLOW_ACTIONS_PER_CREDIT >= 1 - 1e-9) {
    source = 'workflow_credits';
    await tx
      .update(profile)
      .set({ workflowCredits: sql`${profile.workflowCredits} - ${CREDIT_PER_ACTION}` })
      .where(eq(profile.userId, userId));
  } else {
    throw new DomainError('payment_required', NO_WORKFLOW_ACTIONS);
  }
  await tx.insert(workflowActionSpend).values({ userId, idempotencyKey: key, source });
  return source;
}
