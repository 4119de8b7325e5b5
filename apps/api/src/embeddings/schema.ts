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

/**
 * A table of vectors, one per row of the embedded table: keyed like it by the id of its meeting (a
 * segment's bot_id) or agent (a chunk's agent_id), here `scopeId`, and its ordinal there.
 */
function embeddingTable(name: string, scopeColumn: string) {
  return pgTable(
    name,
    {
      scopeId: text(scopeColumn).notNull(),
      ordinal: integer('ordinal').notNull(),
      model: text('model').notNull(),
      /** Of the text embedded (a segment's with its speaker and, when short, its neighbours). */
      textHash: text('text_hash').notNull(),
      embedding: vector('embedding').notNull(),
    },
    (t) => [primaryKey({ columns: [t.scopeId, t.ordinal] })],
  );
}

/** A vectors' table as embeddingTable makes it. */
export type EmbeddingTable = ReturnType<typeof embeddingTable>;

export const transcriptSegmentEmbedding = embeddingTable('transcript_segment_embedding', 'bot_id');
export const knowledgeChunkEmbedding = embeddingTable('knowledge_chunk_embedding', 'agent_id');

/** An embedding table as SQL; each name is one of the constants below, never a request's. */
function createEmbeddingTable(name: string, scopeColumn: string, embedded: string, row: string) {
  return sql.raw(`CREATE TABLE IF NOT EXISTS ${name} (
    ${scopeColumn} text NOT NULL,
    ordinal integer NOT NULL,
    model text NOT NULL,
    text_hash text NOT NULL,
    embedding vector NOT NULL,
    CONSTRAINT ${name}_pkey PRIMARY KEY (${scopeColumn}, ordinal),
    CONSTRAINT ${name}_${row}_fk FOREIGN KEY (${scopeColumn}, ordinal)
      REFERENCES ${embedded} (${scopeColumn}, ordinal) ON DELETE CASCADE
  )`);
}

/** The tables above as SQL, run at start under the migration lock; each statement is idempotent. */
export const EMBEDDING_TABLES = [
  createEmbeddingTable('transcript_segment_embedding', 'bot_id', 'transcript_segment', 'segment'),
  createEmbeddingTable('knowledge_chunk_embedding', 'agent_id', 'knowledge_chunk', 'chunk'),
];
