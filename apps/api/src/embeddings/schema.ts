/**
 * The vectors of meetings' transcript segments and agents' knowledge chunks, one per row of those
 * tables, with the model that made it and a hash of the text it was made from.
 *
 * Not in the Drizzle migrations (src/db/schema.ts does not list these): a Postgres server may have
 * no pgvector, and the server runs without it until embeddings are configured. store.ts creates
 * the tables at start from EMBEDDING_TABLES, only then. The foreign keys remove a row's vector with
 * the row (a re-stored transcript, a replaced file, a deleted meeting or agent); they rest on the
 * (bot_id, ordinal) and (agent_id, ordinal) unique indexes, which a migration must keep.
 */
import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** pgvector's type without fixed dimensions: models differ, and a new model needs no migration. */
const vector = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'vector',
  toDriver: (value) => `[${value.join(',')}]`,
  fromDriver: (value) => JSON.parse(value) as number[],
});

export const transcriptSegmentEmbedding = pgTable(
  'transcript_segment_embedding',
  {
    botId: text('bot_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    model: text('model').notNull(),
    /** Of the text embedded (the segment with its speaker and, when short, its neighbours). */
    textHash: text('text_hash').notNull(),
    embedding: vector('embedding').notNull(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.ordinal] })],
);

export const knowledgeChunkEmbedding = pgTable(
  'knowledge_chunk_embedding',
  {
    agentId: text('agent_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    embedding: vector('embedding').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.ordinal] })],
);

/** The tables above as SQL, run at start under the migration lock; each statement is idempotent. */
export const EMBEDDING_TABLES = [
  sql`CREATE TABLE IF NOT EXISTS transcript_segment_embedding (
    bot_id text NOT NULL,
    ordinal integer NOT NULL,
    model text NOT NULL,
    text_hash text NOT NULL,
    embedding vector NOT NULL,
    CONSTRAINT transcript_segment_embedding_pkey PRIMARY KEY (bot_id, ordinal),
    CONSTRAINT transcript_segment_embedding_segment_fk FOREIGN KEY (bot_id, ordinal)
      REFERENCES transcript_segment (bot_id, ordinal) ON DELETE CASCADE
  )`,
  sql`CREATE TABLE IF NOT EXISTS knowledge_chunk_embedding (
    agent_id text NOT NULL,
    ordinal integer NOT NULL,
    model text NOT NULL,
    text_hash text NOT NULL,
    embedding vector NOT NULL,
    CONSTRAINT knowledge_chunk_embedding_pkey PRIMARY KEY (agent_id, ordinal),
    CONSTRAINT knowledge_chunk_embedding_chunk_fk FOREIGN KEY (agent_id, ordinal)
      REFERENCES knowledge_chunk (agent_id, ordinal) ON DELETE CASCADE
  )`,
];
