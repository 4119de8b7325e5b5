/**
 * The embedded jobs worker on each test database: runs, retries with backoff until dead, never
 * runs a rolled-back job, takes over a job whose process died, waits for a scheduled time, runs a
 * job once with two workers on one database, keeps one unfinished job per key, and runs a kind with
 * its own slots apart from the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER, type DatabaseConfig } from '../src/config.js';
import { openDatabase, type OpenDatabase } from '../src/db/index.js';
import type { JobsConfig } from '../src/providers/jobs/config.js';
import { EmbeddedJobs } from '../src/providers/jobs/embedded.js';
import { jobKind, type JobHandler } from '../src/providers/jobs/port.js';
import { job } from '../src/providers/jobs/schema.js';
import { TestClock } from './support/clock.js';
import { testDatabases, type TestDatabase } from './support/databases.js';

const silent = Fastify({ logger: false }).log;
/** Failures outside any query (a dropped connection); a test fails on any, teardown's are expected. */
const connectionErrors: Error[] = [];
const open = (config: DatabaseConfig) =>
  openDatabase(config, DEFAULT_MIGRATIONS_FOLDER, (error) => connectionErrors.push(error));

const note = jobKind<{ text: string }>('test.note');

/** Records every run; the handler's behaviour is set per test. */
function recorder(behaviour: (text: string, attempt: number) => Promise<void> = async () => {}) {
  const runs: { text: string; attempt: number }[] = [];
  const handler: JobHandler<{ text: string }> = {
    async run({ text }, { attempt }) {
      runs.push({ text, attempt });
      await behaviour(text, attempt);
    },
    retry: { limit: 2, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  };
  return { runs, handler };
}

describe.each(testDatabases)('jobs on $name', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  const workers: EmbeddedJobs[] = [];
  let clock: TestClock;

  beforeAll(async () => {
    database = await kind.create();
    opened = await open(database.config);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await opened.db.delete(job);
    expect(connectionErrors.splice(0)).toEqual([]);
  });

  function worker(options: JobsConfig = {}, db = opened.db) {
    const jobs = new EmbeddedJobs(db, silent, {
      clock: clock.read,
      pollIntervalMs: 60_000,
      ...options,
    });
    workers.push(jobs);
    return jobs;
  }

  const rows = () => opened.db.select().from(job);

  it('runs a job with its payload, then forgets it', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder();
    const jobs = worker();
    jobs.handle(note, handler);
    jobs.start();
    const id = await jobs.enqueue(note, { text: 'hello' });
    expect(id).toEqual(expect.any(String));
    await jobs.drained();
    expect(runs).toEqual([{ text: 'hello', attempt: 1 }]);
    expect(await rows()).toEqual([]);
  });

  it('retries a failing job after doubling delays and keeps it dead, with its last error, after the limit', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder(async (_text, attempt) => {
      throw new Error(`store unreachable (run ${attempt})`);
    });
    const jobs = worker();
    jobs.handle(note, handler);
    jobs.start();
    await jobs.enqueue(note, { text: 'flaky' });

    await jobs.drained();
    expect(runs).toHaveLength(1);
    const [afterFirst] = await rows();
    expect(afterFirst).toMatchObject({
      state: 'waiting',
      attempts: 1,
      lastError: 'Error: store unreachable (run 1)',
    });
    expect(afterFirst!.runAt.getTime() - clock.read().getTime()).toBe(1_000);

    clock.advance(999);
    await jobs.drained();
    expect(runs).toHaveLength(1);
    clock.advance(1);
    await jobs.drained();
    expect(runs).toHaveLength(2);
    const [afterSecond] = await rows();
    expect(afterSecond!.runAt.getTime() - clock.read().getTime()).toBe(2_000);

    clock.advance(2_000);
    await jobs.drained();
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(await rows()).toEqual([
      expect.objectContaining({
        state: 'dead',
        attempts: 3,
        lastError: 'Error: store unreachable (run 3)',
        lockedUntil: null,
      }),
    ]);

    clock.advance(86_400_000);
    await jobs.drained();
    expect(runs).toHaveLength(3);
  });

  it('never runs a job enqueued in a transaction that rolled back, and runs one that committed', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder();
    const jobs = worker();
    jobs.handle(note, handler);
    jobs.start();
    await expect(
      opened.db.transaction(async (tx) => {
        await jobs.enqueue(note, { text: 'rolled back' }, { transaction: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await opened.db.transaction(async (tx) => {
      await jobs.enqueue(note, { text: 'committed' }, { transaction: tx });
    });
    await jobs.drained();
    expect(runs).toEqual([{ text: 'committed', attempt: 1 }]);
  });

  it('waits for a scheduled time', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder();
    const jobs = worker();
    jobs.handle(note, handler);
    jobs.start();
    await jobs.enqueue(
      note,
      { text: 'join at ten' },
      { runAt: new Date(clock.read().getTime() + 3_600_000) },
    );
    await jobs.drained();
    clock.advance(3_599_999);
    await jobs.drained();
    expect(runs).toEqual([]);
    clock.advance(1);
    await jobs.drained();
    expect(runs).toEqual([{ text: 'join at ten', attempt: 1 }]);
  });

  it('keeps one unfinished job per key, and takes a new one once it has run', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder();
    const jobs = worker();
    jobs.handle(note, handler);
    const first = await jobs.enqueue(note, { text: 'first' }, { key: 'meeting-1' });
    const second = await jobs.enqueue(note, { text: 'second' }, { key: 'meeting-1' });
    const other = await jobs.enqueue(note, { text: 'other' }, { key: 'meeting-2' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(other).not.toBeNull();
    jobs.start();
    await jobs.drained();
    expect(runs.map((run) => run.text).sort()).toEqual(['first', 'other']);
    expect(await jobs.enqueue(note, { text: 'again' }, { key: 'meeting-1' })).not.toBeNull();
    await jobs.drained();
    expect(runs.map((run) => run.text)).toContain('again');
  });

  it('cancels a waiting job by key, in a transaction only if it commits, and leaves other keys', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder();
    const jobs = worker();
    jobs.handle(note, handler);
    const inAnHour = new Date(clock.read().getTime() + 3_600_000);
    await jobs.enqueue(note, { text: 'join' }, { key: 'bot-1', runAt: inAnHour });
    await jobs.enqueue(note, { text: 'other' }, { key: 'bot-2', runAt: inAnHour });
    await opened.db
      .transaction(async (tx) => {
        expect(await jobs.cancel(note, 'bot-1', { transaction: tx })).toBe(true);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await rows()).map((row) => row.key).sort()).toEqual(['bot-1', 'bot-2']);
    expect(await jobs.cancel(note, 'bot-1')).toBe(true);
    expect(await jobs.cancel(note, 'bot-1')).toBe(false);
    jobs.start();
    clock.advance(3_600_000);
    await jobs.drained();
    expect(runs.map((run) => run.text)).toEqual(['other']);
  });

  it('moves a waiting job to a new time', async () => {
    clock = new TestClock();
    const { runs, handler } = recorder();
    const jobs = worker();
    jobs.handle(note, handler);
    jobs.start();
    await jobs.enqueue(
      note,
      { text: 'join' },
      { key: 'bot-1', runAt: new Date(clock.read().getTime() + 60_000) },
    );
    expect(await jobs.reschedule(note, 'bot-1', new Date(clock.read().getTime() + 120_000))).toBe(
      true,
    );
    expect(await jobs.reschedule(note, 'bot-2', clock.read())).toBe(false);
    clock.advance(60_000);
    await jobs.drained();
    expect(runs).toEqual([]);
    clock.advance(60_000);
    await jobs.drained();
    expect(runs).toEqual([{ text: 'join', attempt: 1 }]);
  });

  it('runs a recurring job again at the time it asks, staying the one job of its key', async () => {
    clock = new TestClock();
    const runs: number[] = [];
    const jobs = worker();
    jobs.handle(note, {
      async run(_payload, { attempt }) {
        runs.push(attempt);
        if (runs.length === 2) throw new Error('feed unreachable');
        return runs.length < 4
          ? { runAgainAt: new Date(clock.read().getTime() + 60_000) }
          : undefined;
      },
      retry: { limit: 2, firstDelayMs: 1_000, maxDelayMs: 60_000 },
    });
    jobs.start();
    await jobs.enqueue(note, { text: 'sync' }, { key: 'calendar-1' });
    await jobs.drained();
    expect(await rows()).toEqual([
      expect.objectContaining({
        key: 'calendar-1',
        state: 'waiting',
        attempts: 0,
        lastError: null,
      }),
    ]);
    expect(await jobs.enqueue(note, { text: 'again' }, { key: 'calendar-1' })).toBeNull();
    clock.advance(60_000);
    await jobs.drained();
    clock.advance(1_000);
    await jobs.drained();
    // The failed run was retried as the second attempt; its success counted the retries afresh.
    expect(runs).toEqual([1, 1, 2]);
    expect((await rows())[0]).toMatchObject({ state: 'waiting', attempts: 0, lastError: null });
    clock.advance(60_000);
    await jobs.drained();
    expect(runs).toEqual([1, 1, 2, 1]);
    expect(await rows()).toEqual([]);
  });

  it('runs a kind with its own slots beside the shared ones, neither waiting for the other', async () => {
    clock = new TestClock();
    const waiting = jobKind<{ text: string }>('test.waiting');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waits = recorder(() => gate);
    const notes = recorder(() => gate);
    const jobs = worker({ concurrency: 1 });
    jobs.handle(waiting, { ...waits.handler, concurrency: 3 });
    jobs.handle(note, notes.handler);
    jobs.start();
    for (const text of ['a', 'b', 'c', 'd']) await jobs.enqueue(waiting, { text });
    for (const text of ['x', 'y']) await jobs.enqueue(note, { text });
    await expect
      .poll(() => [waits.runs.length, notes.runs.length], { timeout: 5_000 })
      .toEqual([3, 1]);
    release();
    await jobs.drained();
    expect(waits.runs.map((run) => run.text).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(notes.runs.map((run) => run.text).sort()).toEqual(['x', 'y']);
  });

  it('takes up jobs enqueued while it is already looking, without waiting for its next poll', async () => {
    clock = new TestClock();
    const waiting = jobKind<{ text: string }>('test.burst');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waits = recorder(() => gate);
    const jobs = worker({ concurrency: 1 });
    jobs.handle(waiting, { ...waits.handler, concurrency: 12 });
    jobs.start();
    // Twelve at once: most are written while the look woken by the first is under way.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => jobs.enqueue(waiting, { text: `job ${index}` })),
    );
    await expect.poll(() => waits.runs.length, { timeout: 5_000 }).toBe(12);
    release();
    await jobs.drained();
  });

  it('runs each job once with two workers on one database', async () => {
    clock = new TestClock();
    // PGlite is one connection in one process; on Postgres the second worker has its own pool.
    const second = kind.name === 'postgres' ? await open(database.config) : null;
    try {
      const { runs, handler } = recorder(
        () => new Promise((resolve) => setTimeout(resolve, Math.random() * 5)),
      );
      const [a, b] = [worker({ pollIntervalMs: 5 }), worker({ pollIntervalMs: 5 }, second?.db)];
      a.handle(note, handler);
      b.handle(note, handler);
      const texts = Array.from({ length: 30 }, (_, index) => `job ${index}`);
      for (const text of texts) await a.enqueue(note, { text });
      a.start();
      b.start();
      await Promise.all([a.drained(), b.drained()]);
      expect(runs.map((run) => run.text).sort()).toEqual([...texts].sort());
      expect(runs.every((run) => run.attempt === 1)).toBe(true);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await second?.close();
    }
  });
});

describe('a job whose process died', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'convene-jobs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs again after a restart on the same data folder, once its lease has run out', async () => {
    const config: DatabaseConfig = { kind: 'pglite', dataDir };
    const clock = new TestClock();
    const lease = { leaseMs: 30_000, stopGraceMs: 0, clock: clock.read };

    const before = await open(config);
    const dying = new EmbeddedJobs(before.db, silent, lease);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // The run never ends: its process goes away holding the job.
    dying.handle(note, { run: () => (started(), new Promise<never>(() => {})) });
    dying.start();
    await dying.enqueue(note, { text: 'process the meeting' });
    await running;
    await dying.stop();
    await before.close();

    const after = await open(config);
    try {
      const { runs, handler } = recorder();
      const restarted = new EmbeddedJobs(after.db, silent, lease);
      restarted.handle(note, handler);
      restarted.start();
      const [held] = await after.db.select().from(job);
      expect(held).toMatchObject({ state: 'running', attempts: 1 });
      clock.advance(30_000);
      await restarted.drained();
      expect(runs).toEqual([{ text: 'process the meeting', attempt: 2 }]);
      expect(await after.db.select().from(job).where(eq(job.kind, note.name))).toEqual([]);
      await restarted.stop();
    } finally {
      await after.close();
    }
  });
});
