/**
 * Decisions: what the meeting settled, found from how people settle things. Said outright ("we
 * decided", "let's go with", "everyone agrees"), or a proposal ("I suggest we ...", "we should
 * ...", "so we're going for ...?") that someone else accepts in the next turns ("sounds good",
 * "agreed", "the eleventh it is", a yes to "so we're going for ...?") before anyone objects; a
 * bare "that's decided" settles what was said just before it. Deciding later ("we have to
 * decide", "we haven't agreed"), reported words and settling how the meeting runs ("let's go for
 * the presentations") are not decisions.
 */
import type { NoteItem } from '../meeting-notes.js';
import {
  isQuestion,
  item,
  itemText,
  anyOf,
  MEETING_MECHANICS,
  overlap,
  type Sentence,
} from './sentences.js';

/** Proposals need this many words that say what they are about. */
const MIN_PROPOSAL_TOPICS = 2;
/** Turns by others read for an acceptance. */
const REPLY_TURNS = 3;
/** Sentences back that "that's decided" may point to, and the words what it points to has at least. */
const SETTLED_BACK = 6;
const MIN_SETTLED_WORDS = 4;
/** A proposal and an outright decision this close, sharing this much (Jaccard), are one decision. */
const SAME_DECISION_WITHIN = 30;
const SAME_DECISION = 0.3;

const SAID_SETTLED = [
  /\bwe(?:'ve| have)? (?:all |just |now |already |finally )?(?:decided|agreed|settled)\b/i,
  /\b(?:everyone|everybody|we all) agree(?:s|d)?\b|\bwe(?:'re| are) (?:all )?agreed\b/i,
  /\bI (?:just )?agreed to\b/i,
  /\b(?:it's|it is|that's|that is|this is) (?:now )?(?:decided|agreed|settled|final)\b/i,
  /\b(?:the|our|final|my) decision is\b|\bdecision:/i,
  /\bsettled on\b/i,
  /\blet(?:'s| us) (?:go|stick) (?:with|for)\b|\blet(?:'s| us) settle on\b/i,
  /\bwe(?:'ll| will|'re going to| are going to|'re gonna| are gonna) (?:go|stick) (?:with|for)\b/i,
];
/** "We haven't decided", "we have to decide", "if we agree": a decision still to come. */
const NOT_SETTLED = anyOf([
  /\b(?:haven't|have not|hasn't|has not|not yet|didn't|did not|don't|do not|never|not|no)\b[\w\s']{0,20}\b(?:decided|agreed|settled)\b/,
  /\b(?:have to|need to|must|should|will|'ll|going to|gonna|want to|to|can|could) (?:decide|agree|settle|make a decision|take a decision)\b/,
  /\bdecisions? (?:we|to) (?:take|make|need)\b/,
  /\b(?:if|whether|once|when|until|unless) (?:we|they|you) (?:decide|agree)\b/,
  /\b(?:what|whether|if|how|when|why|which) we (?:decided|agreed)\b|\bwhat (?:it|that|this) is\b/,
  /\bif we(?:'re| are) (?:going|gonna)\b/,
]);

const PROPOSAL = anyOf([
  /\bI (?:think|suggest|propose|'d suggest|would suggest|recommend|'d say|would say)(?: that)? we (?:should|could|can|go|use|have|keep|take|make|do|need|must|put|add)\b/,
  /\b(?:we should|let's|let us|I suggest|I propose|why don't we|(?:maybe|perhaps) we (?:should|could))\b/,
  /\bwe could (?:go|use|have|do|make|keep|put|add)\b|\bwe can go (?:with|for)\b/,
  /\bwe(?:'re| are) going (?:with|for)\b|\bwe(?:'ll| will) (?:go|stick) (?:with|for)\b/,
]);
/** Questions that put a proposal to the meeting: "So we're going for a titanium back?" */
const PROPOSING_QUESTION =
  /^(?:so,? )?(?:we(?:'re| are) (?:going|gonna go) (?:with|for)|we(?:'ll| will) (?:go|use|have|take|keep)|we (?:go|use|keep) |(?:are|is) (?:we|everyone|everybody) (?:agreed|happy|okay|fine) (?:with|on|that)|how about|what about|why don't we|shall we|any objections? to)\b/i;
/** Settling how the meeting runs, not what it is about. */
const ABOUT_THE_MEETING =
  /\blet(?:'s| us) (?:start|begin|see|say|move|go (?:through|on|over|around|back|to|ahead)|have a look|look|talk|discuss|wrap|take a break|get (?:started|going|back)|continue|finish|stop|hear|meet|think|recap|summari[sz]e|check)\b|\b(?:presentations?|agenda|break|slides?|lunch|coffee|minutes|introductions?|next (?:item|point|topic))\b/i;
/** What people say when they accept a proposal. */
const ACCEPTS =
  /^(?:(?:yeah|yes|okay|ok|right|alright|well|so)[,.!]?\s+)*(?:sounds (?:good|great|fine|right|like a plan)|agreed|I agree|we agree|good idea|great idea|that's (?:fine|a good idea|settled|decided)|fine (?:with|by) me|let's do (?:that|it|this)|let's go with (?:that|it|this)|that works|works for me|deal|perfect|fair enough|go for it|I'm happy with (?:that|it)|happy with (?:that|it)|no objections?|none from me|I'm (?:fine|okay|ok) with (?:that|it))\b|^(?:\S+[,.]\s+)?(?:the|a|an) \S+(?: \S+){0,2} it is[.!]?$/i;
/** Questions that check a proposal is taken ("so we're going for ...?"): a plain yes accepts them. */
const CHECKING_QUESTION =
  /^(?:so,? )?(?:we(?:'re| are) (?:going|gonna go) (?:with|for)|we(?:'ll| will) (?:go|use|have|take|keep)|we (?:go|use|keep) )/i;
/** A yes to a proposal put as a question. */
const YES = /^(?:yes|yeah|yep|yup|sure|definitely|absolutely|exactly|of course|correct|right)\b/i;
/** What people say when they do not accept it (yet). */
const OBJECTS =
  /^(?:(?:yeah|yes|okay|ok|well)[,.]?\s+)?(?:no\b|nope|but\b|I don't (?:think|agree|like|know)|I'm not sure|not sure|I disagree|what about|why)/i;

/** Words of settling itself: "That's decided." says nothing of what was. */
const SETTLING = new Set(['decid', 'decision', 'agre', 'settl', 'final', 'alright', 'okay']);
const saysWhat = (sentence: Sentence) => [...sentence.topics].some((term) => !SETTLING.has(term));

/** Whether the words at `index` of what was said are inside quotation marks: reported speech. */
const inQuotes = (said: string, index: number) =>
  (said.slice(0, index).match(/["“”]/g)?.length ?? 0) % 2 === 1;

function settledCue(sentence: Sentence): RegExp | undefined {
  if (isQuestion(sentence) || NOT_SETTLED.test(sentence.plain)) return undefined;
  if (ABOUT_THE_MEETING.test(sentence.plain)) return undefined;
  return SAID_SETTLED.find((cue) => {
    const match = cue.exec(sentence.said);
    return cue.test(sentence.plain) && !(match && inQuotes(sentence.said, match.index));
  });
}

const isSaidSettled = (sentence: Sentence) => settledCue(sentence) !== undefined;

function isProposal(sentence: Sentence): boolean {
  const text = sentence.plain;
  if (sentence.topics.size < MIN_PROPOSAL_TOPICS || ABOUT_THE_MEETING.test(text)) return false;
  if (MEETING_MECHANICS.test(text) || NOT_SETTLED.test(text)) return false;
  return isQuestion(sentence) ? PROPOSING_QUESTION.test(text) : PROPOSAL.test(text);
}

/**
 * Whether others accept the proposal in their next turns, before anyone objects. A turn that
 * settles it outright is an item of its own, so the proposal is not kept twice.
 */
function isAccepted(sentences: readonly Sentence[], proposal: Sentence): boolean {
  const turns = new Map<number, Sentence[]>();
  for (const next of sentences.slice(proposal.index + 1)) {
    if (next.turn === proposal.turn || next.text === '') continue;
    if (!turns.has(next.turn)) {
      if (turns.size === REPLY_TURNS) break;
      turns.set(next.turn, []);
    }
    turns.get(next.turn)!.push(next);
  }
  for (const turn of turns.values()) {
    if (turn[0]!.speaker === proposal.speaker) continue;
    if (turn.some(isSaidSettled)) return false;
    const reply = turn.map((next) => next.said).join(' ');
    if (ACCEPTS.test(reply)) return true;
    if (CHECKING_QUESTION.test(proposal.plain) && YES.test(reply)) return true;
    if (OBJECTS.test(reply)) return false;
  }
  return false;
}

/**
 * What "that's decided" or "we all agree on that" settles when it says nothing itself: the last
 * statement before it that does.
 */
function settledBefore(sentences: readonly Sentence[], settled: Sentence): Sentence | null {
  let back = 0;
  for (let index = settled.index - 1; index >= 0 && back < SETTLED_BACK; index--) {
    const before = sentences[index]!;
    // Backchannels ("Mm.", "Yeah.") are not what it settles, and not counted.
    if (before.words < 2) continue;
    back++;
    if (
      (!isQuestion(before) || PROPOSING_QUESTION.test(before.plain)) &&
      before.words >= MIN_SETTLED_WORDS &&
      before.topics.size >= MIN_PROPOSAL_TOPICS &&
      !ABOUT_THE_MEETING.test(before.plain) &&
      !NOT_SETTLED.test(before.plain)
    )
      return before;
  }
  return null;
}

interface Decision {
  item: NoteItem;
  /** The sentence it was read from, and the one it quotes (a proposal, or what "agreed" settles). */
  from: Sentence;
  quoted: Sentence;
  /** Said outright ("we decided ..."), not read from a proposal and its acceptance. */
  outright: boolean;
}

function decisionAt(sentences: readonly Sentence[], sentence: Sentence): Decision | null {
  const cue = settledCue(sentence);
  if (cue && saysWhat(sentence))
    return {
      item: item(sentence, itemText(sentence, cue)),
      from: sentence,
      quoted: sentence,
      outright: true,
    };
  const before = cue ? settledBefore(sentences, sentence) : null;
  if (before) return { item: item(before), from: sentence, quoted: before, outright: false };
  if (!cue && isProposal(sentence) && isAccepted(sentences, sentence)) {
    const text = itemText(sentence, isQuestion(sentence) ? PROPOSING_QUESTION : PROPOSAL);
    return { item: item(sentence, text), from: sentence, quoted: sentence, outright: false };
  }
  return null;
}

/**
 * The meeting's decisions in the order taken, and the sentences they were read from. A proposal
 * settled outright soon after ("Any objections to moving the launch?" ... "We decided: the launch
 * moves.") is one decision: the outright one.
 */
export function findDecisions(sentences: readonly Sentence[]): {
  decisions: NoteItem[];
  readFrom: Set<number>;
} {
  let found: Decision[] = [];
  for (const sentence of sentences) {
    const decision = decisionAt(sentences, sentence);
    if (decision === null) continue;
    const same = (earlier: Decision) =>
      !earlier.outright &&
      decision.outright &&
      decision.from.index - earlier.from.index <= SAME_DECISION_WITHIN &&
      overlap(earlier.quoted.topics, decision.quoted.topics) >= SAME_DECISION;
    found = [...found.filter((earlier) => !same(earlier)), decision];
  }
  return {
    decisions: found.map(({ item }) => item),
    readFrom: new Set(found.flatMap(({ from, quoted }) => [from.index, quoted.index])),
  };
}
