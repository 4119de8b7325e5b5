/**
 * Embeddings kept through failures and restarts, on PGlite and on a Postgres server that has
 * pgvector: a failing embeddings server is retried without holding up the meeting and loses
 * nothing, and the question is ranked lexically meanwhile; meetings and files stored before
 * embeddings were configured are embedded after a restart, and again for a new model; with
 * embeddings unset again, a replaced file's vectors still go with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import type { DatabaseConfig } from '../src/config.js';
import type { Schemas } from '../src/contract/schemas.js';
import { semanticRanking } from '../src/embeddings/ranking.js';
import { knowledgeChunkEmbedding, transcriptSegmentEmbedding } from '../src/embeddings/schema.js';
import { transcriptSegment } from '../src/meeting-bots/schema.js';
import { job } from '../src/providers/jobs/schema.js';
import { signIn, signUp, type Account } from './support/accounts.js';
import { TestClock } from './support/clock.js';
import { testDatabases } from './support/databases.js';
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
  rows,
  segmentVectors,
} from './support/embeddings.js';
import { startFakeEmbeddings } from './support/fake-embeddings.js';
import { client, startServer } from './support/server.js';

describe.each(testDatabases)('embeddings kept through failures and restarts on $name', (kind) => {
  if (kind.name === 'postgres' && !pgvectorOnPostgres) {
    it.skip(NO_PGVECTOR_SKIP, () => undefined);
    return;
  }

  it('retries a failing embeddings server without holding up the meeting, losing nothing', async () => {
    const fake = await startFakeEmbeddings();
    const database = await kind.create();
    const clock = new TestClock();
    const server = await startServer(database.config, {
      embeddings: embeddingsOf(fake),
      jobs: { clock: clock.read, pollIntervalMs: 60_000 },
    });
    try {
      const api = client(server.baseUrl);
      const owner = await signUp(api, 'Patient');
      fake.failAll(500);
      const botId = await importMeeting(api, owner);
      await server.app.jobs.drained();
      const db = server.app.db;
      const details = await api<Schemas['BotDetails']>(`/api/meeting-bot/${botId}`, {
        token: owner.token,
      });
      expect(details.body.bot.status).toBe('done');
      expect(details.body.transcript).toHaveLength(5);
      expect(await segmentVectors(db, botId)).toEqual([]);
      const [waiting] = await db.select().from(job).where(eq(job.kind, 'embeddings.meeting'));
      expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, key: botId });
      expect(waiting!.lastError).toContain('The embeddings server answered HTTP 500');
      // Not embedded yet: the question is ranked lexically alone, with no request made.
      const requests = fake.requests.length;
      expect(
        await semanticRanking(db, adapterOf(fake), { botId }, PARAPHRASE, 3, quiet),
      ).toBeNull();
      expect(fake.requests).toHaveLength(requests);

      clock.advance(10_000);
      await server.app.jobs.drained();
      expect(
        (await db.select().from(job).where(eq(job.kind, 'embeddings.meeting')))[0],
      ).toMatchObject({
        attempts: 2,
      });
      fake.failAll(null);
      clock.advance(20_000);
      await server.app.jobs.drained();
      expect(await segmentVectors(db, botId)).toHaveLength(5);
      expect(await db.select().from(job).where(like(job.kind, 'embeddings.%'))).toEqual([]);

      // The server failing at question time: logged, and the question ranked lexically alone.
      fake.failAll(503);
      const warned: unknown[] = [];
      const failing = adapterOf(fake);
      const log = { warn: (...args: unknown[]) => void warned.push(args) };
      expect(await semanticRanking(db, failing, { botId }, PARAPHRASE, 3, log)).toBeNull();
      expect(warned).toHaveLength(1);
      fake.failAll(null);
      expect(
        (await semanticRanking(db, adapterOf(fake), { botId }, PARAPHRASE, 3, log))?.[0],
      ).toMatchObject({
        ordinal: 2,
      });
    } finally {
      await server.close();
      await database.drop();
      await fake.close();
    }
  });

  it('embeds what was stored before embeddings were configured, and all again for a new model', async () => {
    const database = await kind.create();
    // PGlite in memory ends with its server: this one is kept in a folder across the restarts.
    const folder = mkdtempSync(path.join(tmpdir(), 'convene-embeddings-'));
    const config: DatabaseConfig =
      database.config.kind === 'pglite'
        ? { kind: 'pglite', dataDir: path.join(folder, 'pglite') }
        : database.config;
    const first = await startFakeEmbeddings();
    const second = await startFakeEmbeddings({ model: 'fake-embed-64-v2' });
    try {
      let server = await startServer(config);
      let botId: string;
      let agentId: string;
      let owner: Account;
      try {
        const api = client(server.baseUrl);
        owner = await signUp(api, 'Early');
        botId = await importMeeting(api, owner);
        agentId = await createAgent(api, owner);
        await server.app.jobs.drained();
        // Without embeddings nothing is queued and no table of vectors exists.
        expect(
          await server.app.db.select().from(job).where(like(job.kind, 'embeddings.%')),
        ).toEqual([]);
        const tables = await server.app.db
          .select({ name: sql<string>`table_name` })
          .from(sql`information_schema.tables`)
          .where(sql`table_name like '%_embedding'`);
        expect(tables).toEqual([]);
      } finally {
        await server.close();
      }

      for (const fake of [first, second]) {
        server = await startServer(config, { embeddings: embeddingsOf(fake) });
        try {
          await server.app.jobs.drained();
          const db = server.app.db;
          expect(await segmentVectors(db, botId)).toEqual(
            [0, 1, 2, 3, 4].map((ordinal) => ({ ordinal, model: fake.model })),
          );
          const knowledge = await db
            .select({ model: knowledgeChunkEmbedding.model })
            .from(knowledgeChunkEmbedding)
            .where(eq(knowledgeChunkEmbedding.scopeId, agentId));
          expect(knowledge.length).toBeGreaterThan(2);
          expect(knowledge.every((row) => row.model === fake.model)).toBe(true);
          expect(fake.embedded).toHaveLength(
            (await rows(db, transcriptSegment)) + (await rows(db, knowledgeChunk)),
          );
          expect(
            (await semanticRanking(db, adapterOf(fake), { botId }, PARAPHRASE, 1, quiet))?.[0],
          ).toMatchObject({ ordinal: 2 });
        } finally {
          await server.close();
        }
      }

      // Unset again (on PGlite pgvector is then not loaded): a replaced file's vectors go with it.
      server = await startServer(config);
      try {
        const api = client(server.baseUrl);
        const token = await signIn(api, owner.email, owner.password);
        const replaced = await api(`/api/ai-agent/update/${agentId}`, {
          method: 'PUT',
          token,
          form: knowledgeForm('Parking. Visitors park in the basement, level two.'),
        });
        expect(replaced.status).toBe(200);
        await server.app.jobs.drained();
        const db = server.app.db;
        expect(await db.select({ rows: count() }).from(knowledgeChunkEmbedding)).toEqual([
          { rows: 0 },
        ]);
        expect(await db.select({ rows: count() }).from(transcriptSegmentEmbedding)).toEqual([
          { rows: 5 },
        ]);
      } finally {
        await server.close();
      }
    } finally {
      await first.close();
      await second.close();
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
