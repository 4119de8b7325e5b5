/**
 * A question about a meeting answered from what was retrieved for it (retrieval.ts): the passages
 * go to the language model, and the `[n]` it cites come back as transcript moments. Citations
 * are transcript moments only: a knowledge passage may be quoted, but it is no moment to jump to.
 */
import type { Database } from '../db/index.js';
import { firstTime, tokenTimes } from '../meeting-bots/meeting-data.js';
import type { ChatMessage, LanguageModel, Passage } from '../providers/llm/index.js';
import { MAX_CITATIONS, MAX_QUOTE_WORDS, renumberMarkers } from '../providers/llm/passages.js';
import type { SemanticSearch } from '../retrieval/fusion.js';
import { firstWords } from '../text/sentences.js';
import { timeZoneOfUser } from '../users/settings.js';
import { retrieve, type RetrievedSegment } from './retrieval.js';
import type { StoredCitation } from './schema.js';

export const NOT_COVERED_ANSWER = "The meeting doesn't seem to cover that.";
export const NO_TRANSCRIPT_ANSWER =
  "This meeting has no transcript yet, so there is nothing to answer from. Try again once it's processed.";

export interface MeetingAnswer {
  /** Markdown; `[k]` points to the k-th citation. */
  content: string;
  citations: StoredCitation[];
}

export interface MeetingQuestion {
  userId: string;
  botId: string;
  /** The bot's own agent; null for an imported meeting, which has no knowledge. */
  agentId: string | null;
  question: string;
  history: readonly ChatMessage[];
}

/** The first word's time of the quote (its first piece, when pieces were joined by ` … `). */
function quotedAt(segment: RetrievedSegment, quote: string): string | null {
  const firstPiece = quote.split(' … ')[0]!.replace(/…$/, '');
  const start = Math.max(0, segment.content.indexOf(firstPiece));
  const before = segment.content.slice(0, start).split(/\s+/).filter(Boolean).length;
  return (
    tokenTimes(segment.words)
      .slice(before)
      .find((time) => time !== null) ?? firstTime(segment.words)
  );
}

export async function answerQuestion(
  /** `semantic`: the embeddings model's ranking, when one is configured. */
  deps: { db: Database; llm: LanguageModel; semantic?: SemanticSearch | null },
  { userId, botId, agentId, question, history }: MeetingQuestion,
): Promise<MeetingAnswer> {
  const retrieval = await retrieve(
    deps.db,
    { userId, botId, agentId },
    question,
    deps.semantic ?? null,
  );
  if (!retrieval.hasTranscript) return { content: NO_TRANSCRIPT_ANSWER, citations: [] };

  const order = (ordinal: number) => {
    const place = retrieval.moments.indexOf(ordinal);
    return place < 0 ? null : place;
  };
  // Passage n is sources[n - 1]: a segment, or null for a knowledge chunk.
  const sources: (RetrievedSegment | null)[] = [];
  const passages: Passage[] = [];
  for (const excerpt of retrieval.excerpts)
    excerpt.forEach((segment, index) => {
      sources.push(segment);
      passages.push({
        speaker: segment.speaker,
        at: firstTime(segment.words),
        text: segment.content,
        followsPrevious: index > 0,
        moment: order(segment.ordinal),
      });
    });
  for (const chunk of retrieval.knowledge) {
    sources.push(null);
    passages.push({
      speaker: null,
      at: null,
      text: chunk,
      followsPrevious: false,
      moment: retrieval.moments.length + sources.length,
    });
  }
  if (passages.length === 0) return { content: NOT_COVERED_ANSWER, citations: [] };

  const answer = await deps.llm.answerFromPassages({
    question,
    summary: retrieval.reading.kind === 'summary',
    passages,
    // An earlier answer's [k] point to its own citations, not to these passages.
    history: history.map((message) => ({
      ...message,
      content: renumberMarkers(message.content, () => null),
    })),
    nothingFound: NOT_COVERED_ANSWER,
    // The asker owns the meeting: answers are written in their zone, as their notes are.
    timeZone: await timeZoneOfUser(deps.db, userId),
  });
  const citations: StoredCitation[] = [];
  const citationOf = new Map<number, number>();
  for (const { passage, quote } of answer.citations) {
    const segment = sources[passage - 1];
    // Past the first few moments a model cites, its markers are taken out of the answer.
    if (!segment || citations.length >= MAX_CITATIONS) continue;
    citations.push({
      segment: segment.ordinal,
      speaker: segment.speaker,
      at: quotedAt(segment, quote),
      quote: firstWords(quote, MAX_QUOTE_WORDS),
    });
    citationOf.set(passage, citations.length);
  }
  return {
    content: renumberMarkers(answer.text, (passage) => citationOf.get(passage) ?? null),
    citations,
  };
}
