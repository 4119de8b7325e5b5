/**
 * A knowledge file no agent refers to any more is removed by a job recorded with the change, over
 * the real HTTP API: after a delete or a replacement, when the store fails for a while, after a
 * server that held the job died, and once with two servers on one Postgres database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAgent } from '../src/agents/schema.js';
import type { DatabaseConfig } from '../src/config.js';
import { profile } from '../src/db/schema.js';
import { job } from '../src/providers/jobs/schema.js';
import { LocalFolderStorage, StorageError } from '../src/providers/storage/index.js';
import { signUp, type Account } from './support/accounts.js';
import { TestClock } from './support/clock.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type TestServer } from './support/server.js';

/** Local files whose removals are counted, and can be made to fail or never finish. */
class WatchedStorage extends LocalFolderStorage {
  readonly deletes: string[] = [];
  failuresLeft = 0;
  hang = false;

  override async delete(key: string): Promise<void> {
    this.deletes.push(key);
    if (this.hang) return new Promise<never>(() => {});
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new StorageError(`Object storage DELETE ${key} could not connect`);
    }
    await super.delete(key);
  }
}

function agentForm(text: string | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Standup helper',
    greetingMessage: 'Hello',
    prompt: 'Run the standup.',
    type: 'audio-agent',
    voice: 'male',
    mode: 'active',
    wakeWords: '',
  }))
    form.set(key, value);
  if (text !== null) form.set('file', new Blob([text], { type: 'text/plain' }), 'notes.txt');
  return form;
}

/** A paid account (deleting agents is refused on the free plan) on the given server. */
async function paidAccount(server: TestServer, name: string): Promise<Account> {
  const account = await signUp(client(server.baseUrl), name);
  await server.app.db
    .update(profile)
    .set({ plan: 'pro', status: 'active', validUntil: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(profile.userId, account.id));
  return account;
}

/** Creates an agent with a knowledge file; its id and the stored object's key. */
async function agentWithFile(server: TestServer, account: Account) {
  const api = client(server.baseUrl);
  const created = await api<{ success: true; agent: { agentId: string } }>('/api/ai-agent/create', {
    token: account.token,
    form: agentForm('Standup is at 9:30 in the Falcon room.'),
  });
  expect(created.status).toBe(201);
  const { agentId } = created.body.agent;
  const [row] = await server.app.db
    .select({ key: aiAgent.knowledgeFileKey })
    .from(aiAgent)
    .where(eq(aiAgent.id, agentId));
  return { agentId, key: row!.key! };
}

async function deleteAgent(server: TestServer, account: Account, agentId: string) {
  const deleted = await client(server.baseUrl)(`/api/ai-agent/delete/${agentId}`, {
    method: 'DELETE',
    token: account.token,
  });
  expect(deleted.status).toBe(200);
}

/** The removal jobs only: other features keep jobs of their own (the meeting bots' reconciliation). */
const removalJobs = (server: TestServer) =>
  server.app.db.select().from(job).where(eq(job.kind, 'knowledge-file.remove'));

describe.each(testDatabases)('knowledge file removal on $name', (kind) => {
  let database: TestDatabase;
  let filesDir: string;
  let storage: WatchedStorage;
  let clock: TestClock;
  let server: TestServer;
  const stored = (key: string) => existsSync(path.join(filesDir, key));
  const jobs = () => removalJobs(server);

  beforeAll(async () => {
    database = await kind.create();
    filesDir = mkdtempSync(path.join(tmpdir(), 'convene-removal-files-'));
    storage = new WatchedStorage(filesDir);
    clock = new TestClock();
    // An idle worker looks only every minute, so a test sees the job before it runs.
    server = await startServer(
      database.config,
      { jobs: { clock: clock.read, pollIntervalMs: 60_000 } },
      { storage },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('removes the file of a deleted agent by a job recorded with the delete', async () => {
    const account = await paidAccount(server, 'Dara');
    const { agentId, key } = await agentWithFile(server, account);
    expect(stored(key)).toBe(true);

    await deleteAgent(server, account, agentId);
    expect(stored(key)).toBe(true);
    expect(await jobs()).toEqual([
      expect.objectContaining({
        kind: 'knowledge-file.remove',
        payload: { key },
        state: 'waiting',
      }),
    ]);

    await server.app.jobs.drained();
    expect(stored(key)).toBe(false);
    expect(await jobs()).toEqual([]);
  });

  it('removes the replaced file and keeps the new one', async () => {
    const account = await paidAccount(server, 'Esme');
    const { agentId, key } = await agentWithFile(server, account);
    const form = new FormData();
    form.set('file', new Blob(['Retro is on Fridays.'], { type: 'text/plain' }), 'retro.txt');
    const replaced = await client(server.baseUrl)(`/api/ai-agent/update/${agentId}`, {
      method: 'PUT',
      token: account.token,
      form,
    });
    expect(replaced.status).toBe(200);
    const [row] = await server.app.db
      .select({ key: aiAgent.knowledgeFileKey })
      .from(aiAgent)
      .where(eq(aiAgent.id, agentId));

    await server.app.jobs.drained();
    expect(stored(key)).toBe(false);
    expect(row!.key).not.toBe(key);
    expect(stored(row!.key!)).toBe(true);
  });

  it('retries while the store fails, after 10 s and then 20 s', async () => {
    const account = await paidAccount(server, 'Fern');
    const { agentId, key } = await agentWithFile(server, account);
    storage.failuresLeft = 2;
    await deleteAgent(server, account, agentId);

    await server.app.jobs.drained();
    expect(stored(key)).toBe(true);
    expect(await jobs()).toEqual([
      expect.objectContaining({
        state: 'waiting',
        attempts: 1,
        lastError: `StorageError: Object storage DELETE ${key} could not connect`,
      }),
    ]);
    clock.advance(10_000);
    await server.app.jobs.drained();
    expect(stored(key)).toBe(true);
    clock.advance(19_999);
    await server.app.jobs.drained();
    expect(storage.deletes.filter((deleted) => deleted === key)).toHaveLength(2);
    clock.advance(1);
    await server.app.jobs.drained();
    expect(stored(key)).toBe(false);
    expect(storage.deletes.filter((deleted) => deleted === key)).toHaveLength(3);
    expect(await jobs()).toEqual([]);
  });

  it('removes the file after a restart when the server holding the job died', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-removal-data-'));
    // An in-memory PGlite would not outlive its server: this one keeps its data in a folder.
    const config: DatabaseConfig =
      kind.name === 'pglite' ? { kind: 'pglite', dataDir } : database.config;
    const lease = { clock: clock.read, leaseMs: 30_000 };
    const dying = new WatchedStorage(filesDir);
    dying.hang = true;
    const first = await startServer(
      config,
      // It stops without waiting for the removal it holds, as if the process had been killed.
      { jobs: { ...lease, pollIntervalMs: 20, stopGraceMs: 0 } },
      { storage: dying },
    );
    const account = await paidAccount(first, 'Gus');
    const { agentId, key } = await agentWithFile(first, account);
    await deleteAgent(first, account, agentId);
    await expect.poll(() => dying.deletes).toEqual([key]);
    await first.close();

    const restarted = await startServer(config, { jobs: lease }, { storage });
    try {
      expect(await removalJobs(restarted)).toEqual([
        expect.objectContaining({ state: 'running', attempts: 1, payload: { key } }),
      ]);
      clock.advance(30_000);
      await restarted.app.jobs.drained();
      expect(stored(key)).toBe(false);
      expect(await removalJobs(restarted)).toEqual([]);
    } finally {
      await restarted.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(kind.name === 'postgres')(
    'removes each file once with two servers on one database',
    async () => {
      // One secret, so a session from one server is good on the other.
      const shared = {
        auth: { kind: 'local', secret: randomBytes(32).toString('hex') },
        jobs: { clock: clock.read, pollIntervalMs: 10 },
      } as const;
      const second = await startServer(database.config, shared, { storage });
      const fast = await startServer(database.config, shared, { storage });
      try {
        const account = await paidAccount(second, 'Hana');
        const agents = [];
        for (let index = 0; index < 6; index++) agents.push(await agentWithFile(second, account));
        const before = storage.deletes.length;
        await Promise.all(
          agents.map(({ agentId }, index) =>
            deleteAgent(index % 2 ? second : fast, account, agentId),
          ),
        );
        await Promise.all([second.app.jobs.drained(), fast.app.jobs.drained()]);
        expect(storage.deletes.slice(before).sort()).toEqual(agents.map(({ key }) => key).sort());
        expect(agents.some(({ key }) => stored(key))).toBe(false);
      } finally {
        await Promise.all([second.close(), fast.close()]);
      }
    },
  );
});
