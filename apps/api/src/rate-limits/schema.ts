/** Attempts at the account doors (sign-in, sign-up, password reset, verification e-mail), counted per e-mail and per client address. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, uuidPrimaryKey } from '../db/columns.js';

export const authAttempt = pgTable(
  'auth_attempt',
  {
    id: uuidPrimaryKey(),
    /** What is counted: `<kind> email:<e-mail>` or `<kind> address:<client ip>` (see AttemptKind). */
    subject: text('subject').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull(),
  },
  (t) => [
    index('auth_attempt_subject_time_idx').on(t.subject, t.attemptedAt),
    // Pruning deletes by time alone.
    index('auth_attempt_time_idx').on(t.attemptedAt),
  ],
);
