/**
 * An answer over numbered passages for the embedded language model: the (at most two) passages
 * that share the most words with the question, the rarer words counting more, quoted with who said
 * them and when, and the reply when a quote is a question someone answered. Nothing is reworded,
 * so nothing can be invented; a question the passages do not match gets the caller's "nothing
 * found".
 */
import { firstWords, splitSentences } from '../../text/sentences.js';
import { meaningfulTerms } from '../../text/terms.js';
import { noteTime } from './meeting-notes.js';
import { MAX_QUOTE_WORDS } from './passages.js';
import type { Passage, PassageAnswer, PassageAnswerInput, PassageCitation } from './port.js';

/** Passages quoted at most, besides the replies to quoted questions. */
const QUOTED_PASSAGES = 2;

interface Candidate {
  index: number;
  /** The question's terms the passage has. */
  found: Set<string>;
  /** The terms' weights added up (set once every passage's terms are known). */
  score: number;
  /** Per sentence, whether it has any of the question's terms. */
  sentences: { text: string; matches: boolean }[];
}

function candidate(passage: Passage, index: number, terms: ReadonlySet<string>): Candidate {
  const found = new Set<string>();
  const sentences = splitSentences(passage.text).map((text) => {
    let matches = false;
    for (const term of meaningfulTerms(text))
      if (terms.has(term)) {
        found.add(term);
        matches = true;
      }
    return { text, matches };
  });
  return { index, found, score: 0, sentences };
}

/** The sentences that have the question's terms; runs that are not next to each other are joined by ` … `. */
function quoteOf({ sentences }: Candidate): string {
  const runs: string[][] = [];
  let previous = -2;
  sentences.forEach(({ text, matches }, position) => {
    if (!matches) return;
    if (position === previous + 1) runs.at(-1)!.push(text);
    else runs.push([text]);
    previous = position;
  });
  return firstWords(runs.map((run) => run.join(' ')).join(' … '), MAX_QUOTE_WORDS);
}

/** The opening of what was said: a reply to a question, which need not repeat its words. */
const openingOf = (passage: Passage) =>
  firstWords(splitSentences(passage.text).slice(0, 2).join(' '), MAX_QUOTE_WORDS);

/**
 * The passage after a quoted question, when it is someone else answering it in the same excerpt
 * ("What is the budget?" "About the same as this quarter.").
 */
function replyTo(passages: readonly Passage[], index: number, quote: string): number | null {
  const next = passages[index + 1];
  const asked = passages[index]!;
  if (!quote.endsWith('?') || next === undefined || !next.followsPrevious) return null;
  if (next.speaker === null || next.speaker === asked.speaker) return null;
  return index + 1;
}

function line(passage: Passage, number: number, quote: string): string {
  const cited = `"${quote}" [${number}]`;
  if (passage.speaker === null) return `- From the agent's knowledge: ${cited}`;
  const time = noteTime(passage.at);
  return `- **${passage.speaker}**${time === null ? '' : ` (${time})`}: ${cited}`;
}

export function extractPassageAnswer({
  question,
  passages,
  nothingFound,
}: PassageAnswerInput): PassageAnswer {
  const terms = meaningfulTerms(question);
  const nothing = { text: nothingFound, citations: [] };
  if (terms.size === 0) return nothing;
  // A longer question must match more than one of its words, so a lone common word does not pass as an answer.
  const needed = Math.max(1, Math.ceil(terms.size / 3));
  const candidates = passages.map((passage, index) => candidate(passage, index, terms));
  // A term most passages have says little about which of them answers (idf over the passages).
  const having = new Map<string, number>();
  for (const { found } of candidates)
    for (const term of found) having.set(term, (having.get(term) ?? 0) + 1);
  for (const scored of candidates)
    for (const term of scored.found)
      scored.score += Math.log(1 + passages.length / having.get(term)!);
  const matching = candidates.filter(({ found }) => found.size >= needed);
  if (matching.length === 0) return nothing;
  // Those with (nearly) the most of the question's words, the rarer words first; passages come
  // most relevant first, so at equal scores the earlier one wins.
  const most = Math.max(...matching.map(({ found }) => found.size));
  const chosen = matching
    .filter(({ found }) => found.size >= most - 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, QUOTED_PASSAGES);

  const citations: PassageCitation[] = [];
  const quoted = new Set<number>();
  const quote = (index: number, text: string) => {
    if (quoted.has(index)) return;
    quoted.add(index);
    citations.push({ passage: index + 1, quote: text });
  };
  for (const found of chosen) {
    const text = quoteOf(found);
    quote(found.index, text);
    const reply = replyTo(passages, found.index, text);
    if (reply !== null) quote(reply, openingOf(passages[reply]!));
  }
  const lines = citations.map(({ passage, quote: text }) =>
    line(passages[passage - 1]!, passage, text),
  );
  return { text: `Here is what I found:\n\n${lines.join('\n')}`, citations };
}
