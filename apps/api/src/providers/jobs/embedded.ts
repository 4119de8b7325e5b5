/**
 * Jobs in the product's own database (PGlite or Postgres alike): each server process polls the
 * `job` table, claims due rows with FOR UPDATE SKIP LOCKED (so two processes never take the same
 * job) and holds each under a lease it renews while the handler runs. A lease that runs out means
 * its process died: the job is due again, in whichever process looks next, after a restart too.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { JobsConfig } from './config.js';
import {
  DEFAULT_RETRY,
  retryDelayMs,
  type EnqueueOptions,
  type JobChangeOptions,
  type JobHandler,
  type JobKind,
  type JobPayload,
  type Jobs,
  type RetryPolicy,
  type RunAgain,
} from './port.js';
import { job } from './schema.js';

interface Registered {
  handler: JobHandler<JobPayload>;
  retry: RetryPolicy;
  /** The kind's own slots, or null when it shares the process's. */
  concurrency: number | null;
}

type ClaimedJob = typeof job.$inferSelect;

const message = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export class EmbeddedJobs implements Jobs {
  private readonly handlers = new Map<string, Registered>();
  private readonly running = new Set<Promise<void>>();
  /** Running jobs by the pool they hold a slot of: a kind with its own slots, or '' (shared). */
  private readonly busy = new Map<string, number>();
  /** Lease renewals of running jobs, cleared when a job ends or the worker is stopped. */
  private readonly renewals = new Set<NodeJS.Timeout>();
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly stopGraceMs: number;
  private readonly clock: () => Date;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  /** One look for due jobs at a time in this process. */
  private looking: Promise<void> | undefined;
  /** A wake that came while a look was under way: its job may have been written after the look's query. */
  private lookAgain = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: JobsConfig = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 4;
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    this.clock = options.clock ?? (() => new Date());
  }

  handle<Payload extends JobPayload>(kind: JobKind<Payload>, handler: JobHandler<Payload>): void {
    if (this.started) throw new Error(`The ${kind.name} handler is registered after start`);
    this.handlers.set(kind.name, {
      // The payload was written by enqueue for this same kind, so it has the handler's type.
      handler: handler as unknown as JobHandler<JobPayload>,
      retry: { ...DEFAULT_RETRY, ...handler.retry },
      concurrency: handler.concurrency ?? null,
    });
  }

  async enqueue<Payload extends JobPayload>(
    kind: JobKind<Payload>,
    payload: Payload,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const id = randomUUID();
    const [recorded] = await (options.transaction ?? this.db)
      .insert(job)
      .values({
        id,
        kind: kind.name,
        payload,
        key: options.key ?? null,
        runAt: options.runAt ?? this.clock(),
      })
      // The only unique constraint besides the id is the unfinished-key one.
      .onConflictDoNothing()
      .returning({ id: job.id });
    if (recorded && !options.transaction) this.wake();
    return recorded?.id ?? null;
  }

  async cancel(
    kind: JobKind<JobPayload>,
    key: string,
    options: JobChangeOptions = {},
  ): Promise<boolean> {
    const removed = await (options.transaction ?? this.db)
      .delete(job)
      .where(this.waitingWithKey(kind, key))
      .returning({ id: job.id });
    return removed.length > 0;
  }

  async reschedule(
    kind: JobKind<JobPayload>,
    key: string,
    runAt: Date,
    options: JobChangeOptions = {},
  ): Promise<boolean> {
    const moved = await (options.transaction ?? this.db)
      .update(job)
      .set({ runAt, updatedAt: this.clock() })
      .where(this.waitingWithKey(kind, key))
      .returning({ id: job.id });
    if (moved.length > 0 && !options.transaction) this.wake();
    return moved.length > 0;
  }

  private waitingWithKey(kind: JobKind<JobPayload>, key: string) {
    return and(eq(job.kind, kind.name), eq(job.key, key), eq(job.state, 'waiting'));
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.wake();
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.looking;
    let graceOver: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.running),
      new Promise((resolve) => (graceOver = setTimeout(resolve, this.stopGraceMs))),
    ]);
    clearTimeout(graceOver);
    // Jobs still running keep their rows until their leases run out, then run again elsewhere.
    for (const renewal of this.renewals) clearInterval(renewal);
    this.renewals.clear();
  }

  async drained(): Promise<void> {
    if (!this.started) throw new Error('The jobs worker is not started');
    for (;;) {
      await this.look();
      await Promise.all(this.running);
      const [row] = await this.db
        .select({ unfinished: count() })
        .from(job)
        .where(and(inArray(job.kind, this.kinds()), or(this.due(), eq(job.state, 'running'))));
      if ((row?.unfinished ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Waiting and due, or running under a lease that ran out. */
  private due() {
    const now = this.clock();
    return or(
      and(eq(job.state, 'waiting'), lte(job.runAt, now)),
      and(eq(job.state, 'running'), lte(job.lockedUntil, now)),
    );
  }

  poke(): void {
    this.wake();
  }

  private wake(): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.look().finally(() => {
        // A wake that came meanwhile has its own look waiting: clearing it would lose its job.
        if (!this.started || this.timer !== undefined) return;
        this.timer = setTimeout(() => this.wake(), this.pollIntervalMs);
      });
    }, 0);
  }

  private look(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      return this.looking;
    }
    this.looking = (async () => {
      do {
        this.lookAgain = false;
        await this.claimAndRun().catch((error: unknown) =>
          this.log.error({ err: error }, 'could not look for due jobs'),
        );
      } while (this.lookAgain && this.started);
    })().finally(() => (this.looking = undefined));
    return this.looking;
  }

  /** The pools of slots: each kind with its own, then the shared one with the other kinds. */
  private pools(): { pool: string; kinds: string[]; size: number }[] {
    const shared: string[] = [];
    const pools: { pool: string; kinds: string[]; size: number }[] = [];
    for (const [kind, registered] of this.handlers)
      if (registered.concurrency === null) shared.push(kind);
      else pools.push({ pool: kind, kinds: [kind], size: registered.concurrency });
    if (shared.length > 0) pools.push({ pool: '', kinds: shared, size: this.concurrency });
    return pools;
  }

  private async claimAndRun(): Promise<void> {
    if (!this.started) return;
    for (const { pool, kinds, size } of this.pools()) {
      const free = size - (this.busy.get(pool) ?? 0);
      if (free > 0) await this.claimAndRunIn(pool, kinds, free);
    }
  }

  private async claimAndRunIn(pool: string, kinds: string[], free: number): Promise<void> {
    const now = this.clock();
    const candidates = this.db
      .select({ id: job.id })
      .from(job)
      .where(and(inArray(job.kind, kinds), this.due()))
      .orderBy(job.runAt)
      .limit(free)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(job)
      .set({
        state: 'running',
        attempts: sql`${job.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
        updatedAt: now,
      })
      .where(inArray(job.id, candidates))
      .returning();
    for (const row of claimed) {
      this.busy.set(pool, (this.busy.get(pool) ?? 0) + 1);
      const run = this.run(row).finally(() => {
        this.running.delete(run);
        this.busy.set(pool, (this.busy.get(pool) ?? 1) - 1);
        this.wake();
      });
      this.running.add(run);
    }
  }

  /** Only the holder of the claim (same attempt, still running) may change the row. */
  private held(row: ClaimedJob) {
    return and(eq(job.id, row.id), eq(job.attempts, row.attempts), eq(job.state, 'running'));
  }

  private async run(row: ClaimedJob): Promise<void> {
    const registered = this.handlers.get(row.kind)!;
    const renewal = setInterval(() => {
      const now = this.clock();
      this.db
        .update(job)
        .set({ lockedUntil: new Date(now.getTime() + this.leaseMs), updatedAt: now })
        .where(this.held(row))
        .catch((error: unknown) =>
          this.log.error({ err: error, job: row.id }, 'could not renew a job lease'),
        );
    }, this.leaseMs / 3);
    this.renewals.add(renewal);
    let failure: string | null = null;
    let again: void | RunAgain = undefined;
    if (row.attempts > registered.retry.limit + 1) {
      // Every earlier run ended with its process: running it again would likely end this one too.
      failure = row.lastError ?? 'The server stopped while running this job, too many times.';
    } else {
      try {
        again = await registered.handler.run(row.payload, { id: row.id, attempt: row.attempts });
      } catch (error) {
        failure = message(error);
      }
    }
    clearInterval(renewal);
    this.renewals.delete(renewal);
    try {
      await this.finish(row, registered.retry, failure, again);
    } catch (error) {
      this.log.error({ err: error, job: row.id }, 'could not record the end of a job');
    }
  }

  private async finish(
    row: ClaimedJob,
    retry: RetryPolicy,
    failure: string | null,
    again: void | RunAgain,
  ) {
    if (failure === null && again) {
      await this.db
        .update(job)
        .set({
          state: 'waiting',
          runAt: again.runAgainAt,
          attempts: 0,
          lockedUntil: null,
          lastError: null,
          updatedAt: this.clock(),
        })
        .where(this.held(row));
      return;
    }
    if (failure === null) {
      await this.db.delete(job).where(this.held(row));
      return;
    }
    const now = this.clock();
    const dead = row.attempts > retry.limit;
    this.log[dead ? 'error' : 'warn'](
      { job: row.id, kind: row.kind, attempt: row.attempts, error: failure },
      dead ? 'a job failed for the last time' : 'a job failed and will be retried',
    );
    await this.db
      .update(job)
      .set({
        state: dead ? 'dead' : 'waiting',
        runAt: dead ? row.runAt : new Date(now.getTime() + retryDelayMs(retry, row.attempts)),
        lockedUntil: null,
        lastError: failure,
        updatedAt: now,
      })
      .where(this.held(row));
  }
}
