/**
 * A meeting's transcript as the ranking reads it: who said each turn, its length, and where each
 * stem occurs (read from the tsvectors Postgres keeps in the meeting's language). Built once and
 * kept in memory while the transcript stays the same, since people ask a meeting several questions
 * in a row: a question then costs one small query instead of reading the meeting again.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { transcriptSegment } from '../meeting-bots/schema.js';
import type { PassageSet, PassageStems, Postings } from './ranking.js';
import { personOf } from './speakers.js';

export interface MeetingIndex {
  set: PassageSet;
  /** The speakers' labels, turn by turn. */
  labels: string[];
  /** The text search configuration the meeting is stemmed with. */
  language: string;
  postings: ReadonlyMap<string, Postings>;
  stemsOf: ReadonlyMap<number, PassageStems>;
  /** Each turn's stored ordinal, what a citation names (the ranking counts turns from 0). */
  ordinals: number[];
}

/** Occurrences of stems kept at most, over all meetings: about six three-hour meetings. */
const MAX_CACHED_OCCURRENCES = 200_000;

/** `'price':3,7 'it''s':1` → [stem, times] pairs: Postgres's text form of a tsvector. */
export function readTsvector(text: string): [string, number][] {
  const stems: [string, number][] = [];
  for (const match of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([\d,A-D]+))?/g)) {
    const stem = match[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    stems.push([stem, match[2] ? match[2].split(',').length : 1]);
  }
  return stems;
}

interface Cached {
  version: string;
  index: MeetingIndex;
  occurrences: number;
}

/** Meetings' indexes, least recently used first. */
const cache = new Map<string, Cached>();

function remember(botId: string, entry: Cached): void {
  cache.delete(botId);
  cache.set(botId, entry);
  let total = 0;
  for (const cached of cache.values()) total += cached.occurrences;
  for (const [key, cached] of cache) {
    if (total <= MAX_CACHED_OCCURRENCES || cache.size === 1) break;
    cache.delete(key);
    total -= cached.occurrences;
  }
}

/** Changes whenever the transcript does: each stored segment gets a new id. */
async function versionOf(db: Database, botId: string): Promise<string> {
  const [row] = await db
    .select({
      turns: sql<number>`count(*)`.mapWith(Number),
      ids: sql<string>`coalesce(sum(hashtext(${transcriptSegment.id}::text)), 0)::text`,
    })
    .from(transcriptSegment)
    .where(eq(transcriptSegment.botId, botId));
  return `${row?.turns ?? 0}:${row?.ids ?? ''}`;
}

async function buildIndex(db: Database, botId: string): Promise<MeetingIndex | null> {
  const [row] = await db
    .select({
      ordinals: sql<
        number[]
      >`array_agg(${transcriptSegment.ordinal} order by ${transcriptSegment.ordinal})`,
      labels: sql<
        string[]
      >`array_agg(${transcriptSegment.speakerName} order by ${transcriptSegment.ordinal})`,
      words: sql<
        number[]
      >`array_agg(${transcriptSegment.wordCount} order by ${transcriptSegment.ordinal})`,
      asks: sql<
        boolean[]
      >`array_agg(right(rtrim(${transcriptSegment.content}), 1) = '?' order by ${transcriptSegment.ordinal})`,
      tsvectors: sql<
        string[]
      >`array_agg(${transcriptSegment.tsv}::text order by ${transcriptSegment.ordinal})`,
      language: sql<string>`min(${transcriptSegment.language}::text)`,
    })
    .from(transcriptSegment)
    .where(eq(transcriptSegment.botId, botId));
  if (!row?.ordinals || row.ordinals.length === 0) return null;
  const postings = new Map<string, Map<number, number>>();
  const stemsOf = new Map<number, Map<string, number>>();
  const stems = row.tsvectors.map((text, position) => {
    const own = new Map(readTsvector(text));
    stemsOf.set(position, own);
    for (const [stem, times] of own) {
      const where = postings.get(stem) ?? new Map<number, number>();
      where.set(position, times);
      postings.set(stem, where);
    }
    return own.size;
  });
  return {
    set: {
      stems,
      words: row.words.map((words) => words ?? 0),
      persons: row.labels.map(personOf),
      asks: row.asks,
    },
    labels: row.labels,
    language: row.language,
    postings,
    stemsOf,
    ordinals: row.ordinals,
  };
}

export async function meetingIndex(db: Database, botId: string): Promise<MeetingIndex | null> {
  const version = await versionOf(db, botId);
  const cached = cache.get(botId);
  if (cached?.version === version) {
    remember(botId, cached);
    return cached.index;
  }
  const index = await buildIndex(db, botId);
  if (index === null) {
    cache.delete(botId);
    return null;
  }
  let occurrences = 0;
  for (const where of index.postings.values()) occurrences += where.size;
  remember(botId, { version, index, occurrences });
  return index;
}
