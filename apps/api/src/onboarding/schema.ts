/** What the getting-started checklist keeps of its own; every other step is read from the user's data. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

export const onboarding = pgTable('onboarding', {
  userId: text('user_id').primaryKey(),
  /**
   * When the user first sent an invitation: an invitation may live with the auth provider
   * (Clerk), which cannot be asked who sent it, so sending one is recorded here.
   */
  invitedAt: timestamptz('invited_at'),
  /** The user hid the checklist. */
  dismissedAt: timestamptz('dismissed_at'),
  /** Every step was done once: the checklist stays complete when something is deleted later. */
  completedAt: timestamptz('completed_at'),
});
