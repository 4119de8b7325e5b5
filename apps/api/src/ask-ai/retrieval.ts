/**
 * What a question about a meeting is answered from: the moments of its transcript that the shared
 * retrieval (src/retrieval) finds, with the turns around them, and the bot's agent's knowledge
 * chunks that match the question.
 */
import type { Database } from '../db/index.js';
import type { SemanticSearch } from '../retrieval/fusion.js';
import { searchAgentKnowledge } from '../retrieval/knowledge.js';
import type { QuestionReading } from '../retrieval/question.js';
import { searchTranscript, type TranscriptTurn } from '../retrieval/transcript.js';

/** Knowledge chunks given besides the transcript. */
const KNOWLEDGE_CHUNKS = 3;

export type RetrievedSegment = TranscriptTurn;

export interface Retrieval {
  /** False when the meeting has no transcript (yet). */
  hasTranscript: boolean;
  reading: QuestionReading;
  /** The moments found, by ordinal: what an answer cites, in that order. */
  moments: number[];
  /** The moments with the turns around them, runs in the order said. */
  excerpts: RetrievedSegment[][];
  /** The agent's knowledge chunks, best first. */
  knowledge: string[];
}

export async function retrieve(
  db: Database,
  bot: { userId: string; botId: string; agentId: string | null },
  question: string,
  semantic: SemanticSearch | null = null,
): Promise<Retrieval> {
  const transcript = await searchTranscript(db, bot.botId, question, semantic);
  const knowledge =
    bot.agentId === null || !transcript.hasTranscript
      ? []
      : await searchAgentKnowledge(
          db,
          { userId: bot.userId, agentId: bot.agentId },
          question,
          KNOWLEDGE_CHUNKS,
          semantic,
        );
  return {
    hasTranscript: transcript.hasTranscript,
    reading: transcript.reading,
    moments: transcript.moments.map((moment) => moment.ordinal),
    excerpts: transcript.excerpts,
    knowledge,
  };
}
