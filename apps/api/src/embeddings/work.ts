/**
 * The embedding jobs' work: a meeting's segments or an agent's knowledge chunks whose vector is
 * missing, of another model or of another text are embedded a batch at a time, each batch stored
 * as it comes back, so a retry after a failure goes on where the last run stopped. At every start a
 * backfill queues whatever is stored without vectors of the configured model: meetings and files
 * from before embeddings were configured, everything after a model change, and what a job gave up on.
 */
import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { knowledgeChunk } from '../agents/knowledge/schema.js';
import { readKnowledgeChunks, type KnowledgeOwner } from '../agents/knowledge/search.js';
import type { Database } from '../db/index.js';
import { transcriptSegment } from '../meeting-bots/schema.js';
import { readTranscript } from '../meeting-bots/transcript.js';
import { EMBEDDINGS_BATCH_SIZE, type Embeddings } from '../providers/embeddings/index.js';
import type { Jobs, RetryPolicy } from '../providers/jobs/port.js';
import {
  embeddingBackfillJob,
  embedKnowledgeJob,
  embedMeetingJob,
  queueKnowledgeEmbedding,
  queueMeetingEmbedding,
} from './queue.js';
import type { EmbeddingTable } from './schema.js';
import { CHUNKS, SEGMENTS, vectorOfModel } from './sources.js';
import { chunkText, segmentTexts, type TextToEmbed } from './texts.js';

export interface EmbeddingWorkServices {
  db: Database;
  jobs: Jobs;
  embeddings: Embeddings;
  log: FastifyBaseLogger;
}

/**
 * A server down for a while is retried with doubling waits, 10 s up to an hour apart (about two
 * and a half hours in all); after that the next start's backfill tries again. Meanwhile questions
 * are answered lexically, and nothing of the meeting or agent waits on it.
 */
export const EMBEDDING_RETRY: RetryPolicy = {
  limit: 10,
  firstDelayMs: 10_000,
  maxDelayMs: 3_600_000,
};

/** Knowledge chunks read at a time: a 7 MB file has thousands. */
const KNOWLEDGE_PAGE = 512;
/**
 * Passes over a meeting or file before trying again later: a pass that embedded something is
 * followed by one that checks nothing changed meanwhile (a transcript stored again while its job
 * ran queues no second job).
 */
const MAX_PASSES = 3;

/** What is embedded for one meeting or one agent, and where its vectors are. */
interface EmbeddingScope {
  description: string;
  /** The texts as they read now, in ordinal order, a page at a time. */
  pages(): AsyncIterable<TextToEmbed[]>;
  vectors: EmbeddingTable;
  /** The meeting's bot id or the agent's id. */
  scopeId: string;
}

function meetingScope(db: Database, botId: string): EmbeddingScope {
  return {
    description: `meeting ${botId}`,
    async *pages() {
      // All at once: a short segment's text takes in its neighbours, and a meeting has a few thousand.
      const segments = await readTranscript(db, botId, ['ordinal', 'speakerName', 'content']);
      yield segmentTexts(segments);
    },
    vectors: SEGMENTS.vectors,
    scopeId: botId,
  };
}

function knowledgeScope(db: Database, owner: KnowledgeOwner): EmbeddingScope {
  return {
    description: `agent ${owner.agentId}'s knowledge`,
    async *pages() {
      let after = -1;
      for (;;) {
        const chunks = await readKnowledgeChunks(db, owner, { after, limit: KNOWLEDGE_PAGE });
        if (chunks.length === 0) return;
        yield chunks.map(chunkText);
        after = chunks.at(-1)!.ordinal;
      }
    },
    vectors: CHUNKS.vectors,
    scopeId: owner.agentId,
  };
}

/** The hashes of the model's vectors stored for the scope's ordinals from..to. */
async function storedHashes(
  db: Database,
  { vectors, scopeId }: EmbeddingScope,
  from: number,
  to: number,
  model: string,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ ordinal: vectors.ordinal, textHash: vectors.textHash })
    .from(vectors)
    .where(
      and(
        eq(vectors.scopeId, scopeId),
        eq(vectors.model, model),
        between(vectors.ordinal, from, to),
      ),
    );
  return new Map(rows.map((row) => [row.ordinal, row.textHash]));
}

/** Stores the texts' vectors, replacing what the scope had for their ordinals. */
async function writeVectors(
  db: Database,
  { vectors, scopeId }: EmbeddingScope,
  texts: readonly TextToEmbed[],
  embedded: number[][],
  model: string,
): Promise<void> {
  await db
    .insert(vectors)
    .values(
      texts.map((text, index) => ({
        scopeId,
        ordinal: text.ordinal,
        model,
        textHash: text.hash,
        embedding: embedded[index]!,
      })),
    )
    .onConflictDoUpdate({
      target: [vectors.scopeId, vectors.ordinal],
      set: {
        model: sql`excluded.model`,
        textHash: sql`excluded.text_hash`,
        embedding: sql`excluded.embedding`,
      },
    });
}

/** Embeds the scope's texts that have no vector of the model for the text they read now. */
async function embedScope(
  db: Database,
  embeddings: Embeddings,
  scope: EmbeddingScope,
): Promise<void> {
  const { model } = embeddings;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let embedded = 0;
    for await (const page of scope.pages()) {
      if (page.length === 0) continue;
      const stored = await storedHashes(db, scope, page[0]!.ordinal, page.at(-1)!.ordinal, model);
      const stale = page.filter((text) => stored.get(text.ordinal) !== text.hash);
      for (let start = 0; start < stale.length; start += EMBEDDINGS_BATCH_SIZE) {
        const batch = stale.slice(start, start + EMBEDDINGS_BATCH_SIZE);
        const vectors = await embeddings.embed(batch.map((text) => text.text));
        await writeVectors(db, scope, batch, vectors, model);
      }
      embedded += stale.length;
    }
    if (embedded === 0) return;
  }
  throw new Error(`The text of ${scope.description} kept changing while it was embedded`);
}

/** Queues every meeting and agent with a segment or chunk that has no vector of the model. */
async function backfill(services: EmbeddingWorkServices): Promise<void> {
  const { db, embeddings, log } = services;
  const meetings = await db
    .selectDistinct({ botId: transcriptSegment.botId })
    .from(transcriptSegment)
    .leftJoin(SEGMENTS.vectors, vectorOfModel(SEGMENTS, embeddings.model))
    .where(isNull(SEGMENTS.vectors.scopeId));
  const agents = await db
    .selectDistinct({ userId: knowledgeChunk.userId, agentId: knowledgeChunk.agentId })
    .from(knowledgeChunk)
    .leftJoin(CHUNKS.vectors, vectorOfModel(CHUNKS, embeddings.model))
    .where(isNull(CHUNKS.vectors.scopeId));
  if (meetings.length === 0 && agents.length === 0) return;
  log.info(
    { model: embeddings.model, meetings: meetings.length, agents: agents.length },
    'embedding the meetings and knowledge files stored without vectors of this model',
  );
  for (const { botId } of meetings) await queueMeetingEmbedding(services, db, botId);
  for (const owner of agents) await queueKnowledgeEmbedding(services, db, owner);
}

/** Registers the embedding jobs; `start` queues the backfill (call it once the server is ready). */
export function runEmbeddings(services: EmbeddingWorkServices): { start(): Promise<void> } {
  const { db, jobs, embeddings } = services;
  jobs.handle(embedMeetingJob, {
    run: ({ botId }) => embedScope(db, embeddings, meetingScope(db, botId)),
    retry: EMBEDDING_RETRY,
  });
  jobs.handle(embedKnowledgeJob, {
    run: (owner) => embedScope(db, embeddings, knowledgeScope(db, owner)),
    retry: EMBEDDING_RETRY,
  });
  jobs.handle(embeddingBackfillJob, { run: () => backfill(services) });
  return {
    async start() {
      const { model } = embeddings;
      await jobs.enqueue(embeddingBackfillJob, { model }, { key: model });
    },
  };
}
