/**
 * Embeddings over HTTP with the fake embeddings server, on PGlite and on a Postgres server that has
 * pgvector: an imported meeting's segments, a simulated call's and an agent's knowledge chunks are
 * embedded by their jobs (a replaced file again), and semanticRanking finds a segment and a chunk
 * that say what the question asks in other words. A Postgres server without pgvector refuses to
 * start with embeddings configured.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { semanticRanking } from '../src/embeddings/ranking.js';
import { knowledgeChunkEmbedding } from '../src/embeddings/schema.js';
import { NO_PGVECTOR } from '../src/embeddings/store.js';
import { transcriptSegment } from '../src/meeting-bots/schema.js';
import { signUp } from './support/accounts.js';
import { storeAgent } from './support/agents.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import {
  adapterOf,
  createAgent,
  embeddingsOf,
  importMeeting,
  knowledgeForm,
  NO_PGVECTOR_SKIP,
  PARAPHRASE,
  pgvectorOnPostgres,
  quiet,
  segmentVectors,
} from './support/embeddings.js';
import { startFakeEmbeddings, type FakeEmbeddings } from './support/fake-embeddings.js';
import { giveCredits } from './support/ledger.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Bot = Schemas['MeetingBot'];

describe.each(testDatabases)('embeddings on $name', (kind) => {
  if (kind.name === 'postgres' && !pgvectorOnPostgres) {
    it.skip(NO_PGVECTOR_SKIP, () => undefined);
    return;
  }

  describe('with the embeddings server configured', () => {
    let fake: FakeEmbeddings;
    let database: TestDatabase;
    let server: TestServer;
    let api: Client;
    beforeAll(async () => {
      fake = await startFakeEmbeddings();
      database = await kind.create();
      server = await startServer(database.config, { embeddings: embeddingsOf(fake) });
      api = client(server.baseUrl);
    });
    afterAll(async () => {
      await server?.close();
      await database?.drop();
      await fake?.close();
    });

    it("embeds an imported meeting's segments, and ranks them by what the question means", async () => {
      const owner = await signUp(api, 'Importer');
      const botId = await importMeeting(api, owner);
      await server.app.jobs.drained();
      const db = server.app.db;
      expect(await segmentVectors(db, botId)).toEqual(
        [0, 1, 2, 3, 4].map((ordinal) => ({ ordinal, model: fake.model })),
      );
      expect(fake.embedded).toContain(
        "Aisha Khan: Let's postpone the release until finance approves the budget.",
      );
      // The short "Agreed." is embedded with the turns around it.
      expect(fake.embedded).toContain(
        "Aisha Khan: Let's postpone the release until finance approves the budget.\nTom Becker: Agreed.\nPriya Raman: I will invite the design team to the retrospective on Thursday.",
      );

      const embeddings = adapterOf(fake);
      const ranking = await semanticRanking(db, embeddings, { botId }, PARAPHRASE, 3, quiet);
      expect(ranking).toHaveLength(3);
      expect(ranking![0]!.ordinal).toBe(2);
      expect(ranking![0]!.similarity).toBeGreaterThan(ranking![1]!.similarity);
      // Full-text search finds none of the question's words in it: the match is by meaning.
      const words = PARAPHRASE.replace(/[^\w ]/g, '')
        .split(' ')
        .join(' or ');
      const [lexical] = await db
        .select({ rows: count() })
        .from(transcriptSegment)
        .where(
          and(
            eq(transcriptSegment.botId, botId),
            eq(transcriptSegment.ordinal, 2),
            sql`${transcriptSegment.tsv} @@ websearch_to_tsquery('english', ${words})`,
          ),
        );
      expect(lexical!.rows).toBe(0);

      // Asked again, the question's vector is remembered: no second request.
      const requests = fake.requests.length;
      await semanticRanking(db, embeddings, { botId }, PARAPHRASE, 3, quiet);
      expect(fake.requests).toHaveLength(requests);
      // Another user's scope, an unknown meeting and a blank question.
      expect(
        await semanticRanking(db, embeddings, { botId: 'no-such-bot' }, 'x', 3, quiet),
      ).toEqual([]);
      expect(await semanticRanking(db, embeddings, { botId }, '  ', 3, quiet)).toBeNull();
      expect(await semanticRanking(db, null, { botId }, PARAPHRASE, 3, quiet)).toBeNull();
    });

    it('answers Ask AI by meaning too: a question in other words finds the turn that means it', async () => {
      const owner = await signUp(api, 'Asker');
      const botId = await importMeeting(api, owner);
      await server.app.jobs.drained();
      const ask = (userQuery: string) =>
        api<Schemas['AskAiResponse']>('/api/ask-ai/', {
          token: owner.token,
          json: { userQuery, botId, agentId: '' },
        });
      const paraphrased = await ask(PARAPHRASE);
      expect(paraphrased.status).toBe(200);
      expect(paraphrased.body.citations[0]?.segment).toBe(2);
      // The words still count: a question in the meeting's own words cites its turn.
      const worded = await ask('When is the retrospective with the design team?');
      expect(worded.body.citations[0]?.segment).toBe(4);
      // What the meeting neither says nor means is still not covered.
      const unrelated = await ask('Where will the office party be held this winter?');
      expect(unrelated.body.citations).toEqual([]);
    });

    it("embeds an agent's knowledge file, and again when the file is replaced", async () => {
      const owner = await signUp(api, 'Maker');
      const agentId = await createAgent(api, owner);
      await server.app.jobs.drained();
      const db = server.app.db;
      const chunks = await db
        .select({ ordinal: knowledgeChunk.ordinal })
        .from(knowledgeChunk)
        .where(eq(knowledgeChunk.agentId, agentId));
      expect(chunks.length).toBeGreaterThan(2);
      const vectors = await db
        .select({
          ordinal: knowledgeChunkEmbedding.ordinal,
          hash: knowledgeChunkEmbedding.textHash,
        })
        .from(knowledgeChunkEmbedding)
        .where(eq(knowledgeChunkEmbedding.scopeId, agentId));
      expect(vectors.map((row) => row.ordinal).sort()).toEqual(
        chunks.map((row) => row.ordinal).sort(),
      );

      const scope = { userId: owner.id, agentId };
      const embeddings = adapterOf(fake);
      const ranking = await semanticRanking(
        db,
        embeddings,
        scope,
        'Can a client get their money back?',
        1,
        quiet,
      );
      const [best] = await db
        .select({ content: knowledgeChunk.content })
        .from(knowledgeChunk)
        .where(
          and(
            eq(knowledgeChunk.agentId, agentId),
            eq(knowledgeChunk.ordinal, ranking![0]!.ordinal),
          ),
        );
      expect(best!.content).toContain('Refund policy');
      // Another user's agent is not theirs to rank.
      expect(
        await semanticRanking(
          db,
          embeddings,
          { userId: 'someone-else', agentId },
          'refund',
          1,
          quiet,
        ),
      ).toEqual([]);

      const replaced = await api(`/api/ai-agent/update/${agentId}`, {
        method: 'PUT',
        token: owner.token,
        form: knowledgeForm('Parking. Visitors park in the basement, level two.'),
      });
      expect(replaced.status).toBe(200);
      await server.app.jobs.drained();
      const after = await db
        .select({
          ordinal: knowledgeChunkEmbedding.ordinal,
          hash: knowledgeChunkEmbedding.textHash,
        })
        .from(knowledgeChunkEmbedding)
        .where(eq(knowledgeChunkEmbedding.scopeId, agentId));
      expect(after).toHaveLength(1);
      expect(vectors.map((row) => row.hash)).not.toContain(after[0]!.hash);
      expect(fake.embedded).toContain('Parking. Visitors park in the basement, level two.');
    });

    it("embeds a simulated call's transcript once its meeting is processed", async () => {
      const owner = await signUp(api, 'Caller');
      const db = server.app.db;
      await giveCredits(db, owner.id, 1);
      const agentId = await storeAgent(db, owner.id);
      const created = await api<{ bot: Bot }>('/api/meeting-bot/create', {
        token: owner.token,
        json: { name: 'Standup', meetingUrl: 'https://meet.google.com/abc-defg-hij', agentId },
      });
      expect(created.status).toBe(201);
      const { botId } = created.body.bot;
      await vi.waitFor(
        async () => {
          const got = await api<{ bot: Bot }>(`/api/meeting-bot/get/${botId}`, {
            token: owner.token,
          });
          expect(got.body.bot.status).toBe('done');
        },
        { timeout: 60_000, interval: 100 },
      );
      await server.app.jobs.drained();
      const [segments] = await db
        .select({ rows: count() })
        .from(transcriptSegment)
        .where(eq(transcriptSegment.botId, botId));
      expect(segments!.rows).toBeGreaterThan(0);
      expect(await segmentVectors(db, botId)).toHaveLength(segments!.rows);
    }, 90_000);
  });
});

describe('embeddings on a Postgres server without pgvector', () => {
  const postgres = testDatabases.find((kind) => kind.name === 'postgres');
  if (!postgres) {
    it.skip('skipped: TEST_DATABASE_URL is not set', () => undefined);
    return;
  }
  if (pgvectorOnPostgres) {
    it.skip('skipped: this Postgres server has pgvector', () => undefined);
    return;
  }

  it('refuses to start, saying why', async () => {
    const database = await postgres.create();
    const fake = await startFakeEmbeddings();
    try {
      await expect(
        startServer(database.config, { embeddings: embeddingsOf(fake) }),
      ).rejects.toThrow(NO_PGVECTOR);
      // The same database serves without embeddings.
      const server = await startServer(database.config);
      await server.close();
    } finally {
      await fake.close();
      await database.drop();
    }
  });
});
