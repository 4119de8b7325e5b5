/** The user-details answer of `GET /user` (SPEC section 3): identity, agents and bots, money state. */
import { normalisePlan } from '@convene/domain/plans';
import { listAgents } from '../agents/agents.js';
import type { Database } from '../db/index.js';
import type { ReadCache } from '../db/read-cache.js';
import { DomainError } from '@convene/domain/errors';
import type { Schemas } from '../contract/schemas.js';
import { findProfile, type Profile } from './profiles.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function publicMetadata(profile: Profile): Schemas['UserPublicMetadata'] {
  return {
    credits: profile.credits,
    workflowCredits: profile.workflowCredits,
    validUntil: iso(profile.validUntil),
    plan: normalisePlan(profile.plan),
    status: profile.status,
    creditsValidUntil: iso(profile.creditsValidUntil),
  };
}

export async function userDetails(
  db: Database,
  agentLists: ReadCache<Schemas['AiAgent'][]>,
  userId: string,
): Promise<Schemas['UserDetails']> {
  const profile = await findProfile(db, userId);
  if (!profile) throw new DomainError('not_found', 'User not found');
  const aiAgents = await listAgents(db, agentLists, userId);
  return {
    success: true,
    user: {
      id: profile.userId,
      userName: profile.name || null,
      email: profile.email,
      aiAgents,
      // Bots arrive with their own feature; until then the user has none.
      meetingBots: [],
      totalAiAgent: aiAgents.length,
      totalMeetingBot: 0,
      subscription: {
        plan: normalisePlan(profile.plan),
        validUntil: iso(profile.validUntil),
        subscriptionId: profile.subscriptionId,
        pending: profile.pendingSubscriptionId
          ? { subscriptionId: profile.pendingSubscriptionId }
          : null,
      },
      credits: { creditsValidUntil: iso(profile.creditsValidUntil) },
      publicMetadata: publicMetadata(profile),
    },
  };
}
