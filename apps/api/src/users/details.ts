/** The user-details answer of `GET /user` (SPEC section 3): identity (with an e-mail change waiting), agents and bots, money state. */
import { DomainError } from '@convene/domain/errors';
import { includedWorkflowActions } from '@convene/domain/billing';
import { normalisePlan } from '@convene/domain/plans';
import { listAgents, type AgentLists } from '../agents/agents.js';
import type { Database } from '../db/index.js';
import { listBots } from '../meeting-bots/bots.js';
import type { AuthAccounts } from '../providers/auth/index.js';
import type { Schemas } from '../contract/schemas.js';
import { readAccount, type Account } from './account.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function publicMetadata(account: Account): Schemas['UserPublicMetadata'] {
  return {
    credits: account.credits,
    workflowCredits: account.workflowCredits,
    validUntil: iso(account.validUntil),
    plan: normalisePlan(account.plan),
    status: account.status,
    creditsValidUntil: iso(account.creditsValidUntil),
  };
}

/** The subscription fields of SPEC section 3, with what waits for the end of the period. */
export function userSubscription(account: Account): Schemas['UserSubscription'] {
  return {
    plan: normalisePlan(account.plan),
    validUntil: iso(account.validUntil),
    subscriptionId: account.subscriptionId,
    pending: account.pendingSubscriptionId
      ? { subscriptionId: account.pendingSubscriptionId }
      : null,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    scheduledPlan: account.scheduledPlan,
  };
}

export async function userDetails(
  db: Database,
  agentLists: AgentLists,
  accounts: AuthAccounts,
  userId: string,
): Promise<Schemas['UserDetails']> {
  const account = await readAccount(db, userId);
  if (!account) throw new DomainError('not_found', 'User not found');
  const [aiAgents, meetingBots, pendingEmail] = await Promise.all([
    listAgents(db, agentLists, userId),
    listBots(db, userId, { withSample: false }),
    accounts.pendingEmail(userId),
  ]);
  return {
    success: true,
    user: {
      id: account.userId,
      userName: account.name || null,
      email: account.email,
      pendingEmail,
      aiAgents,
      meetingBots,
      totalAiAgent: aiAgents.length,
      totalMeetingBot: meetingBots.length,
      timeZone: account.timeZone,
      subscription: userSubscription(account),
      credits: {
        creditsValidUntil: iso(account.creditsValidUntil),
        workflowActions: {
          included: includedWorkflowActions(account),
          used: account.workflowActionsUsed,
        },
      },
      publicMetadata: publicMetadata(account),
    },
  };
}
