/** Storing and searching an agent's knowledge chunks with Postgres full-text search. */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { detectLanguage } from '../../text/language.js';
import type { KnowledgeChunk } from './chunk.js';
import { knowledgeChunk } from './schema.js';

/** Any Drizzle Postgres database or transaction (PGlite or node-postgres), whatever its schema. */
type PgDb<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface KnowledgeOwner {
  userId: string;
  agentId: string;
}

export interface KnowledgeHit {
  agentId: string;
  ordinal: number;
  content: string;
  rank: number;
}

export interface KnowledgeQuery {
  userId: string;
  /** Only this agent's knowledge; all of the user's agents when absent (Ask AI across meetings). */
  agentId?: string;
  /** What the user typed; read with web-search syntax ("quoted phrases", or, -exclusions). */
  query: string;
  limit?: number;
}

/** The rows of one agent's knowledge: every read and change of it is scoped to its owner. */
export const knowledgeOf = ({ userId, agentId }: KnowledgeOwner) =>
  and(eq(knowledgeChunk.userId, userId), eq(knowledgeChunk.agentId, agentId));

const KNOWLEDGE_SEARCH_MAX_LIMIT = 50;
/** Rows per INSERT, well under Postgres's 65535 bind-parameter limit. */
const INSERT_BATCH = 500;

/** Replaces the agent's chunks with these; call inside the transaction that saves the agent. */
export async function replaceKnowledgeChunks<TSchema extends Record<string, unknown>>(
  db: PgDb<TSchema>,
  owner: KnowledgeOwner,
  chunks: readonly KnowledgeChunk[],
): Promise<void> {
  await db.delete(knowledgeChunk).where(knowledgeOf(owner));
  // The file's language decides how its words are stemmed for search.
  const language = detectLanguage(chunks.map((chunk) => chunk.content).join('\n'));
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    await db.insert(knowledgeChunk).values(
      chunks.slice(start, start + INSERT_BATCH).map((chunk) => ({
        userId: owner.userId,
        agentId: owner.agentId,
        ordinal: chunk.ordinal,
        content: chunk.content,
        language,
      })),
    );
  }
}

/**
 * The agent's chunks in their order: all of them (a bot carries its agent's whole knowledge), or a
 * page of those after an ordinal (embedding reads a large file a page at a time).
 */
export async function readKnowledgeChunks<TSchema extends Record<string, unknown>>(
  db: PgDb<TSchema>,
  owner: KnowledgeOwner,
  page?: { after: number; limit: number },
): Promise<{ ordinal: number; content: string }[]> {
  const chunks = db
    .select({ ordinal: knowledgeChunk.ordinal, content: knowledgeChunk.content })
    .from(knowledgeChunk)
    .where(and(knowledgeOf(owner), page && gt(knowledgeChunk.ordinal, page.after)))
    .orderBy(asc(knowledgeChunk.ordinal))
    .$dynamic();
  return page ? chunks.limit(page.limit) : chunks;
}

/** The user's best-matching chunks, highest rank first; empty for a blank query. */
export async function searchKnowledge<TSchema extends Record<string, unknown>>(
  db: PgDb<TSchema>,
  { userId, agentId, query, limit = 5 }: KnowledgeQuery,
): Promise<KnowledgeHit[]> {
  if (query.trim() === '') return [];
  const owned = and(
    eq(knowledgeChunk.userId, userId),
    agentId === undefined ? undefined : eq(knowledgeChunk.agentId, agentId),
  );
  // The query in each language the files are in: one constant query, so the index serves it.
  const languages = await db
    .selectDistinct({ name: sql<string>`${knowledgeChunk.language}::text` })
    .from(knowledgeChunk)
    .where(owned);
  if (languages.length === 0) return [];
  const tsQuery = sql.join(
    languages.map(({ name }) => sql`websearch_to_tsquery(${name}::regconfig, ${query})`),
    sql` || `,
  );
  const rank = sql<number>`ts_rank(${knowledgeChunk.tsv}, ${tsQuery})`.mapWith(Number);
  return db
    .select({
      agentId: knowledgeChunk.agentId,
      ordinal: knowledgeChunk.ordinal,
      content: knowledgeChunk.content,
      rank,
    })
    .from(knowledgeChunk)
    .where(and(owned, sql`${knowledgeChunk.tsv} @@ (${tsQuery})`))
    .orderBy(desc(rank), asc(knowledgeChunk.agentId), asc(knowledgeChunk.ordinal))
    .limit(Math.min(Math.max(Math.trunc(limit), 1), KNOWLEDGE_SEARCH_MAX_LIMIT));
}
