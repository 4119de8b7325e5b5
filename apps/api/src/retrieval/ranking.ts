/**
 * Ranking the passages of one source (a meeting's turns, or an agent's knowledge file's chunks) for
 * a question, and choosing the moments an answer cites. Pure: the database supplies the counts.
 *
 * - Each passage is scored with BM25 over the question's (stemmed) words, its topic words counting
 *   twice its setting's.
 * - The words of the best passages that the question did not use join it, weighing less
 *   (pseudo-relevance feedback): a topic is discussed in more words than the question names.
 * - A passage is judged with those around it: relevance flows forward, since a question is asked
 *   and then answered, a topic raised and then discussed. A passage inside a long discussion of
 *   the topic beats one that only announces it (an agenda line).
 * - When the question names speakers, only what they said is cited, and more so where they held
 *   the floor (a presentation).
 * - Moments are picked best first, apart from each other, so a summary spreads across the
 *   discussion, and only as many as a short summary reads. A factual question is answered where
 *   its words are, not in the discussion around: its best moment and one more, next to it or not,
 *   and the reply when a moment is itself a question.
 */

/** The passages of one source, in order: ordinal i is index i. */
export interface PassageSet {
  /** Distinct stems of each passage (BM25's document length). */
  stems: readonly number[];
  /** Words of each passage: a passage of a few words ("Mm-hmm.") is no moment to cite. */
  words: readonly number[];
  /** Who said each passage (their person, not their label); null for a document's chunks. */
  persons: readonly (string | null)[];
  /** Whether each passage ends with a question, which the next speaker may answer. */
  asks: readonly boolean[];
}

/** Where a stem occurs: passage ordinal → times. */
export type Postings = ReadonlyMap<number, number>;

/** A stem the ranking looks for, and how much it counts. */
export interface WeightedStem {
  stem: string;
  weight: number;
  postings: Postings;
}

export interface RankingQuestion {
  summary: boolean;
  /** The people the question is about; empty when it names none. */
  persons: ReadonlySet<string>;
}

/** How far relevance reaches, in passages: back to what came before, forward to what follows. */
const CONTEXT_BACK = 1;
const CONTEXT_FORWARD = 2;
/**
 * The same for the discussion around a passage: a topic raised is discussed for a while after,
 * up to twenty turns, and never for more than a twentieth of a short meeting.
 */
const DISCUSSION_FORWARD = 20;
const DISCUSSION_SHARE = 0.05;
/** How much the surrounding discussion counts beside the passage's own context. */
const DISCUSSION_WEIGHT = 1;
/** For a factual question, how much of its context a passage takes on beside its own score. */
const FACTUAL_CONTEXT_SHARE = 0.3;
/** A reply to a quoted question is looked for within this many passages after it. */
const REPLY_REACH = 3;
/** Reach, in passages, of the share of words a named speaker had: holding the floor. */
const FLOOR_REACH = 5;
/** Passages whose words join the question, and how many of their words. */
export const FEEDBACK_PASSAGES = 5;
const FEEDBACK_STEMS = 10;
/** The weight of the strongest word that joins the question, against 1 for the question's own. */
const FEEDBACK_WEIGHT = 0.3;
/** Shorter passages are no moment to cite. */
const MIN_MOMENT_WORDS = 5;
/** Moments cited for a summary, and for a factual question. */
export const SUMMARY_MOMENTS = 5;
const FACTUAL_MOMENTS = 2;
/**
 * A summary is short: its moments stop before they hold more than this many words, about three
 * minutes of speech. Five turns of a discussion fit; long statements fill it with two or three.
 */
const SUMMARY_WORDS = 400;
/**
 * A summary's moments closer than this (in passages) say the same, in a long meeting; a short
 * meeting's may be neighbours. A factual answer's may always be: a fact is often said over two
 * turns in a row (asked and answered, said and confirmed), and a turn far away is seldom more of
 * it. A weaker one than this share of the best is not cited.
 */
const MOMENT_GAP = 3;
const MOMENT_GAP_SHARE = 0.05;
const MOMENT_FLOOR = 0.3;

/** BM25's inverse document frequency: more the fewer passages have the stem. */
export const idf = (passages: number, having: number) =>
  Math.log(1 + (passages - having + 0.5) / (having + 0.5));

const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** BM25's score of a stem found `times` in a passage of `length` stems, the source's average being `average`. */
export function bm25Term(rarity: number, times: number, length: number, average: number): number {
  const norm = 1 - BM25_B + (BM25_B * length) / (average || 1);
  return (rarity * times * (BM25_K1 + 1)) / (times + BM25_K1 * norm);
}

export function bm25(set: PassageSet, stems: readonly WeightedStem[]): Float64Array {
  const count = set.stems.length;
  const scores = new Float64Array(count);
  if (count === 0) return scores;
  const average = set.stems.reduce((sum, length) => sum + length, 0) / count;
  for (const { weight, postings } of stems) {
    if (postings.size === 0) continue;
    const rarity = weight * idf(count, postings.size);
    for (const [ordinal, times] of postings)
      scores[ordinal]! += bm25Term(rarity, times, set.stems[ordinal]!, average);
  }
  return scores;
}

/** The best passages by these scores, best first (ties: the earlier); only those that score. */
export function best(scores: Float64Array, count: number): number[] {
  return [...scores.keys()]
    .filter((ordinal) => scores[ordinal]! > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, count);
}

/** The stems of one passage, with how often it has each. */
export type PassageStems = ReadonlyMap<string, number>;

/**
 * Stems of the best passages (by `scores`) that the question did not use, weighted by how much of
 * those passages they make up and how rare they are in the source: the words the source discusses
 * the topic in. `having`: in how many passages of the source each of those stems occurs.
 */
export function feedbackStems(
  set: PassageSet,
  scores: Float64Array,
  top: readonly number[],
  stemsOf: ReadonlyMap<number, PassageStems>,
  having: ReadonlyMap<string, number>,
  asked: ReadonlySet<string>,
): { stem: string; weight: number }[] {
  const count = set.stems.length;
  const strongest = scores[top[0] ?? 0] || 1;
  const weights = new Map<string, number>();
  for (const ordinal of top)
    for (const [stem, times] of stemsOf.get(ordinal) ?? []) {
      const passages = having.get(stem) ?? 0;
      // A stem of one passage only says nothing of the discussion around it.
      if (passages < 2 || asked.has(stem)) continue;
      const share = times / (set.stems[ordinal]! + 5);
      const added = (scores[ordinal]! / strongest) * Math.log(count / passages) * share;
      weights.set(stem, (weights.get(stem) ?? 0) + added);
    }
  const chosen = [...weights].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const heaviest = chosen[0]?.[1] || 1;
  return chosen
    .slice(0, FEEDBACK_STEMS)
    .map(([stem, weight]) => ({ stem, weight: (FEEDBACK_WEIGHT * weight) / heaviest }));
}

/** Each value spread over its neighbours with Gaussian weights, `back` before and `forward` after. */
export function spread(values: ArrayLike<number>, back: number, forward: number): Float64Array {
  const count = values.length;
  const spreadOut = new Float64Array(count);
  const before = Math.ceil(3 * back);
  const after = Math.ceil(3 * forward);
  for (let from = 0; from < count; from++) {
    const value = values[from]!;
    if (value === 0) continue;
    for (let to = Math.max(0, from - before); to <= Math.min(count - 1, from + after); to++) {
      const distance = to - from;
      const reach = distance < 0 ? back : forward;
      spreadOut[to]! += value * Math.exp(-(distance * distance) / (2 * reach * reach));
    }
  }
  return spreadOut;
}

const scaled = (values: Float64Array) => {
  let max = 0;
  for (const value of values) max = Math.max(max, value);
  return max === 0 ? values : values.map((value) => value / max);
};

/** Each passage's relevance in its context and discussion, raised where a named speaker held the floor. */
export function contextScores(
  set: PassageSet,
  scores: Float64Array,
  question: RankingQuestion,
): Float64Array {
  const count = scores.length;
  const around = spread(scores, CONTEXT_BACK, CONTEXT_FORWARD);
  const share = question.summary ? 1 : FACTUAL_CONTEXT_SHARE;
  const context = scaled(
    around.map((value, ordinal) => scores[ordinal]! + share * (value - scores[ordinal]!)),
  );
  const judged = new Float64Array(count);
  if (question.summary) {
    const forward = Math.max(1, Math.min(DISCUSSION_FORWARD, count * DISCUSSION_SHARE));
    const discussion = scaled(spread(scores, Math.max(1, forward / 4), forward));
    for (let ordinal = 0; ordinal < count; ordinal++)
      judged[ordinal] = context[ordinal]! + DISCUSSION_WEIGHT * discussion[ordinal]!;
  } else judged.set(context);
  if (question.persons.size > 0) {
    const theirs = spread(
      set.words.map((words, ordinal) =>
        question.persons.has(set.persons[ordinal] ?? '') ? words : 0,
      ),
      FLOOR_REACH,
      FLOOR_REACH,
    );
    const everyone = spread(set.words, FLOOR_REACH, FLOOR_REACH);
    for (let ordinal = 0; ordinal < count; ordinal++)
      judged[ordinal]! *= 1 + theirs[ordinal]! / (everyone[ordinal] || 1);
  }
  return judged;
}

/**
 * The moments to cite: the best passage, then the next best that are apart from those picked and
 * not much weaker; only what named speakers said, when they said something here. A summary's
 * moments come in the order said, a factual question's best first (each reply after its question).
 */
export function pickMoments(
  set: PassageSet,
  judged: Float64Array,
  question: RankingQuestion,
  limit = question.summary ? SUMMARY_MOMENTS : FACTUAL_MOMENTS,
): number[] {
  let candidates = [...judged.keys()].filter(
    (ordinal) => judged[ordinal]! > 0 && set.words[ordinal]! >= MIN_MOMENT_WORDS,
  );
  if (question.persons.size > 0) {
    const theirs = candidates.filter((ordinal) => question.persons.has(set.persons[ordinal] ?? ''));
    if (theirs.length > 0) candidates = theirs;
  }
  candidates.sort((a, b) => judged[b]! - judged[a]! || a - b);
  const strongest = judged[candidates[0] ?? 0] ?? 0;
  const gap = question.summary
    ? Math.max(1, Math.min(MOMENT_GAP, Math.floor(judged.length * MOMENT_GAP_SHARE)))
    : 1;
  const picked: number[] = [];
  let words = 0;
  for (const ordinal of candidates) {
    if (picked.length >= limit || judged[ordinal]! < MOMENT_FLOOR * strongest) break;
    if (picked.some((other) => Math.abs(other - ordinal) < gap)) continue;
    words += set.words[ordinal]!;
    if (question.summary && picked.length > 0 && words > SUMMARY_WORDS) break;
    picked.push(ordinal);
    const reply = question.summary ? null : replyTo(set, ordinal);
    if (reply !== null && !picked.includes(reply)) picked.push(reply);
  }
  return question.summary ? picked.sort((a, b) => a - b) : picked;
}

/** The next passage with something to say by someone else, when the passage asks a question. */
function replyTo(set: PassageSet, ordinal: number): number | null {
  if (!set.asks[ordinal] || set.persons[ordinal] === null) return null;
  const last = Math.min(set.words.length - 1, ordinal + REPLY_REACH);
  for (let next = ordinal + 1; next <= last; next++)
    if (set.persons[next] !== set.persons[ordinal] && set.words[next]! >= MIN_MOMENT_WORDS)
      return next;
  return null;
}

/** For a question about the whole meeting: the longest passage of each part, parts of equal length in order. */
export function overviewMoments(set: PassageSet, parts = SUMMARY_MOMENTS): number[] {
  const count = set.words.length;
  const moments: number[] = [];
  for (let part = 0; part < parts; part++) {
    let longest = -1;
    const to = Math.floor(((part + 1) * count) / parts);
    for (let ordinal = Math.floor((part * count) / parts); ordinal < to; ordinal++)
      if (longest < 0 || set.words[ordinal]! > set.words[longest]!) longest = ordinal;
    if (longest >= 0 && set.words[longest]! >= MIN_MOMENT_WORDS) moments.push(longest);
  }
  return moments;
}
