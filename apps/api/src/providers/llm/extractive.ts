/**
 * The embedded language model: no network, no weights, deterministic. It restructures the user's
 * own prompt into an agent brief and answers questions by quoting the most relevant sentences of
 * the context, so it can never state anything that is not in what it was given.
 */
import { splitSentences } from '../../text/sentences.js';
import {
  requirePrompt,
  type AgentBriefFormat,
  type AnswerInput,
  type LanguageModel,
} from './port.js';

export const NOTHING_FOUND_ANSWER =
  "I couldn't find anything about that in the available information.";
/** Sentences quoted at most in one answer. */
const ANSWER_SENTENCES = 3;

/** Words too common to say what a text is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then of to in on at by for with from about into over after before as is are was were be been being ' +
    'do does did doing have has had having can could will would shall should may might must i me my we our us you your he she ' +
    'it its they them their this that these those there here what which who whom whose when where why how any some all each ' +
    'not no so than too very just also please tell know let get got say said give show anything something much many more most'
  ).split(' '),
);

/** Light stemming so price, prices, priced and pricing meet. */
function stem(word: string): string {
  let stemmed = word.replace(/'s$/, '');
  if (stemmed.length > 4 && stemmed.endsWith('ies')) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.length > 5 && stemmed.endsWith('ing')) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length > 4 && stemmed.endsWith('ed')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 3 && stemmed.endsWith('s') && !stemmed.endsWith('ss'))
    stemmed = stemmed.slice(0, -1);
  if (stemmed.length > 4 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

function queryTerms(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.filter((word) => !STOP_WORDS.has(word) && word.length > 1).map(stem));
}

export class ExtractiveLlm implements LanguageModel {
  async improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string> {
    return brief.fromPrompt(requirePrompt(prompt));
  }

  /** History is not needed: each answer quotes the context for the question as asked. */
  async answer({ question, context }: AnswerInput): Promise<string> {
    const terms = queryTerms(question);
    if (terms.size === 0) return NOTHING_FOUND_ANSWER;
    // A longer question must match more than one of its words, so a lone common word does not pass as an answer.
    const needed = Math.max(1, Math.ceil(terms.size / 3));
    const sentences = context.flatMap((passage) => passage.split(/\n+/).flatMap(splitSentences));
    const scored = sentences
      .map((sentence, position) => {
        const words = queryTerms(sentence);
        let score = 0;
        for (const term of terms) if (words.has(term)) score++;
        return { sentence, position, score };
      })
      .filter((candidate) => candidate.score >= needed);
    if (scored.length === 0) return NOTHING_FOUND_ANSWER;
    const seen = new Set<string>();
    return scored
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .filter(({ sentence }) => !seen.has(sentence) && seen.add(sentence))
      .slice(0, ANSWER_SENTENCES)
      .sort((a, b) => a.position - b.position)
      .map(({ sentence }) => sentence)
      .join(' ');
  }
}
