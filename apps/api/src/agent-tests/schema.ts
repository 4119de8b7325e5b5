/**
 * Sessions on the agent test page and what was said in them. A session's minutes are charged as
 * they start (each under its own ledger key); a user has at most one live session, which the
 * partial unique index holds even against two starts at once.
 */
import type { AgentTestEndReason } from '@convene/domain/agent-test';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, uuidPrimaryKey } from '../db/columns.js';
import { aiAgent } from '../agents/schema.js';

export type AgentTestStatus = 'live' | 'ended';

export const agentTestSession = pgTable(
  'agent_test_session',
  {
    /** The public `sessionId`. */
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    /** A deleted agent takes its sessions with it. */
    agentId: uuid('agent_id')
      .notNull()
      .references(() => aiAgent.id, { onDelete: 'cascade' }),
    agentName: text('agent_name').notNull(),
    /** The Idempotency-Key of the request that started it, if one was sent. */
    startKey: text('start_key'),
    status: text('status').$type<AgentTestStatus>().notNull().default('live'),
    endReason: text('end_reason').$type<AgentTestEndReason>(),
    startedAt: timestamptz('started_at').notNull(),
    /** When something was last said (by either side): the idle limit counts from here. */
    lastActivityAt: timestamptz('last_activity_at').notNull(),
    endedAt: timestamptz('ended_at'),
    minutesCharged: integer('minutes_charged').notNull().default(0),
  },
  (t) => [
    uniqueIndex('agent_test_session_live_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex('agent_test_session_start_key_idx').on(t.userId, t.startKey),
    index('agent_test_session_user_idx').on(t.userId, t.startedAt),
  ],
);

/** A workflow an agent's answer queued. */
export interface AgentTestWorkflowRun {
  workflowId: string;
  name: string;
  runId: string;
}

export const agentTestTurn = pgTable(
  'agent_test_turn',
  {
    id: uuidPrimaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => agentTestSession.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    speaker: text('speaker').$type<'user' | 'agent'>().notNull(),
    text: text('text').notNull(),
    workflows: jsonb('workflows').$type<AgentTestWorkflowRun[]>().notNull().default([]),
    at: timestamptz('at').notNull(),
  },
  (t) => [uniqueIndex('agent_test_turn_ordinal_idx').on(t.sessionId, t.ordinal)],
);
