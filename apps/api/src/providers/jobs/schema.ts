/** The embedded adapter's jobs, one row each until it succeeds (then deleted) or dies (then kept). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import type { JobPayload } from './port.js';

export const JOB_STATES = ['waiting', 'running', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const job = pgTable(
  'job',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<JobPayload>().notNull(),
    /** At most one unfinished job per kind and key (see the unique index). */
    key: text('key'),
    state: text('state').$type<JobState>().notNull().default('waiting'),
    /** When a waiting job is due: first its scheduled time, then after each failure its retry time. */
    runAt: timestamptz('run_at').notNull(),
    /** Runs started so far, including one cut short by a crash. */
    attempts: integer('attempts').notNull().default(0),
    /** A running job's lease: past it, the process holding the job is taken for dead. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_due_idx').on(t.state, t.runAt),
    uniqueIndex('job_unfinished_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.state} in ('waiting', 'running') and ${t.key} is not null`),
  ],
);
