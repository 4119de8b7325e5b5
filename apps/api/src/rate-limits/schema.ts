/** Attempts at the account doors (sign-in, sign-up, password reset, verification e-mail), counted per e-mail and per client address. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const authAttempt = pgTable(
  'auth_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What is counted: `<kind> email:<e-mail>` or `<kind> address:<client ip>` (see AttemptKind). */
    subject: text('subject').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_attempt_subject_time_idx').on(t.subject, t.attemptedAt),
    // Pruning deletes by time alone.
    index('auth_attempt_time_idx').on(t.attemptedAt),
  ],
);
