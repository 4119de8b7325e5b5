/** The AI agents users create and the shared templates that prefill the create-agent form. */
import type { AgentMode, AgentVoice } from '@convene/domain/limits';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidPrimaryKey } from '../db/columns.js';
import type { WorkflowSelection } from '@convene/domain/agents';

export const aiAgent = pgTable(
  'ai_agent',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    greetingMessage: text('greeting_message').notNull(),
    prompt: text('prompt').notNull(),
    type: text('type').notNull().default('audio-agent'),
    voice: text('voice').$type<AgentVoice>().notNull(),
    mode: text('mode').$type<AgentMode>().notNull(),
    wakeWords: jsonb('wake_words').$type<string[]>().notNull().default([]),
    /** The chosen workflows as they were when chosen (the agent runs them by id). */
    workflows: jsonb('workflows').$type<WorkflowSelection[]>().notNull().default([]),
    knowledgeFileName: text('knowledge_file_name'),
    knowledgeFileSize: integer('knowledge_file_size'),
    knowledgeFileContentType: text('knowledge_file_content_type'),
    /** Where the storage port keeps the file; its chunks are in knowledge_chunk under this agent's id. */
    knowledgeFileKey: text('knowledge_file_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_agent_user_created_idx').on(t.userId, t.createdAt)],
);

/** Seeded from the catalogue in templates.ts; `key` keeps each template's id and creation date stable across restarts. */
export const agentTemplate = pgTable('agent_template', {
  id: uuidPrimaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  greetingMessage: text('greeting_message'),
  prompt: text('prompt'),
  mode: text('mode').$type<AgentMode>(),
  voice: text('voice').$type<AgentVoice>(),
  /** Words that wake a passive template's agent; empty for active ones. */
  wakeWords: jsonb('wake_words').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});
