/**
 * The summary: the meeting's main topics in the order they came up, each told by one sentence
 * said about it. The meeting is cut into topical segments where the words in use change most
 * (TextTiling: the cosine of the words on either side of each point, cut at the deepest dips),
 * about one per five minutes of talk; each segment is told by its most central substantive
 * sentence, the longest segments first while the summary has words left. It opens with what the
 * meeting said it was for, when it did, and a sentence saying the meeting is simulated comes
 * first of all.
 */
import { firstWords } from '../../../text/sentences.js';
import type { NoteItem } from '../meeting-notes.js';
import {
  isQuestion,
  isSmallTalk,
  item,
  MEETING_MECHANICS,
  overlap,
  THE_ROOM,
  type Sentence,
} from './sentences.js';

/** The summary's length at most, in words. */
const MAX_SUMMARY_WORDS = 200;
/** Words of talk per topic (about five minutes), and how many topics a meeting is cut into. */
const WORDS_PER_TOPIC = 750;
const MIN_TOPICS = 4;
const MAX_TOPICS = 12;
/** Words on either side of a point compared for a change of topic. */
const WINDOW_WORDS = 200;
/** Shorter sentences are small talk or fragments rather than a meeting's substance. */
const MIN_SENTENCE_WORDS = 8;
const MIN_SENTENCE_TOPICS = 4;
/** Longer sentences are cut to this many words. */
const MAX_SENTENCE_WORDS = 40;
/** A sentence whose topic words overlap one already picked by more than this repeats it. */
const MAX_OVERLAP = 0.4;
/** The share of the meeting, from its start, where it says what it is for. */
const OPENING_SHARE = 0.15;
const SIMULATED = /\bsimulat(?:ed|ion)\b/i;

/** What a meeting says it is for as it opens: "This is the first meeting of ...", "Welcome to ...". */
const PURPOSE =
  /\b(?:this (?:is (?:the|our|a)|meeting)|today(?:'s)?|(?:the|our) (?:purpose|aim|goal|point|plan|topic|focus|task)\b|we(?:'re| are) (?:here|aiming|going) to|welcome to|we (?:want|need|have) to|item \w+|session (?:on|with|about)|meeting (?:on|about|is|was))/i;
/**
 * Words that build descriptions (articles, prepositions): a sentence made with them says what
 * it is about ("the price of the case"), one without leans on the talk around it ("I think
 * that's it, you know").
 */
const DESCRIBING = new Set('the a an of in on for with to by about from at as which'.split(' '));
/** Keeps a sentence with no describing words in the running. */
const DESCRIBING_FLOOR = 0.05;

type Counts = Map<string, number>;

function countTerms(sentences: readonly Sentence[]): Counts {
  const counts: Counts = new Map();
  for (const sentence of sentences)
    for (const term of sentence.topics) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function cosine(a: Counts, b: Counts): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [term, count] of a) {
    normA += count * count;
    dot += count * (b.get(term) ?? 0);
  }
  for (const count of b.values()) normB += count * count;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The sentences from `start` going `step` (1 or -1) until they hold WINDOW_WORDS words. */
function window(sentences: readonly Sentence[], start: number, step: 1 | -1): Sentence[] {
  const picked: Sentence[] = [];
  let words = 0;
  for (
    let index = start;
    index >= 0 && index < sentences.length && words < WINDOW_WORDS;
    index += step
  ) {
    picked.push(sentences[index]!);
    words += sentences[index]!.words;
  }
  return picked;
}

/** Where the topic changes most: the indexes that start a new segment, in order. */
function topicCuts(sentences: readonly Sentence[], topics: number): number[] {
  const similarity = sentences.map((_, gap) =>
    gap === 0
      ? 1
      : cosine(countTerms(window(sentences, gap - 1, -1)), countTerms(window(sentences, gap, 1))),
  );
  // A dip's depth: how far the similarity climbs back on each side of it.
  const depth = similarity.map((value, gap) => {
    if (gap === 0) return 0;
    let left = value;
    for (let index = gap - 1; index > 0 && similarity[index]! >= left; index--)
      left = similarity[index]!;
    let right = value;
    for (let index = gap + 1; index < similarity.length && similarity[index]! >= right; index++)
      right = similarity[index]!;
    return left - value + (right - value);
  });
  const wordsBefore: number[] = [];
  let total = 0;
  for (const sentence of sentences) {
    wordsBefore.push(total);
    total += sentence.words;
  }
  // Segments at least half their fair share long: a dip inside a long turn is not a new topic.
  const minWords = total / topics / 2;
  const cuts: number[] = [];
  const byDepth = depth.map((value, gap) => ({ value, gap })).sort((a, b) => b.value - a.value);
  for (const { value, gap } of byDepth) {
    if (cuts.length === topics - 1 || value <= 0) break;
    const far = (other: number) => Math.abs(wordsBefore[gap]! - wordsBefore[other]!) >= minWords;
    if (wordsBefore[gap]! >= minWords && total - wordsBefore[gap]! >= minWords && cuts.every(far))
      cuts.push(gap);
  }
  return cuts.sort((a, b) => a - b);
}

/** The rest of a sentence said before it ("and what it has to do", "With a touch screen."). */
const CONTINUES = /^(?:with|for|in|which|of|to|at|by|from|on|into|than|as|and|or)\b/i;

/** A sentence that can tell a topic alone: whole, about the meeting's subject, not small talk. */
const isSubstantive = (sentence: Sentence) =>
  sentence.words >= MIN_SENTENCE_WORDS &&
  sentence.topics.size >= MIN_SENTENCE_TOPICS &&
  !isQuestion(sentence) &&
  !/^\W*\p{Ll}/u.test(sentence.said) &&
  !CONTINUES.test(sentence.text) &&
  !isSmallTalk(sentence) &&
  !MEETING_MECHANICS.test(sentence.plain) &&
  !THE_ROOM.test(sentence.plain);

/** How much of the meeting each word runs through: the share of its segments that use it. */
function spreadOf(segments: readonly (readonly Sentence[])[]): Counts {
  const spread: Counts = new Map();
  for (const segment of segments)
    for (const term of countTerms(segment).keys())
      spread.set(term, (spread.get(term) ?? 0) + 1 / segments.length);
  return spread;
}

function describing(sentence: Sentence): number {
  const words = sentence.plain.toLowerCase().split(/\s+/);
  return words.filter((word) => DESCRIBING.has(word)).length / words.length;
}

/**
 * The segment's most central substantive sentence: made of the words the segment uses most and
 * the words that run through the whole meeting, and saying what it is about.
 */
function central(
  segment: readonly Sentence[],
  spread: Counts,
  eligible: (sentence: Sentence) => boolean = isSubstantive,
): Sentence | null {
  const local = countTerms(segment);
  let best: { sentence: Sentence; score: number } | null = null;
  for (const sentence of segment) {
    if (!eligible(sentence)) continue;
    let weight = 0;
    for (const term of sentence.topics)
      weight += Math.log1p(local.get(term)! - 1) + spread.get(term)!;
    const score =
      (weight / Math.sqrt(sentence.topics.size)) * (describing(sentence) + DESCRIBING_FLOOR);
    if (best === null || score > best.score) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

/** The sentence in the meeting's opening that says what it is for, if one does. */
function purpose(sentences: readonly Sentence[], spread: Counts, totalWords: number) {
  const opening: Sentence[] = [];
  let words = 0;
  for (const sentence of sentences) {
    if (words > totalWords * OPENING_SHARE) break;
    opening.push(sentence);
    words += sentence.words;
  }
  return central(
    opening,
    spread,
    (sentence) => isSubstantive(sentence) && PURPOSE.test(sentence.plain),
  );
}

const summaryWords = (sentence: Sentence) => Math.min(sentence.words, MAX_SENTENCE_WORDS);

export function summary(sentences: readonly Sentence[]): NoteItem[] {
  const simulated = sentences.find((sentence) => SIMULATED.test(sentence.text));
  const spoken = sentences.filter((sentence) => sentence !== simulated && sentence.words > 0);
  const totalWords = spoken.reduce((sum, sentence) => sum + sentence.words, 0);
  const topics = Math.min(
    MAX_TOPICS,
    Math.max(MIN_TOPICS, Math.round(totalWords / WORDS_PER_TOPIC)),
  );
  const cuts = [0, ...topicCuts(spoken, topics), spoken.length];
  const segments = cuts.slice(0, -1).map((start, index) => spoken.slice(start, cuts[index + 1]));
  const spread = spreadOf(segments);
  const picked = [simulated, purpose(spoken, spread, totalWords)].filter(
    (sentence): sentence is Sentence => !!sentence,
  );
  let words = picked.reduce((sum, sentence) => sum + summaryWords(sentence), 0);
  const bySize = segments
    .map((segment) => ({ segment, size: segment.reduce((sum, next) => sum + next.words, 0) }))
    .sort((a, b) => b.size - a.size);
  for (const { segment } of bySize) {
    const sentence = central(segment, spread);
    if (sentence === null || words + summaryWords(sentence) > MAX_SUMMARY_WORDS) continue;
    if (picked.some((other) => overlap(other.topics, sentence.topics) > MAX_OVERLAP)) continue;
    picked.push(sentence);
    words += summaryWords(sentence);
  }
  return picked
    .sort((a, b) => (a === simulated ? -1 : b === simulated ? 1 : a.index - b.index))
    .map((sentence) => item(sentence, firstWords(sentence.text, MAX_SENTENCE_WORDS)));
}
