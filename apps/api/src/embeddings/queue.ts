/**
 * The embedding jobs, queued by the features whose text they embed, in the transaction that
 * stores that text, and only when embeddings are configured. Each is keyed by what it embeds, so
 * repeats while one waits collapse into it; work.ts runs them.
 */
import type { Database } from '../db/index.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import { jobKind, type Jobs } from '../providers/jobs/port.js';

/** Embeds a meeting's transcript segments that have no current vector (key: the bot id). */
export const embedMeetingJob = jobKind<{ botId: string }>('embeddings.meeting');
/** Embeds an agent's knowledge chunks that have no current vector (key: the agent id). */
export const embedKnowledgeJob = jobKind<{ userId: string; agentId: string }>(
  'embeddings.knowledge',
);
/** Finds what is stored without a vector of the configured model and queues it (key: the model). */
export const embeddingBackfillJob = jobKind<{ model: string }>('embeddings.backfill');

/** What queuing needs: the jobs, and the embeddings adapter (null: none configured, nothing queued). */
export interface EmbeddingQueueServices {
  jobs: Jobs;
  embeddings: Embeddings | null;
}

/** Call in the transaction that stores the meeting's transcript. */
export async function queueMeetingEmbedding(
  { jobs, embeddings }: EmbeddingQueueServices,
  transaction: Database,
  botId: string,
): Promise<void> {
  if (embeddings) await jobs.enqueue(embedMeetingJob, { botId }, { transaction, key: botId });
}

/** Call in the transaction that saves the agent's knowledge chunks. */
export async function queueKnowledgeEmbedding(
  { jobs, embeddings }: EmbeddingQueueServices,
  transaction: Database,
  owner: { userId: string; agentId: string },
): Promise<void> {
  if (embeddings) await jobs.enqueue(embedKnowledgeJob, owner, { transaction, key: owner.agentId });
}
