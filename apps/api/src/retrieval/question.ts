/**
 * What a question about a meeting asks for, read before anything is searched: whether it wants a
 * summary of a discussion or one fact, which of the meeting's speakers it is about, and the words
 * of its topic. The words that only shape the question ("summarise the discussion about", "what
 * did … think of") are dropped, and a setting it names ("when discussing the budget") counts for
 * less than its topic. Words are returned as typed: the database stems them in the meeting's
 * language.
 */
import { STOP_WORDS } from '../text/terms.js';
import { namedSpeakers, wordsOf } from './speakers.js';

export type QuestionKind = 'summary' | 'factual';

export interface QuestionReading {
  kind: QuestionKind;
  /** The speakers' labels, as the transcript has them, of the people the question is about. */
  speakers: string[];
  /** The words of what it asks about, with their other spellings ("colour" for "color"). */
  topic: string[];
  /** The words of the setting it names ("when discussing …"), which weigh less. */
  setting: string[];
  /**
   * Words of the topic that may be missing from a meeting that answers it: what kind of answer is
   * wanted ("decision", "status"), and spellings added that the question did not use.
   */
  optional: string[];
  /** Each topic word as typed, with the other spelling added for it (["color", "colour"]). */
  spellings: [typed: string, other: string][];
}

/** Words of a question about a meeting that say what kind of answer it wants, not what about. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  (
    'summarize summarise summarized summarised summary summaries recap overview sum discuss discussed discusses discussing ' +
    'discussion discussions talk talked talks talking mention mentioned mentions mentioning say says saying said think thinks ' +
    'thought thoughts opinion opinions view views feel feels felt describe described explain explained elaborate elaborated ' +
    'comment comments group team meeting meetings people participants members everyone everybody main mainly overall brief ' +
    'briefly general generally towards toward regarding concerning put forward point points happen happened ' +
    'present presented presents presentation presentations'
  ).split(' '),
);

/**
 * Small words the shared stop list keeps that a question only joins its topic with: the particle of
 * a phrasal verb ("setting up", "cut down"), pronouns, prepositions and linking words.
 */
const JOINING_WORDS: ReadonlySet<string> = new Set(
  (
    'up down out off upon onto his her hers him himself herself itself themselves ours yours mine ' +
    'while whilst between across through throughout within without among amongst against under via per ' +
    'whether either neither both other others such accordingly done'
  ).split(' '),
);

/** Words that say what kind of answer is wanted, which an answer need not repeat ("the decision", "the status"). */
const ANSWER_WORDS: ReadonlySet<string> = new Set(
  (
    'decision decisions decide decided decides final finally conclusion conclusions concluded outcome outcomes ' +
    'result results status current currently progress update updates agreed agree agreement reason reasons'
  ).split(' '),
);

/** The other spelling of a word written the British or the American way: colour/color, organise/organize. */
function otherSpelling(word: string): string | null {
  const swaps: [RegExp, string][] = [
    [/our(s?)$/, 'or$1'],
    [/([^aeiou])or(s?)$/, '$1our$2'],
    [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
    [/iz(e|es|ed|ing|ation|ations)$/, 'is$1'],
    [/yse(s|d)?$/, 'yze$1'],
    [/yze(s|d)?$/, 'yse$1'],
    [/([^aeiou])re(s?)$/, '$1er$2'],
  ];
  for (const [pattern, replacement] of swaps)
    if (word.length > 4 && pattern.test(word)) return word.replace(pattern, replacement);
  return null;
}

/** What asks for a discussion to be summed up rather than one fact (a status is told part by part). */
const SUMMARY_QUESTION =
  /^\s*(?:summari[sz]e|sum up|give (?:me )?(?:a |an )?(?:summary|overview|recap)|recap|overview)\b|\bwhat (?:was|were|is|are|has been|have been) (?:discussed|said|talked about|mentioned|covered)\b|\bwhat (?:did|does|do) (?:.+?) (?:say|think|discuss|talk|mention|propose|recommend|suggest|elaborate|present|learn|report|feel)\b|\bmainly about\b|\b(?:opinions?|views|thoughts) (?:on|about|of|towards?)\b|\bhow did (?:.+?) (?:approach|feel about|react to|respond to)\b|\bwhat(?:['’]s| is| was) the (?:current )?(?:status|state|progress)\b/i;

/** Where a setting begins: "…, when discussing the budget", "… in the discussion about pricing". */
const SETTING =
  /\b(?:when|while|whilst|during)\s+(?:(?:they|we|the \w+) (?:were|was) )?(?:discussing|talking about|it came to|considering|dealing with|going through|the discussion (?:about|of|on))\s+|\b(?:in|during) the discussion (?:about|of|on)\s+/i;

/** A word in capitals ("IT", "QA") is a name, even when it is spelled like a small word. */
const isAcronym = (word: string) => word.length > 1 && /^\p{Lu}+$/u.test(word);

/** The words of a clause that carry its meaning, lower-cased, without those the question uses to ask. */
function meaningfulWords(text: string, left: ReadonlySet<number> = new Set()): string[] {
  const words = wordsOf(text)
    .filter((_, index) => !left.has(index))
    // "didn't", "won't": a negation says nothing of the topic.
    .filter((word) => !/n['’]t$/i.test(word))
    // "What's", "What’s", "Marketing's": the word without its "'s", whichever apostrophe is typed.
    .map((word) => word.replace(/['’]s$/i, ''))
    .filter((word) => isAcronym(word) || !STOP_WORDS.has(word.toLowerCase()))
    .map((word) => word.toLowerCase().replace(/['’]/g, ''))
    .filter((word) => word.length > 1 && !QUESTION_WORDS.has(word) && !JOINING_WORDS.has(word));
  return [...new Set(words)];
}

/** "How long", "how big", "how soon": the word after "how" is the kind of answer wanted. */
const howWords = (question: string) =>
  [...question.matchAll(/\bhow\s+(\p{L}+)/giu)].map((match) => match[1]!.toLowerCase());

export function readQuestion(question: string, speakers: readonly string[]): QuestionReading {
  const setting = SETTING.exec(question);
  const main = setting ? question.slice(0, setting.index) : question;
  const named = namedSpeakers(main, speakers);
  const asked = meaningfulWords(main, named.words);
  const spelled = asked.flatMap((word): [string, string][] => {
    const other = otherSpelling(word);
    return other === null || asked.includes(other) ? [] : [[word, other]];
  });
  const spellings = spelled.map(([, other]) => other);
  const topic = [...asked, ...spellings];
  const settingWords = setting
    ? meaningfulWords(question.slice(setting.index + setting[0].length)).filter(
        (word) => !topic.includes(word),
      )
    : [];
  return {
    kind: SUMMARY_QUESTION.test(question) ? 'summary' : 'factual',
    speakers: named.speakers,
    topic,
    setting: settingWords,
    optional: [
      ...asked.filter((word) => ANSWER_WORDS.has(word) || howWords(question).includes(word)),
      ...spellings,
    ],
    spellings: spelled,
  };
}
