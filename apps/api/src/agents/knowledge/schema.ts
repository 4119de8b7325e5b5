/**
 * The knowledge chunks of agents' files, searchable with Postgres full-text search. The server's
 * schema index and migrations own the real table; this definition is what they should include.
 * Equivalent SQL:
 *
 *   CREATE TABLE knowledge_chunk (
 *     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
 *     agent_id text NOT NULL,
 *     user_id text NOT NULL,
 *     ordinal integer NOT NULL,
 *     content text NOT NULL,
 *     language regconfig NOT NULL DEFAULT 'english',
 *     tsv tsvector GENERATED ALWAYS AS (to_tsvector(language, content)) STORED
 *   );
 *   CREATE UNIQUE INDEX knowledge_chunk_agent_ordinal_idx ON knowledge_chunk (agent_id, ordinal);
 *   CREATE INDEX knowledge_chunk_user_idx ON knowledge_chunk (user_id);
 *   CREATE INDEX knowledge_chunk_tsv_idx ON knowledge_chunk USING gin (tsv);
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from '../../db/columns.js';
import { regconfig, tsvector } from '../../db/text-search.js';

export const knowledgeChunk = pgTable(
  'knowledge_chunk',
  {
    id: uuidPrimaryKey(),
    agentId: text('agent_id').notNull(),
    userId: text('user_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    content: text('content').notNull(),
    /** The text search configuration of the file's language (text/language.ts). */
    language: regconfig('language').notNull().default('english'),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector(language, content)`),
  },
  (table) => [
    uniqueIndex('knowledge_chunk_agent_ordinal_idx').on(table.agentId, table.ordinal),
    index('knowledge_chunk_user_idx').on(table.userId),
    index('knowledge_chunk_tsv_idx').using('gin', table.tsv),
  ],
);
