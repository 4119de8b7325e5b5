/**
 * What a question is answered from: the meeting's transcript segments found by Postgres
 * full-text search (any of the question's words), each with the segments said just before and
 * after it, and the bot's agent's knowledge chunks. A segment is ranked by the question's words it
 * has, a word counting for more the fewer segments of this meeting have it, so "budget" outweighs
 * "meeting"; a question naming a speaker favours what that speaker said; ts_rank_cd (how close
 * together the words are) breaks ties.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchKnowledge } from '../agents/knowledge/search.js';
import type { Database } from '../db/index.js';
import { transcriptSegment, type StoredWord } from '../meeting-bots/schema.js';
import { STOP_WORDS } from '../text/terms.js';

/** Segments found by the search; each brings its neighbours along. */
const MATCHED_SEGMENTS = 6;
/** Segments tied at the cut that are ranked further, at most. */
const MAX_CONTENDERS = 40;
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

/**
 * A word's tsquery as Postgres parsed it (`'price'`), cast back: a constant the planner folds,
 * where plainto_tsquery(...) would be parsed again for every segment.
 */
const parsedQuery = (text: string) => sql`${text}::tsquery`;

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
  // The meeting's size and speakers, and the question's words as Postgres parses them (once each).
  const [meeting] = await db
    .select({
      segments: sql<number>`count(*)`.mapWith(Number),
      speakers: sql<string[]>`coalesce(array_agg(distinct ${transcriptSegment.speakerName}), '{}')`,
      queries: sql<string[]>`array[${sql.join(
        terms.map((term) => sql`plainto_tsquery('english', ${term})::text`),
        sql`, `,
      )}]::text[]`,
    })
    .from(transcriptSegment)
    .where(ofBot);
  const segmentCount = meeting?.segments ?? 0;
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
  // Stop words parse to nothing; words stemmed alike ("price", "prices") are one query.
  const queries = [...new Set(meeting?.queries ?? [])].filter((query) => query !== '');
  if (segmentCount === 0 || queries.length === 0) return { ...retrieval, excerpts: [] };

  // Which of the meeting's segments have each word, and which the speakers it names said: one pass.
  const speakers = namedSpeakers(meeting?.speakers ?? [], terms);
  const ordinalsWhere = (condition: SQL) =>
    sql`coalesce(array_agg(${transcriptSegment.ordinal}) filter (where ${condition}), '{}')`;
  const spokenBy =
    speakers.length > 0
      ? ordinalsWhere(inArray(transcriptSegment.speakerName, speakers))
      : sql`'{}'::int[]`;
  const [having] = await db
    .select({
      terms: sql<number[][]>`jsonb_build_array(${sql.join(
        queries.map((query) =>
          ordinalsWhere(sql`${transcriptSegment.tsv} @@ ${parsedQuery(query)}`),
        ),
        sql`, `,
      )})`,
      speakers: sql<number[]>`${spokenBy}`,
    })
    .from(transcriptSegment)
    .where(ofBot);
  const scores = new Map<number, number>();
  const add = (ordinals: readonly number[]) => {
    const points = weight(segmentCount, ordinals.length);
    for (const ordinal of ordinals) scores.set(ordinal, (scores.get(ordinal) ?? 0) + points);
  };
  for (const ordinals of having?.terms ?? []) add(ordinals);
  const matching = new Set(scores.keys());
  if (matching.size === 0) return { ...retrieval, excerpts: [] };
  // What a named speaker said ranks higher, but only among segments with one of the words.
  const spoken = having?.speakers ?? [];
  if (spoken.length > 0) add(spoken.filter((ordinal) => matching.has(ordinal)));
  const ranked = [...scores].sort(([ordinalA, a], [ordinalB, b]) => b - a || ordinalA - ordinalB);
  // Ties at the cut (the same words found) are broken by how close together the words are.
  const cut = ranked[Math.min(MATCHED_SEGMENTS, ranked.length) - 1]![1];
  const contenders = ranked.filter(([, score]) => score >= cut).slice(0, MAX_CONTENDERS);
  const anyWord = sql.join(
    queries.map((query) => parsedQuery(query)),
    sql` || `,
  );
  const closeness = await db
    .select({
      ordinal: transcriptSegment.ordinal,
      rank: sql<number>`ts_rank_cd(${transcriptSegment.tsv}, ${anyWord}, 1)`.mapWith(Number),
    })
    .from(transcriptSegment)
    .where(
      and(
        ofBot,
        inArray(
          transcriptSegment.ordinal,
          contenders.map(([ordinal]) => ordinal),
        ),
      ),
    );
  const rankOf = new Map(closeness.map(({ ordinal, rank }) => [ordinal, rank]));
  const matched = contenders
    .sort(
      ([ordinalA, a], [ordinalB, b]) =>
        b - a || (rankOf.get(ordinalB) ?? 0) - (rankOf.get(ordinalA) ?? 0) || ordinalA - ordinalB,
    )
    .slice(0, MATCHED_SEGMENTS)
    .map(([ordinal]) => ordinal);

  const runs = excerptOrdinals(matched, segmentCount);
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
