/** What the getting-started checklist keeps of its own; every other step is read from the user's data. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const onboarding = pgTable('onboarding', {
  userId: text('user_id').primaryKey(),
  /**
   * When the user first sent an invitation: an invitation may live with the auth provider
   * (Clerk), which cannot be asked who sent it, so sending one is recorded here.
   */
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  /** The user hid the checklist. */
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  /** Every step was done once: the checklist stays complete when something is deleted later. */
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
