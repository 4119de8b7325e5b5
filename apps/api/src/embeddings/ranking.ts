/**
 * The semantic ranking Ask AI's retrieval fuses with its lexical one: a meeting's segments or an
 * agent's knowledge chunks by cosine similarity to the question, found by exact search (pgvector's
 * `<=>`) among that one meeting's or agent's vectors, which number a few thousand at most.
 *
 * null means "rank lexically alone", never an error: no embeddings configured, a blank question, a
 * scope with any segment or chunk still without a vector of the configured model (a partial
 * ranking would push the embedded part ahead of the rest), or the embeddings server failing now.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { knowledgeChunk } from '../agents/knowledge/schema.js';
import type { Database } from '../db/index.js';
import { transcriptSegment } from '../meeting-bots/schema.js';
import { cutText, type Embeddings } from '../providers/embeddings/index.js';
import { CHUNKS, SEGMENTS, vectorOfModel, type EmbeddedSource } from './sources.js';
import { QUERY_MAX_CHARS } from './texts.js';

/** A meeting's transcript, or one of a user's agents' knowledge. */
export type SemanticScope = { botId: string } | { userId: string; agentId: string };

export interface SemanticHit {
  /** The segment's (or chunk's) ordinal in its meeting (or file). */
  ordinal: number;
  /** Cosine similarity to the question, from -1 to 1; higher is closer. */
  similarity: number;
}

const MAX_LIMIT = 200;
/** Recent questions' vectors kept per adapter: a question asked again (or retried) costs no request. */
const RECENT_QUERIES = 256;
/** After a failed question, semantic ranking rests this long, so a hung server does not slow every question. */
const REST_AFTER_FAILURE_MS = 15_000;

class QueryVectors {
  private readonly recent = new Map<string, Promise<number[]>>();
  private restingUntil = 0;

  constructor(private readonly embeddings: Embeddings) {}

  get resting(): boolean {
    return Date.now() < this.restingUntil;
  }

  /** The question's vector, from the recent ones or one request. */
  vector(query: string): Promise<number[]> {
    const known = this.recent.get(query);
    if (known) {
      // Map order is insertion order: moved to the end, it is the last to be forgotten.
      this.recent.delete(query);
      this.recent.set(query, known);
      return known;
    }
    const asked = this.embeddings.embed([query]).then(([vector]) => vector!);
    this.recent.set(query, asked);
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    asked.catch(() => {
      this.recent.delete(query);
      this.restingUntil = Date.now() + REST_AFTER_FAILURE_MS;
    });
    return asked;
  }
}

/** Per adapter, so a test's or a restarted server's adapter starts afresh. */
const queryVectors = new WeakMap<Embeddings, QueryVectors>();

function vectorsOf(embeddings: Embeddings): QueryVectors {
  let vectors = queryVectors.get(embeddings);
  if (!vectors) queryVectors.set(embeddings, (vectors = new QueryVectors(embeddings)));
  return vectors;
}

/** The scope's texts, and the condition that picks its rows of their table. */
function sourceOf(scope: SemanticScope): { source: EmbeddedSource; rows: SQL } {
  if ('botId' in scope) return { source: SEGMENTS, rows: eq(transcriptSegment.botId, scope.botId) };
  return {
    source: CHUNKS,
    rows: and(eq(knowledgeChunk.agentId, scope.agentId), eq(knowledgeChunk.userId, scope.userId))!,
  };
}

/** The scope's rows, and how many have a vector of the model. */
async function coverage(
  db: Database,
  scope: SemanticScope,
  model: string,
): Promise<{ rows: number; embedded: number }> {
  const { source, rows } = sourceOf(scope);
  const [row] = await db
    .select({ rows: count(), embedded: count(source.vectors.ordinal) })
    .from(source.table)
    .leftJoin(source.vectors, vectorOfModel(source, model))
    .where(rows);
  return row ?? { rows: 0, embedded: 0 };
}

/** The scope's nearest rows to the vector, nearest first. */
async function nearest(
  db: Database,
  scope: SemanticScope,
  model: string,
  query: number[],
  limit: number,
): Promise<{ ordinal: number; distance: number }[]> {
  const { source, rows } = sourceOf(scope);
  const { vectors } = source;
  const literal = sql`${`[${query.join(',')}]`}::vector`;
  const distance = sql<number>`${vectors.embedding} <=> ${literal}`.mapWith(Number);
  return db
    .select({ ordinal: vectors.ordinal, distance })
    .from(source.table)
    .innerJoin(vectors, vectorOfModel(source, model))
    .where(
      and(
        rows,
        // A vector of another length (the model's server changed it) is not comparable.
        sql`vector_dims(${vectors.embedding}) = ${query.length}`,
      ),
    )
    .orderBy(distance)
    .limit(limit);
}

/** Ranks the scope when all of it is embedded in the model; null when it is not yet. */
async function rank(
  db: Database,
  vectors: QueryVectors,
  model: string,
  scope: SemanticScope,
  query: string,
  limit: number,
): Promise<SemanticHit[] | null> {
  const { rows, embedded } = await coverage(db, scope, model);
  if (rows === 0) return [];
  if (embedded < rows) return null;
  const hits = await nearest(db, scope, model, await vectors.vector(query), limit);
  return hits
    .map(({ ordinal, distance }) => ({ ordinal, similarity: 1 - distance }))
    .filter((hit) => Number.isFinite(hit.similarity));
}

/**
 * The scope's best `limit` segments (or chunks) by cosine similarity to the query, best first; []
 * when the scope has none; null when there is no semantic ranking to give (see the module comment:
 * the caller then ranks lexically alone). Never throws: a failure (the embeddings server's, most
 * likely) is logged and answered null, so the question is still answered.
 */
export async function semanticRanking(
  db: Database,
  embeddings: Embeddings | null,
  scope: SemanticScope,
  query: string,
  limit: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SemanticHit[] | null> {
  const text = cutText(query.trim(), QUERY_MAX_CHARS);
  if (!embeddings || !text) return null;
  const vectors = vectorsOf(embeddings);
  if (vectors.resting) return null;
  const { model } = embeddings;
  try {
    return await rank(
      db,
      vectors,
      model,
      scope,
      text,
      Math.min(Math.max(Math.trunc(limit), 1), MAX_LIMIT),
    );
  } catch (error) {
    log.warn({ err: error, model }, 'no semantic ranking for this question: ranked by words alone');
    return null;
  }
}
