/**
 * An answer over numbered passages for the embedded language model: each moment the retrieval chose
 * is quoted in the order it gave them, with who said it and when (the sentences that have the question's
 * words, or the moment's opening when it discusses the topic in other words), followed by the reply
 * when a quote is a question someone answered and the answer has room for it (MAX_CITATIONS), and
 * then what the agent's knowledge says. Nothing is reworded, so nothing can be invented; without
 * moments the answer is the caller's "nothing found".
 */
import { firstWords, splitSentences } from '../../text/sentences.js';
import { meaningfulTerms } from '../../text/terms.js';
import { noteClock, type NoteClock } from './meeting-notes.js';
import { MAX_CITATIONS, MAX_QUOTE_WORDS } from './passages.js';
import type { Passage, PassageAnswer, PassageAnswerInput, PassageCitation } from './port.js';

/** Knowledge passages quoted at most, after the meeting's moments. */
const QUOTED_DOCUMENTS = 1;
/** Sentences of a moment's opening quoted when none has the question's words. */
const OPENING_SENTENCES = 2;
/** Shorter sentences ("Yeah.", "Okay, so.") open nothing worth quoting. */
const MIN_OPENING_WORDS = 4;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The passage's sentences that have the question's terms, runs that are not next to each other
 * joined by ` … `; or, when none has, its first sentences, from the first with something to say
 * unless it is a reply (where "Forty thousand." is the answer).
 */
function quoteOf(passage: Passage, terms: ReadonlySet<string>, isReply = false): string {
  const sentences = splitSentences(passage.text);
  const runs: string[][] = [];
  let previous = -2;
  sentences.forEach((sentence, position) => {
    if (![...meaningfulTerms(sentence)].some((term) => terms.has(term))) return;
    if (position === previous + 1) runs.at(-1)!.push(sentence);
    else runs.push([sentence]);
    previous = position;
  });
  if (runs.length > 0)
    return firstWords(runs.map((run) => run.join(' ')).join(' … '), MAX_QUOTE_WORDS);
  const opening = isReply
    ? 0
    : sentences.findIndex((sentence) => wordCount(sentence) >= MIN_OPENING_WORDS);
  return firstWords(
    sentences.slice(Math.max(0, opening), Math.max(0, opening) + OPENING_SENTENCES).join(' '),
    MAX_QUOTE_WORDS,
  );
}

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

function line(passage: Passage, number: number, quote: string, clock: NoteClock): string {
  const cited = `"${quote}" [${number}]`;
  if (passage.speaker === null) return `- From the agent's knowledge: ${cited}`;
  const time = clock.time(passage.at);
  const zone = clock.named ? ` ${clock.abbreviation}` : '';
  return `- **${passage.speaker}**${time === null ? '' : ` (${time}${zone})`}: ${cited}`;
}

export function extractPassageAnswer({
  question,
  summary,
  passages,
  nothingFound,
  timeZone,
}: PassageAnswerInput): PassageAnswer {
  const terms = meaningfulTerms(question);
  const moments = passages
    .flatMap((passage, index) => (passage.moment === null ? [] : [index]))
    .sort((a, b) => passages[a]!.moment! - passages[b]!.moment!);
  const said = moments.filter((index) => passages[index]!.speaker !== null);
  const documents = moments
    .filter((index) => passages[index]!.speaker === null)
    .slice(0, QUOTED_DOCUMENTS);
  if (said.length === 0 && documents.length === 0) return { text: nothingFound, citations: [] };

  const citations: PassageCitation[] = [];
  const quoted = new Set<number>();
  const quote = (index: number, text: string) => {
    if (quoted.has(index)) return;
    quoted.add(index);
    citations.push({ passage: index + 1, quote: text });
  };
  // A reply is quoted while the moments leave room for it: the moments come first.
  let roomForReplies = MAX_CITATIONS - said.length;
  for (const index of said) {
    const text = quoteOf(passages[index]!, terms);
    quote(index, text);
    const reply = replyTo(passages, index, text);
    if (reply === null || quoted.has(reply) || roomForReplies <= 0) continue;
    roomForReplies -= 1;
    quote(reply, quoteOf(passages[reply]!, new Set(), true));
  }
  for (const index of documents) quote(index, quoteOf(passages[index]!, terms));
  const clock = noteClock(timeZone, passages);
  const lines = citations.map(({ passage, quote: text }) =>
    line(passages[passage - 1]!, passage, text, clock),
  );
  const lead =
    summary && said.length > 1 ? 'Here is what was said, in order:' : 'Here is what I found:';
  return { text: `${lead}\n\n${lines.join('\n')}`, citations };
}
