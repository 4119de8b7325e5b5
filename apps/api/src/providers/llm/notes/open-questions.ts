/**
 * Open questions: ones the meeting raised and left unanswered. A question counts when it is
 * asked (a question word or an auxiliary opens one of its clauses: "Do we ...?", not "It's
 * blue?"), asks about something (enough words that say what), and is not a tag ("..., right?"),
 * a proposal or an offer ("what about ...?", "can I ...?"), a prompt for the floor ("any
 * questions?"), a question quoted in a story, small talk or the room. It is left open when a
 * reply says it is not known ("not sure", "let's talk about that later"), or when nobody answers
 * it: no reply by others in the next turns shares its subject, opens as answers do ("yes",
 * "about twelve", "because ...", and to a yes-or-no question "not ..."), or takes it up at
 * length, and its asker does not answer it.
 * Questions asked in one turn are one asking, and a question asked again is asked once, last.
 */
import type { NoteItem } from '../meeting-notes.js';
import {
  isQuestion,
  isSmallTalk,
  item,
  itemText,
  MEETING_MECHANICS,
  overlap,
  sharedCount,
  THE_ROOM,
  type Sentence,
} from './sentences.js';

/** Fewer words saying what it is about and a question is social or rhetorical ("Do I have a choice?"). */
const MIN_TOPICS = 3;
/** Turns by others read for an answer. */
const REPLY_TURNS = 2;
/** Replies of this many words (not asking back) take the question up, whatever words they use. */
const ANSWER_WORDS = 15;
/** A statement this long, opening as answers do, answers. */
const MIN_ANSWER_WORDS = 3;
/** Sentences of the first reply (with the asker's going on) read for "not sure". */
const OPENING_SENTENCES = 3;
/** Questions sharing this much of what they are about (Jaccard) ask the same thing. */
const SAME_QUESTION = 0.5;

const AUXILIARY =
  "(?:is|are|was|were|am|do|does|did|can|could|will|would|shall|should|may|might|must|have|has|had)(?:n't)?";
const WH = '(?:what|which|who|whom|whose|where|when|why|how)';
const LEADING = '^(?:(?:and|but|so|or|then|now|okay|well|also)\\s+)*';
/** A question whose last clause opens with an auxiliary asks for a yes or no: "Do we ...?" */
const YES_NO_CLAUSE = new RegExp(`${LEADING}${AUXILIARY}\\b`, 'i');
/** A clause asked as a question: opening with a question word or an auxiliary, or "who are we ...". */
const ASKING_CLAUSE = new RegExp(
  `${LEADING}(?:${WH}|${AUXILIARY})\\b|\\b${WH}(?:'s|'re|\\s+${AUXILIARY}\\b)`,
  'i',
);
/**
 * A question quoted inside a sentence, not asked in the meeting: told as someone's words ("they
 * ask the remote, where are you?") or capitalised in mid-sentence ("people ask you, Where is it?").
 */
const QUOTED = [
  new RegExp(
    `\\b(?:ask|asks|asked|say|says|said|tell|tells|told)\\b[^?]*?,\\s*(?:${WH}|${AUXILIARY})\\b`,
    'i',
  ),
  /\S\s+["'“‘]?(?:What|Which|Who|Where|When|Why|How|Is|Are|Do|Does|Did|Can|Could|Should|Would)\b/,
];
/** Someone addressed at the start ("Darren, can I ...", "Mr. Chair, ..."), before what is asked. */
const ADDRESS = /^(?:\p{Lu}[\p{L}.'-]*\s*){1,3},\s+/u;

/** Questions that only check the listener is following. */
const TAG_QUESTION =
  /(?:\b(?:right|okay|ok|yeah|yes|no|you know|make sense|agreed|correct|all good|huh|or what|or not|or something|or anything|you see|see)|,\s*(?:is|was|are|were|do|does|did|can|could|will|would|should|have|has|had)(?:n't)?(?: not)? (?:it|you|they|we|he|she|there|that|i|this))\?$/i;
/** Proposals, offers, requests to repeat and prompts for the floor: asked, but not left open. */
const NOT_AN_ASKING = new RegExp(
  `${LEADING}(?:what about|how about|why don't (?:we|you|I)|why not|shall (?:we|I)|should we just|can we just|(?:may|can|could|shall) I|do you want (?:me )?to|would you like|any (?:other |more |further |last )?(?:questions|comments|thoughts|ideas|objections|things)|anything else|anyone else|who wants|who's next|what else|what do you (?:think|reckon|suggest)|(?:what|any) (?:other )?(?:ideas|thoughts|suggestions|comments) (?:do you have|have you got)|what did you say|(?:does|did) (?:that|this|it) make sense|is (?:that|this|it) (?:okay|ok|alright|clear|right|fine)|are we (?:done|ready|good|agreed)|(?:are|is) (?:\\S+ )?(?:happy|content|okay|ok|fine|agreed) (?:to|with)|you know what I mean)\\b`,
  'i',
);
/** A reply or remark that leaves the question open. */
const LEFT_OPEN =
  /\b(?:not sure|don't know|do not know|no idea|unclear|tbd|to be (?:decided|determined|confirmed)|park (?:that|it|this)|leave (?:that|it|this) open|table (?:that|it|this)|(?:take|taking) (?:that|it|this) offline|need to (?:check|find out|look into)|get back to you|nobody knows|no one knows|(?:haven't|have not|hasn't|has not) (?:been )?decided|open question|still open|not yet|(?:sort|figure|work|find) (?:that|it|this) out later|(?:decide|discuss|come back to|talk about) (?:that|it|this) later)\b/i;
/** How a reply that answers yes or no opens. */
const YES_OR_NO =
  /^(?:yes|yep|yup|no|nope|nah|definitely|absolutely|certainly|of course|not really|correct)\b/i;
/** A yes-or-no question is also answered by what is not so: "Are they named?" "…Not in the audio." */
const NOT_SO = /^not\b/i;
/** How an answer opens: a view, an amount, a reason, a place or a way. */
const ANSWER_OPENING =
  /^(?:yeah|sure|probably|possibly|maybe|perhaps|exactly|right|I think|I believe|I guess|I'd say|I would say|I don't think|it is|it's|that's|they are|they're|we do|we don't|we will|we can|we can't|it does|it doesn't|it will|it won't|about|around|roughly|approximately|because|since|from|through|using|with|by)\b/i;
/** A question someone states rather than asks: "The open question is pricing at launch." */
const STATED_OPEN = /\bopen question\b/i;

const clauses = (text: string) =>
  text.split(/[,;:]\s+|\s*[—–]\s*|\s+-\s+/).map((clause) => clause.trim());

function isAsking(sentence: Sentence): boolean {
  const text = sentence.plain.replace(ADDRESS, '');
  const parts = clauses(text);
  return (
    isQuestion(sentence) &&
    sentence.topics.size >= MIN_TOPICS &&
    parts.some((clause) => ASKING_CLAUSE.test(clause)) &&
    !parts.some((clause) => NOT_AN_ASKING.test(clause)) &&
    !QUOTED.some((quoted) => quoted.test(text)) &&
    !TAG_QUESTION.test(text) &&
    !THE_ROOM.test(text) &&
    !MEETING_MECHANICS.test(text) &&
    !isSmallTalk(sentence)
  );
}

/**
 * A reply that opens as answers do: with yes or no; or a view, amount or reason, said at some
 * length unless the question asked for a yes or no ("Do you still have that?" "Oh yeah.").
 */
const opensAsAnswer = (reply: Sentence, yesNo: boolean) =>
  YES_OR_NO.test(reply.said.trim()) ||
  (yesNo && NOT_SO.test(reply.text)) ||
  ((yesNo || reply.words >= MIN_ANSWER_WORDS) &&
    (ANSWER_OPENING.test(reply.said.replace(/^\W*(?:oh|well|um|uh)\b\W*/i, '')) ||
      ANSWER_OPENING.test(reply.text)));

/**
 * What is said after the question, in order: what its asker goes on to say before anyone else
 * speaks (fillers aside), and what others say in their next REPLY_TURNS turns.
 */
function replies(sentences: readonly Sentence[], question: Sentence): Sentence[] {
  const turns = new Set<number>();
  const said: Sentence[] = [];
  for (const next of sentences.slice(question.index + 1)) {
    if (next.speaker === question.speaker) {
      if (turns.size === 0) said.push(next);
      continue;
    }
    if (next.text === '') continue;
    if (!turns.has(next.turn) && turns.size === REPLY_TURNS) break;
    turns.add(next.turn);
    said.push(next);
  }
  return said;
}

/**
 * Open when the first reply (or its asker going on) says it is not known. Otherwise, read in
 * order, the first reply that answers it (or its asker answering it) closes it, and failing
 * that, replies at length take it up.
 */
function isLeftOpen(sentences: readonly Sentence[], question: Sentence): boolean {
  if (STATED_OPEN.test(question.plain)) return true;
  const said = replies(sentences, question);
  const firstReply = said.find((reply) => reply.speaker !== question.speaker);
  const opening = said.filter(
    (reply) => reply.speaker === question.speaker || reply.turn === firstReply?.turn,
  );
  if (opening.slice(0, OPENING_SENTENCES).some((reply) => LEFT_OPEN.test(reply.plain))) return true;
  const yesNo = YES_NO_CLAUSE.test(clauses(question.plain.replace(ADDRESS, '')).at(-1)!);
  let askerWords = 0;
  let otherWords = 0;
  for (const reply of said) {
    if (isQuestion(reply)) continue;
    if (opensAsAnswer(reply, yesNo)) return false;
    if (reply.speaker === question.speaker) {
      askerWords += reply.words;
      continue;
    }
    otherWords += reply.words;
    if (sharedCount(question.topics, reply.topics) > 0) return false;
  }
  return askerWords < ANSWER_WORDS && otherWords < ANSWER_WORDS;
}

/** "The open question is pricing at launch" says which; "That stays an open question" does not. */
const saysWhat = (sentence: Sentence) =>
  [...sentence.topics].filter((term) => !/^(?:open|question)$/.test(term)).length >= 2;

/** The last clause of a long question: what it asks. */
const ASKED_CLAUSE = /[^,;:]*\?$/;

/** Reads each sentence of the meeting for a question it leaves open. */
export function openQuestionReader(
  sentences: readonly Sentence[],
): (sentence: Sentence) => NoteItem | null {
  const asked = sentences.filter(isAsking);
  const askedAgain = (question: Sentence) =>
    asked.some(
      (later) =>
        later.index > question.index && overlap(later.topics, question.topics) >= SAME_QUESTION,
    );
  const kept: Sentence[] = [];
  const keep = (sentence: Sentence, text?: string) => {
    if (kept.some((other) => other.turn === sentence.turn)) return null;
    kept.push(sentence);
    return item(sentence, text);
  };
  return (sentence) => {
    if (asked.includes(sentence) && !askedAgain(sentence) && isLeftOpen(sentences, sentence))
      return keep(sentence, itemText(sentence, ASKED_CLAUSE));
    if (!isQuestion(sentence) && STATED_OPEN.test(sentence.plain) && saysWhat(sentence))
      return keep(sentence);
    return null;
  };
}
