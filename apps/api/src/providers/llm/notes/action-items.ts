/**
 * Action items: someone committing to a piece of work. The speaker's own ("I'll send the schema
 * by Wednesday"), one asked of a person who is named or who says yes ("Priya, can you review the
 * plan by Friday?" "Sure."), or one given to a named person ("Action item: Tom to book the
 * venue", "Daniel sends the events list today"). The work is a task verb with something to
 * deliver, or with a time it is due; what a speaker does in the meeting itself (drawing, the next
 * slide, handing over to someone, "see you") and figures of speech ("let me think") are not work.
 */
import type { ActionItem } from '../meeting-notes.js';
import { addressedName, type People } from './people.js';
import {
  anyOf,
  isQuestion,
  item,
  itemText,
  meaningfulTopics,
  MEETING_MECHANICS,
  type Sentence,
} from './sentences.js';

/** Verbs of work whose object is what gets delivered. */
const TASK_VERBS = [
  'send',
  'write',
  'draft',
  'prepare',
  'check',
  'review',
  'update',
  'fix',
  'finish',
  'complete',
  'book',
  'call',
  'e-?mail',
  'mail',
  'share',
  'set up',
  'organi[sz]e',
  'schedule',
  'look into',
  'find out',
  'follow up',
  'get back to',
  'order',
  'contact',
  'build',
  'implement',
  'test',
  'investigate',
  'research',
  'create',
  'design',
  'deliver',
  'hand over',
  'hand in',
  'circulate',
  'upload',
  'post',
  'submit',
  'arrange',
  'compile',
  'summari[sz]e',
  'document',
  'add',
  'save',
  'put together',
  'print',
  'produce',
  'install',
  'deploy',
  'work on',
  'work out',
  'come up with',
  'sort out',
  'take care of',
  'own',
  'handle',
  'forward',
  'invite',
  'pass',
  'ask',
  'buy',
];
/** Verbs of passing word on: work only with a time it is due ("I'll tell support today"). */
const TELL_VERBS = [
  'tell',
  'let \\S+ know',
  'inform',
  'remind',
  'talk to',
  'speak to',
  'get in touch with',
  'meet with',
  'reply to',
  'respond to',
  'confirm',
];

/** "send" also as "sends", "set up" as "sets up": a named person's task is said both ways. */
const verbForms = (verbs: readonly string[]) =>
  verbs
    .map((verb) => {
      const [head, ...rest] = verb.split(' ');
      return [`${head}(?:e?s)?`, ...rest].join(' ');
    })
    .join('|');
/** Words between the commitment and its verb: "I'll just go ahead and send ...". */
const BETWEEN =
  '(?:(?:just|also|then|definitely|certainly|quickly|personally|happily|first|probably|sort of|kind of|try to|try and|go ahead and|go back and|go and|make sure to|be able to|have to|need to|please)\\s+)*';
const VERB = `(?<task>${verbForms(TASK_VERBS)})|(?<tell>${verbForms(TELL_VERBS)})`;
const verbAfter = (lead: string) => new RegExp(`${lead}\\s+${BETWEEN}(?:${VERB})\\b`, 'iu');

/** The speaker takes the work on. */
const OWN_WORK = verbAfter(
  "\\b(?:I(?:'ll| will| shall)(?: have to)?|I(?:'m| am) (?:going to|gonna)|I can|let me|I (?:need|have) to|I've got to|I must)",
);
/** The speaker asks someone else: "can you ...", "please ...". */
const REQUEST = verbAfter('\\b(?:(?:can|could|would|will) you|please)');

/** A time the work is due. */
const DUE = anyOf([
  /\b(?:tomorrow|tonight|today|eod|eow|asap|first thing|later (?:today|this week))\b/,
  /\b(?:by|before|until|on|this|next|for) (?:the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b/,
  /\b(?:next|this|end of (?:the )?) ?(?:week|month|quarter|sprint|year)\b/,
  /\b(?:by|before|for|after) (?:the |our )?(?:next |this )?(?:meeting|call|session|review)\b|\bnext (?:meeting|call|session|time)\b/,
  /\b(?:by|before|until|in|on) (?:january|february|march|april|june|july|august|september|october|november|december)\b/,
  /\bin (?:a|one|two|three|four|five|a few|a couple of) (?:days?|weeks?|hours?)\b/,
]);
/** Pronouns that leave the work unsaid ("I'll send it"): only a due time makes it an item. */
const PRONOUN_OBJECT = /^(?:it|this|that|these|those|them|him|her|you|us|me|one|something|some)\b/i;
const RECIPIENT = /^(?:you|him|her|them|us|me|everyone|everybody|all of you)\s+/i;

/**
 * Whether what follows the verb is work someone can deliver: a task verb with an object that
 * says what (not just "it"), or any of these verbs with a due time.
 */
function isWork(sentence: Sentence, match: RegExpExecArray): boolean {
  const due = DUE.test(sentence.plain.slice(match.index));
  if (due) return true;
  if (match.groups?.task === undefined) return false;
  const rest = sentence.plain.slice(match.index + match[0].length).trim();
  const object = rest.split(/[,;:.?!]|\s[—–-]\s/)[0]!.replace(RECIPIENT, '');
  return !PRONOUN_OBJECT.test(object) && meaningfulTopics(object).size > 0;
}

/** Work given to a participant by name ("Tom to book the venue"), or to anyone as an action item. */
const assignment = (people: People) =>
  verbAfter(
    `^(?:action items?:\\s*)?(?<name>${people.names || '(?!)'}|(?<=action items?:\\s*)\\p{Lu}[\\p{L}'-]+)(?: (?:will|'ll|is going to|is to|to|can|should|needs to|has to|must))?`,
  );

/** A reply that takes the request on: its speaker owns the work. */
const TAKES_IT_ON =
  /^(?:sure|yes|yeah|yep|okay|ok|will do|of course|no problem|absolutely|definitely|certainly|happy to|on it|fine|alright|I(?:'ll| will| can| shall))\b/i;

/** Who takes on work asked of no one by name: whoever answers it next with a yes. */
function accepter(sentences: readonly Sentence[], request: Sentence): string | null {
  const reply = sentences
    .slice(request.index + 1)
    .find((next) => next.turn > request.turn && next.speaker !== request.speaker);
  return reply && reply.turn === request.turn + 1 && TAKES_IT_ON.test(reply.said)
    ? reply.speaker
    : null;
}

/** Reads each sentence of the meeting for an action item. */
export function actionItemReader(
  sentences: readonly Sentence[],
  people: People,
): (sentence: Sentence) => ActionItem | null {
  const assigned = assignment(people);
  return (sentence) => {
    const text = sentence.plain;
    if (MEETING_MECHANICS.test(text)) return null;
    const own = isQuestion(sentence) ? null : OWN_WORK.exec(text);
    if (own && isWork(sentence, own))
      return { ...item(sentence, itemText(sentence, OWN_WORK)), owner: sentence.speaker };
    const request = REQUEST.exec(text);
    if (request && isWork(sentence, request)) {
      const owner =
        people.namedIn(sentence) ?? addressedName(sentence.text) ?? accepter(sentences, sentence);
      return owner === null ? null : { ...item(sentence, itemText(sentence, REQUEST)), owner };
    }
    const given = assigned.exec(text);
    if (given && isWork(sentence, given)) {
      const name = given.groups!.name!;
      return {
        ...item(sentence, itemText(sentence, assigned)),
        owner: people.byName(name) ?? name,
      };
    }
    return null;
  };
}
