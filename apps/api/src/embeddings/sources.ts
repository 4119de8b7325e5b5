/**
 * The two kinds of text that are embedded, a meeting's transcript segments and an agent's
 * knowledge chunks, each with the column naming its meeting or agent and the table of its vectors,
 * so the jobs and the ranking read and write both alike.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { knowledgeChunk } from '../agents/knowledge/schema.js';
import { transcriptSegment } from '../meeting-bots/schema.js';
import {
  knowledgeChunkEmbedding,
  transcriptSegmentEmbedding,
  type EmbeddingTable,
} from './schema.js';

export interface EmbeddedSource {
  table: typeof transcriptSegment | typeof knowledgeChunk;
  /** The table's column its vectors' scopeId copies (the meeting's bot id, the agent's id). */
  scope: AnyPgColumn;
  vectors: EmbeddingTable;
}

export const SEGMENTS: EmbeddedSource = {
  table: transcriptSegment,
  scope: transcriptSegment.botId,
  vectors: transcriptSegmentEmbedding,
};

export const CHUNKS: EmbeddedSource = {
  table: knowledgeChunk,
  scope: knowledgeChunk.agentId,
  vectors: knowledgeChunkEmbedding,
};

/** Joins each text to its vector of the model (a left join leaves null where it has none). */
export function vectorOfModel({ table, scope, vectors }: EmbeddedSource, model: string): SQL {
  return and(
    eq(vectors.scopeId, scope),
    eq(vectors.ordinal, table.ordinal),
    eq(vectors.model, model),
  )!;
}
