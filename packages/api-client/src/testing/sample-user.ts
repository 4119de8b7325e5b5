import type { UserPublicMetadata } from '../types';

/** For tests: a new user's public metadata (Free plan, no credits, no subscription), with `changes`. */
export function freePlanMetadata(changes: Partial<UserPublicMetadata> = {}): UserPublicMetadata {
  return {
    credits: 0,
    workflowCredits: 0,
    validUntil: null,
    plan: 'free',
    status: 'inactive',
    creditsValidUntil: null,
    ...changes,
  };
}
