/**
 * Durable background jobs (SPEC: meeting joins, processing and workflow runs survive a restart).
 * A job is a row written in the caller's transaction when one is given, so it exists exactly when
 * the change that causes it does; a worker in every server process runs due jobs, retries a failed
 * one with growing delays and keeps it, with its last error, once the retries are spent.
 */
import type { Database } from '../../db/index.js';

/** What a payload may hold: it is stored as JSON. */
export type JobPayload =
  string | number | boolean | null | JobPayload[] | { [field: string]: JobPayload };

/**
 * A kind of job, named by those who enqueue it; its handler is registered where its services
 * are. The payload type exists only for the compiler.
 */
export interface JobKind<Payload extends JobPayload> {
  readonly name: string;
  /** Never set: carries the payload type from enqueue to handler. */
  readonly payload?: Payload;
}

export function jobKind<Payload extends JobPayload>(name: string): JobKind<Payload> {
  return { name };
}

export interface RetryPolicy {
  /** Runs after the first that fail before the job is given up as dead. */
  limit: number;
  /** Wait before the first retry; each later retry waits twice as long as the one before. */
  firstDelayMs: number;
  /** The longest wait between two runs. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 5, firstDelayMs: 1_000, maxDelayMs: 600_000 };

/** The wait after the given failed run (1 for the first). */
export function retryDelayMs(policy: RetryPolicy, failedRun: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failedRun - 1));
}

export interface JobRun {
  id: string;
  /** 1 for the first run. */
  attempt: number;
}

/** What a run may ask for when it succeeds: the same job, with its key and payload, again later. */
export interface RunAgain {
  runAgainAt: Date;
}

export interface JobHandler<Payload extends JobPayload> {
  /**
   * Must be safe to run again: a run cut short by a crash is repeated. Throwing means retry.
   * Answering `runAgainAt` keeps the job waiting for that time instead of ending it, its retries
   * counted afresh: a recurring job (a calendar's sync) stays the one job of its key, so enqueuing
   * it again meanwhile records nothing.
   */
  run(payload: Payload, job: JobRun): Promise<void | RunAgain>;
  retry?: Partial<RetryPolicy>;
  /**
   * Jobs of this kind run at once in a process, apart from every other kind's: for work that
   * mostly waits (an agent in a call waiting for its words to play), which must neither hold the
   * shared slots nor wait for them. Absent: the kind shares the process's slots.
   */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** The caller's transaction: the job is recorded only if it commits. */
  transaction?: Database;
  /** Not before this time (scheduled joins); now when absent. */
  runAt?: Date;
  /**
   * At most one unfinished job of the kind with this key: enqueuing another while one waits or
   * runs records nothing.
   */
  key?: string;
}

export interface JobChangeOptions {
  /** The caller's transaction: the change holds only if it commits. */
  transaction?: Database;
}

export interface Jobs {
  /** Registers the handler of a kind; all handlers are registered before start. */
  handle<Payload extends JobPayload>(kind: JobKind<Payload>, handler: JobHandler<Payload>): void;
  /** The new job's id, or null when an unfinished job with the same key already exists. */
  enqueue<Payload extends JobPayload>(
    kind: JobKind<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Removes the waiting job of the kind with this key (a deleted bot's join); a job already running
   * is left to finish, so its handler must check that its work is still wanted. True when one was removed.
   */
  cancel(kind: JobKind<JobPayload>, key: string, options?: JobChangeOptions): Promise<boolean>;
  /** Moves the waiting job of the kind with this key to a new time; true when one was moved. */
  reschedule(
    kind: JobKind<JobPayload>,
    key: string,
    runAt: Date,
    options?: JobChangeOptions,
  ): Promise<boolean>;
  /**
   * Looks for due jobs at once rather than at the next poll: after a transaction that enqueued
   * one committed, when it should start without waiting (the agent's answer to what was just said).
   */
  poke(): void;
  /** Starts running due jobs of the registered kinds in this process. */
  start(): void;
  /** Takes no more jobs and waits a grace period for those running; a job cut off runs again later. */
  stop(): Promise<void>;
  /** Resolves once no registered job is due or running (tests wait on it). */
  drained(): Promise<void>;
}
