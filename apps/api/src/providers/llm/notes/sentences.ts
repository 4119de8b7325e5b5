/**
 * The meeting as the notes read it: sentence by sentence, each with who said it, when, in which
 * turn, its words cleaned of disfluencies (what an item quotes) and the words that say what it is
 * about. Also what every section shares: items, the clause of a long sentence that carries its
 * point, and what counts as small talk.
 */
import { firstWords, splitSentences } from '../../../text/sentences.js';
import { meaningfulTerms } from '../../../text/terms.js';
import type { NoteItem } from '../meeting-notes.js';
import type { MeetingNotesInput } from '../port.js';
import { cleanSpeech } from './disfluency.js';

/** One case-insensitive pattern matching any of these, each written on its own. */
export const anyOf = (patterns: readonly RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'i');

/** Longer items are cut to the clause that carries the cue, then to this many words. */
const MAX_ITEM_WORDS = 40;

/**
 * Words of talk about anything, left out of what a sentence is about: a sentence of "think",
 * "thing" and "really" says nothing a reader would look for.
 */
const GENERAL_WORDS = `think thought know knew mean meant like just really actually yeah okay ok
  right well thing stuff kind sort lot lots bit way want wanted need needed go going gonna wanna come
  came get make made see look looked put take took use good great fine sure maybe probably perhaps
  also still even one yes oh um uh mm hmm something anything everything nothing little quite pretty
  guess try tried done doing got i'm it's that's there's don't can't you're we're they're i've we've
  i'll we'll let's what's isn't didn't doesn't won't wouldn't couldn't shouldn't aren't wasn't sorry
  thank thanks hello hi bye today now already always never ever again anyway course`;
const GENERAL_TERMS = meaningfulTerms(GENERAL_WORDS);

/** The words of a text that say what it is about: meaningful, and not talk about anything. */
export function meaningfulTopics(text: string): Set<string> {
  return new Set([...meaningfulTerms(text)].filter((term) => !GENERAL_TERMS.has(term)));
}

export interface Sentence {
  /** Its place in the meeting, from 0. */
  index: number;
  /** Its turn: a run of sentences by one speaker, numbered from 0. */
  turn: number;
  speaker: string;
  at: string | null;
  /** What was said as it was said (plain apostrophes), for cues carried by fillers: a reply's "Yes". */
  said: string;
  /** What was said, cleaned of fillers, stutters and false starts: what items quote. */
  text: string;
  /** The text with typographic apostrophes made plain, what the cues read. */
  plain: string;
  /** Words of the cleaned text. */
  words: number;
  /** Its stemmed words that say what it is about (not "the", "think", "thing", "really"). */
  topics: Set<string>;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const isQuestion = (sentence: Sentence) => sentence.plain.endsWith('?');

export function sentencesOf({ lines }: Pick<MeetingNotesInput, 'lines'>): Sentence[] {
  const sentences: Sentence[] = [];
  let turn = -1;
  let lastSpeaker: string | null = null;
  for (const line of lines)
    for (const said of splitSentences(line.text)) {
      const text = cleanSpeech(said);
      if (line.speaker !== lastSpeaker) turn++;
      lastSpeaker = line.speaker;
      sentences.push({
        index: sentences.length,
        turn,
        speaker: line.speaker,
        at: line.at,
        said: said.replace(/’/g, "'"),
        text,
        plain: text.replace(/’/g, "'"),
        words: wordCount(text),
        topics: meaningfulTopics(text),
      });
    }
  return sentences;
}

/** Greetings, thanks and goodbyes, people introducing themselves, and checking the call works. */
const SMALL_TALK = [
  /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|morning|thanks|thank you|bye|goodbye|see you|cheers|nice to (?:meet|see))\b/i,
  /^(?:[\p{Lu}][\p{L}.'-]*\s*){0,3},?\s*(?:I(?:'d| would) like to thank|I want to thank|I thank|thank you (?:for|very much)|thanks (?:for|very much))\b/iu,
  /\bmy name(?:'s| is)\b|\bI(?:'m| am) from\b|\bI come from\b|\bwhere (?:are|were) you from\b|\bnice to (?:meet|see) you\b/i,
  /\bhow (?:are|were) you\b|\bhow(?:'s| is) it going\b|\bhow was (?:your|the) (?:weekend|holiday|trip|break)\b/i,
  /\b(?:can|could) (?:you|everyone|you all|anyone) (?:hear|see) (?:me|us|my screen)\b|\b(?:you're|you are) (?:on )?mute\b|\bshare (?:my|your) screen\b/i,
  /\bsee you\b|\bgood luck\b|\bhave a (?:good|nice|great) (?:day|weekend|evening)\b/i,
];

/** Running the meeting or the room, not its subject: the slides, whose turn it is, "see you". */
export const MEETING_MECHANICS = anyOf([
  /\b(?:next|previous|last) slide\b|\bshar(?:e|ing) (?:my|the|your) screen\b|\bskip ahead\b/,
  /\b(?:hand|turn|pass)(?: it)? (?:over|back) to\b|\bgo first\b|\bmove on\b|\bsee you\b/,
  /\b(?:start|begin|finish|end|wrap up|kick off|close)(?: up| off)? with\b/,
  /\bask (?:you |him |her |them )?(?:a|one|another|the|some) (?:question|questions)\b/,
  /\b(?:can|could) (?:you|everyone|you all) (?:hear|see)\b/,
  /\brepeat (?:that|the question|it|yourself)\b|\bsay that again\b|\bwhat did you say\b/,
  /\bhurry up\b|\b(?:minutes|time) (?:left|remaining)\b|\brun(?:ning)? out of time\b/,
]);

/** Things of the room and the call, not of what the meeting is about. */
export const THE_ROOM =
  /\b(?:slides?|microphones?|mics?|mikes?|pens?|whiteboard|projector|mute|camera|agenda|laptops?|headsets?)\b/i;

export const isSmallTalk = (sentence: Sentence) =>
  SMALL_TALK.some((pattern) => pattern.test(sentence.plain));

/** How many topic words two sentences share. */
export const sharedCount = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  [...a].filter((term) => b.has(term)).length;

/** How many topic words two sentences share, over how many they have between them (Jaccard). */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const shared = sharedCount(a, b);
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Where clauses start: after a , ; : or a dash. */
const CLAUSE_BREAK = /(?<=[,;:])\s+|\s+[—–-]\s+/g;

/**
 * The cleaned sentence, or when it is long the clause around the cue (with … where it was cut),
 * so an item stays readable and is still what was said.
 */
export function itemText(sentence: Sentence, cue?: RegExp): string {
  const text = sentence.text;
  if (sentence.words <= MAX_ITEM_WORDS || cue === undefined)
    return firstWords(text, MAX_ITEM_WORDS);
  const match = cue.exec(sentence.plain);
  if (match === null) return firstWords(text, MAX_ITEM_WORDS);
  let start = 0;
  let end = text.length;
  for (const brk of text.matchAll(CLAUSE_BREAK)) {
    const breakStart = brk.index;
    const breakEnd = breakStart + brk[0].length;
    if (breakEnd <= match.index) start = breakEnd;
    else if (breakStart >= match.index + match[0].length) {
      end = breakStart;
      break;
    }
  }
  const clause = firstWords(
    text
      .slice(start, end)
      .trim()
      .replace(/[,;:]$/, ''),
    MAX_ITEM_WORDS,
  );
  return `${start > 0 ? '…' : ''}${clause}${end < text.length && !clause.endsWith('…') ? '…' : ''}`;
}

export const item = (sentence: Sentence, text = itemText(sentence)): NoteItem => ({
  speaker: sentence.speaker,
  at: sentence.at,
  text,
});

/** Keeps the first of items saying the same thing. */
export function unique<T extends NoteItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter(({ text }) => {
    const key = text.toLowerCase();
    return !seen.has(key) && !!seen.add(key);
  });
}
