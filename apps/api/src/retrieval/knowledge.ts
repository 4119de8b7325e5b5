/**
 * An agent's knowledge searched for what was asked or said, with the same reading of the question
 * and the same BM25 as a meeting's transcript: the chunks of its files that match best, each judged
 * with the chunks beside it (a section of a document goes on across chunks).
 */
import { and, eq, sql } from 'drizzle-orm';
import { knowledgeChunk } from '../agents/knowledge/schema.js';
import { knowledgeOf, type KnowledgeOwner } from '../agents/knowledge/search.js';
import type { Database } from '../db/index.js';
import { readQuestion } from './question.js';
import { FUSED_PASSAGES, fuseRankings, standsOut, type SemanticSearch } from './fusion.js';
import { bm25Term, idf } from './ranking.js';
import { hasAnyStem, rowsOf, stemArray, stemsOf } from './stems.js';

/** How much a neighbouring chunk's score adds to a chunk's. */
const NEIGHBOUR_WEIGHT = 0.3;
/** A setting's words count for this much of a topic word, as in a meeting. */
const SETTING_WEIGHT = 0.5;
/** A chunk must have words carrying at least this share of the question's weight. */
const MIN_COVERAGE = 0.34;

type Match = {
  ordinal: number;
  stem: string;
  times: number;
  stems: number;
};

/** The agent's chunks that share enough of the question's words, best first by BM25 with their neighbours. */
async function lexicalRanking(
  db: Database,
  owner: KnowledgeOwner,
  question: string,
): Promise<number[]> {
  const reading = readQuestion(question, []);
  const owned = knowledgeOf(owner);
  const [file] = await db
    .select({
      chunks: sql<number>`count(*)`.mapWith(Number),
      averageStems: sql<number>`coalesce(avg(length(${knowledgeChunk.tsv})), 0)`.mapWith(Number),
      language: sql<string | null>`min(${knowledgeChunk.language}::text)`,
    })
    .from(knowledgeChunk)
    .where(owned);
  if (!file || file.chunks === 0 || file.language === null) return [];
  const [topic = [], setting = []] = await stemsOf(db, file.language, [
    reading.topic.join(' '),
    reading.setting.join(' '),
  ]);
  const weights = new Map<string, number>();
  for (const stem of setting) weights.set(stem, SETTING_WEIGHT);
  for (const stem of topic) weights.set(stem, 1);
  if (weights.size === 0) return [];

  const wanted = stemArray([...weights.keys()]);
  const matches = await rowsOf<Match>(
    db,
    sql`select ${knowledgeChunk.ordinal} as ordinal, stem.lexeme as stem,
          array_length(stem.positions, 1) as times, length(${knowledgeChunk.tsv}) as stems
        from ${knowledgeChunk}, unnest(${knowledgeChunk.tsv}) as stem
        where ${owned} and ${hasAnyStem(knowledgeChunk.tsv, wanted)} and stem.lexeme = any(${wanted})`,
  );
  const having = new Map<string, number>();
  for (const { stem } of matches) having.set(stem, (having.get(stem) ?? 0) + 1);
  const totalWeight = [...weights].reduce(
    (sum, [stem, weight]) => sum + weight * idf(file.chunks, having.get(stem) ?? 0),
    0,
  );
  const own = new Map<number, { score: number; found: number }>();
  for (const { ordinal, stem, times, stems } of matches) {
    const rarity = weights.get(stem)! * idf(file.chunks, having.get(stem)!);
    const chunk = own.get(Number(ordinal)) ?? { score: 0, found: 0 };
    chunk.score += bm25Term(rarity, Number(times), Number(stems), file.averageStems);
    chunk.found += rarity;
    own.set(Number(ordinal), chunk);
  }
  return [...own]
    .filter(([, { found }]) => totalWeight > 0 && found / totalWeight >= MIN_COVERAGE)
    .map(([ordinal, { score }]) => ({
      ordinal,
      score:
        score +
        NEIGHBOUR_WEIGHT *
          ((own.get(ordinal - 1)?.score ?? 0) + (own.get(ordinal + 1)?.score ?? 0)),
    }))
    .sort((a, b) => b.score - a.score || a.ordinal - b.ordinal)
    .map(({ ordinal }) => ordinal);
}

/**
 * The agent's chunks that best match the question, best first, at most `limit`. `semantic`, when
 * embeddings are configured, ranks them by meaning too: the two rankings are fused, and a chunk
 * that stands out by meaning is found even when it shares no word with the question.
 */
export async function searchAgentKnowledge(
  db: Database,
  owner: KnowledgeOwner,
  question: string,
  limit: number,
  semantic: SemanticSearch | null = null,
): Promise<string[]> {
  const lexical = await lexicalRanking(db, owner, question);
  const hits = semantic && (await semantic(owner, question, FUSED_PASSAGES));
  let chosen = lexical;
  if (hits) {
    const byMeaning = hits.map((hit) => hit.ordinal);
    const eligible = new Set([...lexical, ...(standsOut(hits) ? byMeaning.slice(0, limit) : [])]);
    chosen = [...fuseRankings([lexical, byMeaning])]
      .filter(([ordinal]) => eligible.has(ordinal))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([ordinal]) => ordinal);
  }
  chosen = chosen.slice(0, limit);
  if (chosen.length === 0) return [];
  const chunks = await db
    .select({ ordinal: knowledgeChunk.ordinal, content: knowledgeChunk.content })
    .from(knowledgeChunk)
    .where(
      and(
        eq(knowledgeChunk.userId, owner.userId),
        eq(knowledgeChunk.agentId, owner.agentId),
        sql`${knowledgeChunk.ordinal} = any(array[${sql.join(
          chosen.map((ordinal) => sql`${ordinal}`),
          sql`, `,
        )}]::int[])`,
      ),
    );
  const content = new Map(chunks.map((chunk) => [chunk.ordinal, chunk.content]));
  return chosen.flatMap((ordinal) => content.get(ordinal) ?? []);
}
