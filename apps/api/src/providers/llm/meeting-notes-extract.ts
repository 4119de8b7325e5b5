/**
 * Meeting notes drawn from the transcript alone, for the embedded language model: every item is a
 * sentence someone said (or the clause of it that carries the point), picked by what people say
 * when they decide, take on or ask for work, or leave a question open. Nothing is reworded, so
 * nothing can be invented; a cue the extractor misses leaves an item out rather than making one up.
 */
import { firstWords, splitSentences } from '../../text/sentences.js';
import { meaningfulTerms } from '../../text/terms.js';
import type { ActionItem, MeetingNotes, NoteItem } from './meeting-notes.js';
import type { MeetingNotesInput } from './port.js';

/** Sentences in the summary, the simulated-meeting sentence included. */
const SUMMARY_SENTENCES = 5;
/** Longer items are cut to the clause that carries the cue, then to this many words. */
const MAX_ITEM_WORDS = 40;
/** Shorter sentences ("Agreed.", "Can you hear me?") say too little to stand alone as an item. */
const MIN_ITEM_WORDS = 4;
/** Shorter sentences are small talk rather than a meeting's substance. */
const MIN_SUMMARY_WORDS = 6;
/** A summary sentence whose words overlap one already picked by more than this (Jaccard) repeats it. */
const MAX_SUMMARY_OVERLAP = 0.5;

const DECISION_CUES = [
  /\bwe(?:'ve| have)? (?:all )?(?:decided|agreed)\b/i,
  /\blet(?:'s| us) go with\b/i,
  /\b(?:we'll|we will|we're going to|we are going to|we're|we are) go(?:ing)? with\b/i,
  /\b(?:it's|it is|that's|that is) (?:decided|agreed|settled)\b/i,
  /\b(?:the|our|final) decision is\b/i,
  /\bdecision:/i,
  /\bsettled on\b/i,
  /\bagreed\b/i,
  /\bdecided\b/i,
];
/** "We haven't decided" is the opposite of a decision. */
const UNDECIDED =
  /\b(?:haven't|have not|hasn't|has not|not yet|didn't|did not|don't|do not|never|not)\b[\w\s']{0,20}\b(?:decided|agreed|settled)\b/i;

/** The speaker takes the work on: the owner is the speaker. */
const FIRST_PERSON_ACTION_CUES = [
  /\bI(?:'ll| will| shall)\b/i,
  /\bI(?:'m| am) going to\b/i,
  /\bI can take\b/i,
  /\blet me\b/i,
];
/** "I'll be honest" or "let me think" promise no work. */
const FIRST_PERSON_NOT_ACTION =
  /\b(?:I(?:'ll| will)|I(?:'m| am) going to|let me) (?:be honest|admit|say|think|guess|just say|see if I understand|stop you|interrupt|repeat|know|share my screen)\b/i;
/** The speaker asks someone else: the owner is the person named, when there is one. */
const REQUEST_CUES = [/\b(?:can|could|would|will) you\b/i, /\bplease\b/i];
/** Running the call itself: neither work nor a question the meeting leaves open. */
const MEETING_MECHANICS =
  /\b(?:can|could) (?:you|everyone|you all) (?:hear|see)\b|\brepeat that\b|\bsay that again\b|\b(?:you're|you are) (?:on )?mute|\bshare (?:my|your) screen\b/i;
/** Offers and courtesies, not requests for work. */
const NOT_A_REQUEST =
  /\bwould you like\b|\bplease (?:go ahead|continue|carry on|hold)\b|\byes,? please\b|\bthank(?:s| you)\b/i;
const TASK_CUES = [
  /\baction items?\b/i,
  /\bfollow[- ]up\b/i,
  /\bby (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|noon|eod|eow|next (?:week|month|sprint)|(?:the )?end of (?:the )?(?:day|week|month|sprint|quarter))\b/i,
];

/** Questions that only check the listener is following. */
const TAG_QUESTION =
  /\b(?:right|okay|ok|yeah|yes|no|you know|make sense|agreed|correct|all good)\?$/i;
/** A reply that leaves the question open. */
const UNSURE_REPLY =
  /\b(?:not sure|don't know|do not know|no idea|good question|unclear|tbd|to be decided|to be determined|park (?:that|it|this)|leave (?:that|it|this) open|table (?:that|it|this)|(?:take|taking) (?:that|it|this) offline|need to (?:check|find out|look into)|get back to you|nobody knows|no one knows|haven't decided|have not decided|open question|still open|not yet)\b/i;
/** How answers usually start when they share no word with the question. */
const ANSWER_OPENING =
  /^(?:yes|yeah|yep|yup|no|nope|sure|definitely|absolutely|probably|maybe|certainly|of course|i think|i believe|i'd say|it's|it is|that's|that is|about|around|roughly|because|currently|right now|not)\b/i;
const GREETING =
  /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|bye|goodbye|see you|welcome)\b/i;
const SIMULATED = /\bsimulat(?:ed|ion)\b/i;

interface Sentence {
  speaker: string;
  at: string | null;
  text: string;
  /** The text with typographic apostrophes made plain, what the cues read (same length). */
  plain: string;
  words: number;
  terms: Set<string>;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function sentencesOf({ lines }: MeetingNotesInput): Sentence[] {
  return lines.flatMap((line) =>
    splitSentences(line.text).map((text) => ({
      speaker: line.speaker,
      at: line.at,
      text,
      plain: text.replace(/’/g, "'"),
      words: wordCount(text),
      terms: meaningfulTerms(text),
    })),
  );
}

const item = ({ speaker, at }: Sentence, text: string): NoteItem => ({ speaker, at, text });

/** Where clauses start: after a , ; : or a dash. */
const CLAUSE_BREAK = /(?<=[,;:])\s+|\s+[—–-]\s+/g;

/**
 * The sentence, or when it is long the clause around the cue (with … where it was cut), so an item
 * stays readable and is still exactly what was said.
 */
function itemText(sentence: Sentence, cue: RegExp | undefined): string {
  if (sentence.words <= MAX_ITEM_WORDS || cue === undefined)
    return firstWords(sentence.text, MAX_ITEM_WORDS);
  const text = sentence.text;
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

const firstCue = (text: string, cues: readonly RegExp[]) => cues.find((cue) => cue.test(text));

/** A speaker's name as people address them: the full name and its first word, without "(simulated)". */
function addressForms(speaker: string): string[] {
  const name = speaker.replace(/\(.*?\)/g, '').trim();
  const first = name.split(/\s+/)[0];
  return [...new Set([name, first].filter((form): form is string => !!form && form.length > 1))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds which participant a sentence names, other than its speaker. */
function nameFinder(sentences: readonly Sentence[]): (sentence: Sentence) => string | null {
  const speakers = [...new Set(sentences.map((sentence) => sentence.speaker))];
  const patterns = speakers.flatMap((speaker) =>
    addressForms(speaker).map((form) => ({
      speaker,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'u'),
    })),
  );
  return (sentence) =>
    patterns.find(
      ({ speaker, pattern }) => speaker !== sentence.speaker && pattern.test(sentence.plain),
    )?.speaker ?? null;
}

/** "Priya, can you ..." or "... by Friday, Priya?": someone addressed who may never have spoken. */
const ADDRESSED = /^(\p{Lu}[\p{L}'-]+),\s|,\s(\p{Lu}[\p{L}'-]+)[?.!]$/u;
const NOT_A_NAME = new Set([
  'So',
  'Okay',
  'Ok',
  'Yes',
  'Yeah',
  'No',
  'Well',
  'Right',
  'Now',
  'And',
  'But',
  'Also',
  'Then',
  'Alright',
  'Sure',
  'Great',
  'Thanks',
  'Please',
  'Everyone',
  'Guys',
  'Team',
  'Folks',
  'Actually',
  'Honestly',
  'Again',
  'Today',
  'Tomorrow',
]);

function addressedName(text: string): string | null {
  const match = ADDRESSED.exec(text);
  const name = match?.[1] ?? match?.[2];
  return name !== undefined && !NOT_A_NAME.has(name) ? name : null;
}

function decisionCue(sentence: Sentence): RegExp | undefined {
  if (sentence.plain.endsWith('?') || UNDECIDED.test(sentence.plain)) return undefined;
  return firstCue(sentence.plain, DECISION_CUES);
}

function actionItem(
  sentence: Sentence,
  namedIn: (sentence: Sentence) => string | null,
): ActionItem | null {
  const text = sentence.plain;
  const named = () => namedIn(sentence) ?? addressedName(text);
  const firstPerson =
    text.endsWith('?') || FIRST_PERSON_NOT_ACTION.test(text)
      ? undefined
      : firstCue(text, FIRST_PERSON_ACTION_CUES);
  if (firstPerson)
    return { ...item(sentence, itemText(sentence, firstPerson)), owner: sentence.speaker };
  const request =
    MEETING_MECHANICS.test(text) || NOT_A_REQUEST.test(text)
      ? undefined
      : firstCue(text, REQUEST_CUES);
  if (request) return { ...item(sentence, itemText(sentence, request)), owner: named() };
  const task = MEETING_MECHANICS.test(text) ? undefined : firstCue(text, TASK_CUES);
  if (task) return { ...item(sentence, itemText(sentence, task)), owner: named() };
  return null;
}

/**
 * Open unless someone else answered: the next thing another person said neither leaves it open
 * ("not sure", "let's park that") nor is off the point (no shared word and no answer-like start).
 */
function isOpen(sentences: readonly Sentence[], index: number): boolean {
  const question = sentences[index]!;
  // Whoever asks it may say themselves that it is open ("One open question: ...").
  if (/\bopen question\b/i.test(question.plain)) return true;
  const reply = sentences.slice(index + 1).find((next) => next.speaker !== question.speaker);
  if (reply === undefined) return true;
  if (UNSURE_REPLY.test(reply.plain)) return true;
  if (ANSWER_OPENING.test(reply.plain)) return false;
  for (const term of reply.terms) if (question.terms.has(term)) return false;
  return true;
}

/**
 * The most central sentences: those made of the words the meeting uses most, each new one adding
 * something the picked ones do not say, in the order they were said. A sentence saying the
 * meeting is simulated comes first.
 */
function summary(sentences: readonly Sentence[]): NoteItem[] {
  const frequency = new Map<string, number>();
  for (const sentence of sentences)
    for (const term of sentence.terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const simulated = sentences.findIndex((sentence) => SIMULATED.test(sentence.text));
  const ranked = sentences
    .map((sentence, position) => {
      let weight = 0;
      for (const term of sentence.terms) weight += Math.log1p(frequency.get(term)!);
      return { sentence, position, score: weight / Math.sqrt(Math.max(sentence.terms.size, 1)) };
    })
    .filter(
      ({ sentence, position }) =>
        position !== simulated &&
        sentence.words >= MIN_SUMMARY_WORDS &&
        !sentence.plain.endsWith('?') &&
        !GREETING.test(sentence.plain),
    )
    .sort((a, b) => b.score - a.score || a.position - b.position);
  const picked: { sentence: Sentence; position: number }[] =
    simulated >= 0 ? [{ sentence: sentences[simulated]!, position: -1 }] : [];
  for (const candidate of ranked) {
    if (picked.length >= SUMMARY_SENTENCES) break;
    const repeats = picked.some(({ sentence }) => {
      let shared = 0;
      for (const term of candidate.sentence.terms) if (sentence.terms.has(term)) shared++;
      const union = candidate.sentence.terms.size + sentence.terms.size - shared;
      return union > 0 && shared / union > MAX_SUMMARY_OVERLAP;
    });
    if (!repeats) picked.push(candidate);
  }
  return picked
    .sort((a, b) => a.position - b.position)
    .map(({ sentence }) => item(sentence, itemText(sentence, undefined)));
}

/** Keeps the first of items saying the same thing. */
function unique<T extends NoteItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter(({ text }) => {
    const key = text.toLowerCase();
    return !seen.has(key) && !!seen.add(key);
  });
}

export function extractMeetingNotes(input: MeetingNotesInput): MeetingNotes {
  const sentences = sentencesOf(input);
  const namedIn = nameFinder(sentences);
  const decisions: NoteItem[] = [];
  const actionItems: ActionItem[] = [];
  const openQuestions: NoteItem[] = [];
  sentences.forEach((sentence, index) => {
    if (sentence.words < MIN_ITEM_WORDS) return;
    const decision = decisionCue(sentence);
    if (decision) {
      decisions.push(item(sentence, itemText(sentence, decision)));
      return;
    }
    const action = actionItem(sentence, namedIn);
    if (action) {
      actionItems.push(action);
      return;
    }
    if (
      sentence.plain.endsWith('?') &&
      !TAG_QUESTION.test(sentence.plain) &&
      !MEETING_MECHANICS.test(sentence.plain) &&
      isOpen(sentences, index)
    )
      openQuestions.push(item(sentence, itemText(sentence, undefined)));
  });
  return {
    summary: summary(sentences),
    decisions: unique(decisions),
    actionItems: unique(actionItems),
    openQuestions: unique(openQuestions),
  };
}
