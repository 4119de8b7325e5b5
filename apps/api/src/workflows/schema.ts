/** The workflows an agent can run, per user (the embedded workflow port's list). */
import {
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const workflow = pgTable(
  'workflow',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** What the workflow does, as the workflow runner knows it (e.g. create-ticket); unique per user. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** When the agent should run it, in words the agent's model reads. */
    conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_user_key_idx').on(t.userId, t.key)],
);

/** Connected tools' API keys, sealed (key-cipher.ts); only the last four characters are kept clear. */
export const toolKey = pgTable(
  'tool_key',
  {
    userId: text('user_id').notNull(),
    tool: text('tool').notNull(),
    sealed: text('sealed').notNull(),
    last4: text('last4').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tool] })],
);
