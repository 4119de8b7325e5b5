/**
 * Whether what was found answers the question at all, or the meeting does not cover it. A meeting
 * covers a question when the words that carry most of the question's weight (rarer words weigh
 * more) are said around a moment found, or at least somewhere in the meeting: a topic discussed in
 * other words than the question's still shares some of them, while a question about something
 * never discussed ("the office move") finds its key word nowhere. A request to sum up a discussion
 * presupposes that it took place: the words of it the meeting never says are the asker's names for
 * it ("appearance design" for a talk of shape and colour), so the words it does say decide, as long
 * as they are at least half of the question's. A question about a speaker is covered when they said
 * anything of its topic.
 */
import { idf, type WeightedStem } from './ranking.js';

/**
 * The share of the question's weight to be found around a moment (when one of two words is nowhere,
 * the other must be rare: "the office move" is not covered by a launch date that moves) …
 */
const AROUND_MOMENT = 0.4;
/** … within this many turns of it, */
const MOMENT_REACH = 2;
/** … or the share to be found anywhere in the meeting. */
const IN_MEETING = 0.5;

const weightOf = ({ weight, postings }: WeightedStem, count: number) =>
  weight * idf(count, postings.size);

function shareFound(
  stems: readonly WeightedStem[],
  count: number,
  found: (stem: WeightedStem) => boolean,
): number {
  let total = 0;
  let share = 0;
  for (const stem of stems) {
    const weight = weightOf(stem, count);
    total += weight;
    if (found(stem)) share += weight;
  }
  return total === 0 ? 1 : share / total;
}

const near = (stem: WeightedStem, moment: number) => {
  for (let ordinal = moment - MOMENT_REACH; ordinal <= moment + MOMENT_REACH; ordinal++)
    if (stem.postings.has(ordinal)) return true;
  return false;
};

/**
 * `required`: the question's stems that an answer must share (not those of the kind of answer
 * wanted, nor spellings it did not use); `count`: the meeting's turns.
 */
export function covers(
  required: readonly WeightedStem[],
  moments: readonly number[],
  count: number,
  question: { aboutSpeaker: boolean; summary: boolean },
): boolean {
  if (moments.length === 0) return false;
  const inMeeting = shareFound(required, count, (stem) => stem.postings.size > 0);
  if (question.aboutSpeaker) return required.length === 0 || inMeeting > 0;
  if (inMeeting >= IN_MEETING) return true;
  const said = required.filter((stem) => stem.postings.size > 0);
  const judged = question.summary && said.length * 2 >= required.length ? said : required;
  return moments.some(
    (moment) => shareFound(judged, count, (stem) => near(stem, moment)) >= AROUND_MOMENT,
  );
}
