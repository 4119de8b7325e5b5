/** The workflows an agent can run, per user (the embedded workflow port's list). */
import type { Schemas } from '../contract/schemas.js';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidPrimaryKey } from '../db/columns.js';

export const workflow = pgTable(
  'workflow',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    /** What the workflow does, as the workflow runner knows it (e.g. create-ticket); unique per user. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** When the agent should run it, in words the agent's model reads. */
    conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
    /** What a run does, in order. */
    actions: jsonb('actions').$type<WorkflowAction[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workflow_user_key_idx').on(t.userId, t.key)],
);

export type WorkflowAction = Schemas['WorkflowAction'];
export type WorkflowActionRun = Schemas['WorkflowActionRun'];
export type WorkflowRunStatus = Schemas['WorkflowRun']['status'];

/** The meeting data a run's templates are filled from. */
export interface RunContext {
  bot: string;
  agent: string;
  speaker: string;
  quote: string;
  time: string;
  meeting_url: string;
}

/** Each run of a workflow, with each action's result, kept for the history. */
export const workflowRun = pgTable(
  'workflow_run',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    workflowName: text('workflow_name').notNull(),
    trigger: text('trigger').$type<'test' | 'meeting' | 'agent-test'>().notNull(),
    /** One run per triggering event (a meeting and its workflow, or one test click). */
    triggerKey: text('trigger_key').notNull().unique(),
    triggeredBy: text('triggered_by'),
    /** The actions as they were when the run started. */
    plan: jsonb('plan').$type<WorkflowAction[]>().notNull(),
    context: jsonb('context').$type<RunContext>().notNull(),
    status: text('status').$type<WorkflowRunStatus>().notNull().default('queued'),
    results: jsonb('results').$type<WorkflowActionRun[]>().notNull().default([]),
    error: text('error'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('workflow_run_user_idx').on(t.userId, t.startedAt)],
);

/** Connected tools' API keys, sealed (key-cipher.ts); only the last four characters are kept clear. */
export const toolKey = pgTable(
  'tool_key',
  {
    userId: text('user_id').notNull(),
    tool: text('tool').notNull(),
    sealed: text('sealed').notNull(),
    last4: text('last4').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tool] })],
);
