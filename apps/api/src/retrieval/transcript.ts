/**
 * A question about a meeting answered from its transcript: the question read (question.ts), the
 * meeting's turns ranked for it (ranking.ts) from the stems Postgres's full-text search keeps in
 * the meeting's language (meeting-index.ts), and the moments to cite picked, each with the turns
 * around it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { SemanticHit } from '../embeddings/ranking.js';
import { transcriptSegment, type StoredWord } from '../meeting-bots/schema.js';
import { covers } from './coverage.js';
import { FUSED_PASSAGES, fuse, standsOut, type SemanticSearch } from './fusion.js';
import { meetingIndex, type MeetingIndex } from './meeting-index.js';
import { readQuestion, type QuestionReading } from './question.js';
import {
  best,
  bm25,
  contextScores,
  FEEDBACK_PASSAGES,
  feedbackStems,
  overviewMoments,
  pickMoments,
  type WeightedStem,
} from './ranking.js';
import { personOf } from './speakers.js';
import { stemsOf } from './stems.js';

/** A setting's words ("when discussing the budget") count for this much of a topic word. */
const SETTING_WEIGHT = 0.5;
/** Turns around each moment that a model reads with it. */
const EXCERPT_REACH = 1;

export interface TranscriptTurn {
  ordinal: number;
  speaker: string;
  words: StoredWord[];
  /** The words joined with spaces. */
  content: string;
}

export interface TranscriptRetrieval {
  /** False when the meeting has no transcript (yet). */
  hasTranscript: boolean;
  reading: QuestionReading;
  /**
   * What an answer cites, in the order to cite them (a summary's in the order said, a factual
   * question's best first); empty when the meeting does not cover the question.
   */
  moments: TranscriptTurn[];
  /** Each moment with the turns just before and after it: runs in the order said, for a model to read. */
  excerpts: TranscriptTurn[][];
}

/** Runs of the moments and their neighbours (positions in the meeting), each run in the order said. */
function excerptRuns(moments: readonly number[], count: number): number[][] {
  const runs: number[][] = [];
  for (const moment of moments) {
    const from = Math.max(0, moment - EXCERPT_REACH);
    const to = Math.min(count - 1, moment + EXCERPT_REACH);
    const last = runs.at(-1);
    const start = last && last.at(-1)! >= from - 1 ? last.at(-1)! + 1 : from;
    const run = Array.from({ length: Math.max(0, to - start + 1) }, (_, offset) => start + offset);
    if (last && start !== from) last.push(...run);
    else runs.push(run);
  }
  return runs;
}

const weighted = (index: MeetingIndex, stem: string, weight: number): WeightedStem => ({
  stem,
  weight,
  postings: index.postings.get(stem) ?? new Map<number, number>(),
});

/** The turns (by position) of the moments found for the question, in the order said; none when not covered. */
async function findMoments(
  db: Database,
  index: MeetingIndex,
  reading: QuestionReading,
  semantic: SemanticHit[] | null,
): Promise<number[]> {
  const { set } = index;
  const optional = new Set(reading.optional);
  const [required = [], answerKind = [], setting = [], ...spelled] = await stemsOf(
    db,
    index.language,
    [
      reading.topic.filter((word) => !optional.has(word)).join(' '),
      reading.optional.join(' '),
      reading.setting.join(' '),
      ...reading.spellings.flat(),
    ],
  );
  // The stem of a word as typed, and of its other spelling ("color", "colour").
  const otherSpelling = new Map<string, string>();
  reading.spellings.forEach((_, pair) => {
    const [typed] = spelled[2 * pair] ?? [];
    const [other] = spelled[2 * pair + 1] ?? [];
    if (typed !== undefined && other !== undefined) otherSpelling.set(typed, other);
  });
  const weights = new Map<string, number>();
  for (const stem of setting) weights.set(stem, SETTING_WEIGHT);
  for (const stem of [...answerKind, ...required]) weights.set(stem, 1);
  const persons = new Set(reading.speakers.map(personOf));
  if (weights.size === 0 && persons.size === 0)
    // "What was discussed?" names nothing to look for: the meeting's moments from beginning to end.
    return reading.kind === 'summary' ? overviewMoments(set) : [];

  const asked = [...weights].map(([stem, weight]) => weighted(index, stem, weight));
  const question = { summary: reading.kind === 'summary', persons };
  let scores = bm25(set, asked);
  const top = best(scores, FEEDBACK_PASSAGES);
  const having = new Map([...index.postings].map(([stem, where]) => [stem, where.size]));
  const added = feedbackStems(set, scores, top, index.stemsOf, having, new Set(weights.keys()));
  scores = bm25(set, [...asked, ...added.map(({ stem, weight }) => weighted(index, stem, weight))]);
  if (semantic !== null) {
    const position = new Map(index.ordinals.map((ordinal, at) => [ordinal, at]));
    scores = fuse(
      scores,
      semantic.flatMap((hit) => position.get(hit.ordinal) ?? []),
    );
  }
  // A question about a speaker with no topic ("What did Priya say?") is about all they said.
  const judged = contextScores(
    set,
    asked.length === 0 ? Float64Array.from(set.words) : scores,
    question,
  );
  const moments = pickMoments(set, judged, question);
  // About a speaker, any of the words of the topic or its setting will do.
  const mustShare = new Set(
    [...required, ...(persons.size > 0 ? setting : [])].filter(
      (stem) => !answerKind.includes(stem),
    ),
  );
  // A word the meeting spells the other way is found where that spelling is.
  const needed = asked
    .filter(({ stem }) => mustShare.has(stem))
    .map((wanted) => {
      const other = otherSpelling.get(wanted.stem);
      if (other === undefined) return wanted;
      const postings = new Map([...(index.postings.get(other) ?? []), ...wanted.postings]);
      return { ...wanted, postings };
    });
  const covered =
    covers(needed, moments, set.stems.length, {
      aboutSpeaker: persons.size > 0,
      summary: question.summary,
    }) ||
    (semantic !== null && standsOut(semantic));
  return covered ? moments : [];
}

/**
 * The moments of the meeting that answer the question. `semantic`, when embeddings are configured,
 * ranks the meeting's turns by meaning too, and the two rankings are fused.
 */
export async function searchTranscript(
  db: Database,
  botId: string,
  question: string,
  semantic: SemanticSearch | null = null,
): Promise<TranscriptRetrieval> {
  const index = await meetingIndex(db, botId);
  const reading = readQuestion(question, index ? [...new Set(index.labels)] : []);
  if (!index) return { hasTranscript: false, reading, moments: [], excerpts: [] };
  const hits = semantic && (await semantic({ botId }, question, FUSED_PASSAGES));
  const moments = await findMoments(db, index, reading, hits ?? null);
  const runs = excerptRuns(
    [...moments].sort((a, b) => a - b),
    index.ordinals.length,
  ).map((run) => run.map((position) => index.ordinals[position]!));
  const rows =
    runs.length === 0
      ? []
      : await db
          .select({
            ordinal: transcriptSegment.ordinal,
            speaker: transcriptSegment.speakerName,
            words: transcriptSegment.words,
            content: transcriptSegment.content,
          })
          .from(transcriptSegment)
          .where(
            and(
              eq(transcriptSegment.botId, botId),
              inArray(transcriptSegment.ordinal, runs.flat()),
            ),
          );
  const byOrdinal = new Map(rows.map((row) => [row.ordinal, row]));
  const turns = (ordinals: readonly number[]) =>
    ordinals.flatMap((ordinal) => byOrdinal.get(ordinal) ?? []);
  return {
    hasTranscript: true,
    reading,
    moments: turns(moments.map((position) => index.ordinals[position]!)),
    excerpts: runs.map(turns),
  };
}
