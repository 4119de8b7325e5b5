/**
 * What a question is answered from: the meeting's transcript segments found by Postgres
 * full-text search, each with the segments said just before and after it, and the bot's agent's
 * knowledge chunks. A segment is ranked by the question's words it has, a word counting for more
 * the fewer segments of this meeting have it, so "budget" outweighs "meeting"; a question naming
 * a speaker favours what that speaker said.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchKnowledge } from '../agents/knowledge/search.js';
import type { Database } from '../db/index.js';
import { transcriptSegment, type StoredWord } from '../meeting-bots/schema.js';
import { STOP_WORDS } from '../text/terms.js';

/** Segments found by the search; each brings its neighbours along. */
const MATCHED_SEGMENTS = 6;
/** Knowledge chunks given besides the transcript. */
const KNOWLEDGE_CHUNKS = 3;
/** Words of a question searched for at most (a pasted paragraph is not a question). */
const MAX_TERMS = 24;

export interface RetrievedSegment {
  ordinal: number;
  speaker: string;
  words: StoredWord[];
  /** The words joined with spaces. */
  content: string;
}

export interface Retrieval {
  /** False when the meeting has no transcript (yet). */
  hasTranscript: boolean;
  /** Runs of consecutive segments, the best match's first; each run in the order said. */
  excerpts: RetrievedSegment[][];
  /** The agent's knowledge chunks, best first. */
  knowledge: string[];
}

/** The question's words that say what it is about, as typed: Postgres stems them itself. */
export function searchTerms(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const terms = words
    .map((word) => word.replace(/'s$/, '').replace(/'/g, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

const termQuery = (term: string) => sql`plainto_tsquery('english', ${term})`;

/** How much finding a word says: more the fewer of the meeting's segments have it (BM25's idf). */
const weight = (segments: number, having: number) =>
  Math.log(1 + (segments - having + 0.5) / (having + 0.5));

/** Speakers the question names by a part of their name ("What did Priya say ..."). */
function namedSpeakers(speakers: readonly string[], terms: readonly string[]): string[] {
  const asked = new Set(terms);
  return speakers.filter((speaker) =>
    speaker
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .some((part) => part.length > 2 && asked.has(part)),
  );
}

/** Ordinals in the order first matched, grouped into runs of neighbours, each run sorted. */
function excerptOrdinals(matched: readonly number[], segmentCount: number): number[][] {
  const runs: { from: number; to: number }[] = [];
  for (const ordinal of matched) {
    const from = Math.max(0, ordinal - 1);
    const to = Math.min(segmentCount - 1, ordinal + 1);
    const touching = runs.filter((run) => run.from <= to + 1 && from <= run.to + 1);
    if (touching.length === 0) {
      runs.push({ from, to });
      continue;
    }
    // The best-ranked run it touches takes it (and any other run it joins to).
    const [kept, ...joined] = touching;
    kept!.from = Math.min(from, ...touching.map((run) => run.from));
    kept!.to = Math.max(to, ...touching.map((run) => run.to));
    for (const run of joined) runs.splice(runs.indexOf(run), 1);
  }
  return runs.map(({ from, to }) =>
    Array.from({ length: to - from + 1 }, (_, offset) => from + offset),
  );
}

export async function retrieve(
  db: Database,
  bot: { userId: string; botId: string; agentId: string | null },
  question: string,
): Promise<Retrieval> {
  const terms = searchTerms(question);
  const ofBot = eq(transcriptSegment.botId, bot.botId);
  // One pass over the meeting's segments: how many there are, who spoke, and how many have each word.
  const [stats] = await db
    .select({
      segments: sql<number>`count(*)`.mapWith(Number),
      speakers: sql<string[]>`coalesce(array_agg(distinct ${transcriptSegment.speakerName}), '{}')`,
      ...Object.fromEntries(
        terms.map((term, index) => [
          `t${index}`,
          sql<number>`count(*) filter (where ${transcriptSegment.tsv} @@ ${termQuery(term)})`.mapWith(
            Number,
          ),
        ]),
      ),
    })
    .from(transcriptSegment)
    .where(ofBot);
  const segmentCount = stats?.segments ?? 0;
  const knowledge =
    bot.agentId === null || terms.length === 0
      ? []
      : await searchKnowledge(db, {
          userId: bot.userId,
          agentId: bot.agentId,
          // Any of the words, in web-search syntax: a question rarely shares all its words with a chunk.
          query: terms.join(' or '),
          limit: KNOWLEDGE_CHUNKS,
        });
  const retrieval = {
    hasTranscript: segmentCount > 0,
    knowledge: knowledge.map((hit) => hit.content),
  };

  const found = terms
    .map((term, index) => ({
      query: termQuery(term),
      weight: weight(segmentCount, Number((stats as Record<string, unknown>)[`t${index}`])),
      having: Number((stats as Record<string, unknown>)[`t${index}`]),
    }))
    .filter(({ having }) => having > 0);
  if (found.length === 0) return { ...retrieval, excerpts: [] };

  const anyTerm = sql.join(
    found.map(({ query }) => query),
    sql` || `,
  );
  const speakers = namedSpeakers(stats?.speakers ?? [], terms);
  const scores: SQL[] = found.map(
    ({ query, weight: points }) =>
      sql`case when ${transcriptSegment.tsv} @@ ${query} then ${points}::float8 else 0 end`,
  );
  if (speakers.length > 0)
    scores.push(
      sql`case when ${inArray(transcriptSegment.speakerName, speakers)} then ${weight(segmentCount, segmentCount / speakers.length)}::float8 else 0 end`,
    );
  const score = sql.join(scores, sql` + `);
  const matched = await db
    .select({ ordinal: transcriptSegment.ordinal })
    .from(transcriptSegment)
    .where(and(ofBot, sql`${transcriptSegment.tsv} @@ (${anyTerm})`))
    .orderBy(
      sql`${score} desc`,
      sql`ts_rank_cd(${transcriptSegment.tsv}, ${anyTerm}, 1) desc`,
      transcriptSegment.ordinal,
    )
    .limit(MATCHED_SEGMENTS);

  const runs = excerptOrdinals(
    matched.map(({ ordinal }) => ordinal),
    segmentCount,
  );
  const rows = await db
    .select({
      ordinal: transcriptSegment.ordinal,
      speaker: transcriptSegment.speakerName,
      words: transcriptSegment.words,
      content: transcriptSegment.content,
    })
    .from(transcriptSegment)
    .where(and(ofBot, inArray(transcriptSegment.ordinal, runs.flat())));
  const byOrdinal = new Map(rows.map((row) => [row.ordinal, row]));
  return {
    ...retrieval,
    excerpts: runs.map((run) =>
      run.flatMap((ordinal) => {
        const row = byOrdinal.get(ordinal);
        return row ? [row] : [];
      }),
    ),
  };
}
