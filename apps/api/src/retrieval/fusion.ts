/**
 * The lexical ranking joined with a semantic one (an embeddings model's, when configured) by
 * reciprocal rank fusion: each passage scores 1/(k + its rank) in each list it is in, so neither
 * list's scale matters and a passage both rank well comes first. The fused scores then take the
 * place of BM25's in the rest of the ranking (context, discussion, speakers).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import { semanticRanking, type SemanticHit, type SemanticScope } from '../embeddings/ranking.js';
import type { Embeddings } from '../providers/embeddings/index.js';

/** The usual constant of reciprocal rank fusion: the top ranks count, but not overwhelmingly. */
const FUSION_K = 60;
/** Passages of each list that take part. */
export const FUSED_PASSAGES = 200;
/**
 * How far the best semantic match must rise above the typical one, as a share of the way from the
 * median similarity to a perfect match, to count as the topic said in other words when none of the
 * question's words is: similarities differ from model to model, their order and spread less so.
 */
const STANDS_OUT = 0.25;

/** Where the semantic ranking comes from: null when it cannot give one (rank by words alone). */
export type SemanticSearch = (
  scope: SemanticScope,
  query: string,
  limit: number,
) => Promise<SemanticHit[] | null>;

/** Each id's fused score from rankings of ids, each best first. */
export function fuseRankings(rankings: readonly (readonly number[])[]): Map<number, number> {
  const fused = new Map<number, number>();
  for (const ranking of rankings)
    ranking
      .slice(0, FUSED_PASSAGES)
      .forEach((id, rank) => fused.set(id, (fused.get(id) ?? 0) + 1 / (FUSION_K + rank + 1)));
  return fused;
}

/** The semantic ranking of the configured embeddings model, or null without one. */
export function semanticSearchOf(
  db: Database,
  embeddings: Embeddings | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SemanticSearch | null {
  if (!embeddings) return null;
  return (scope, query, limit) => semanticRanking(db, embeddings, scope, query, limit, log);
}

/** `lexical`: scores by position; `semantic`: positions best first. The fused scores by position. */
export function fuse(lexical: Float64Array, semantic: readonly number[]): Float64Array {
  const byScore = [...lexical.keys()]
    .filter((position) => lexical[position]! > 0)
    .sort((a, b) => lexical[b]! - lexical[a]! || a - b);
  const fused = new Float64Array(lexical.length);
  for (const [position, score] of fuseRankings([byScore, semantic])) fused[position] = score;
  return fused;
}

/** Whether the best semantic match stands out from the rest found: a topic said in other words. */
export function standsOut(hits: readonly SemanticHit[]): boolean {
  if (hits.length < 3) return false;
  const similarities = hits.map((hit) => hit.similarity).sort((a, b) => a - b);
  const median = similarities[Math.floor(similarities.length / 2)]!;
  const top = similarities.at(-1)!;
  return median < 1 && (top - median) / (1 - median) >= STANDS_OUT;
}
