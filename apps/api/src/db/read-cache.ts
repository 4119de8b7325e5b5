/**
 * Reads kept in memory between requests (callers by bearer token, agent lists by user), so a
 * request does not ask the database every time. Entries live a minute at most; a change announced
 * on the database's change channel empties the cache through `forgetAll` in every server process,
 * and a read that started before such a change is not kept.
 */

/** `then` for an answer that may have come at once: a value goes on without a promise. */
export function whenReady<T, R>(answer: T | Promise<T>, next: (value: T) => R): R | Promise<R> {
  return answer instanceof Promise ? answer.then(next) : next(answer);
}

export interface ReadCacheOptions<T> {
  ttlMs?: number;
  maxEntries?: number;
  /** Which answers are worth keeping (not a stranger's unknown token, say). */
  keep?: (value: T) => boolean;
  now?: () => number;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Moves on at every forgetAll, so a read begun before it does not write its answer back. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly keep: (value: T) => boolean;
  private readonly now: () => number;

  constructor({
    ttlMs = 60_000,
    maxEntries = 10_000,
    keep = () => true,
    now = Date.now,
  }: ReadCacheOptions<T> = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.keep = keep;
    this.now = now;
  }

  /**
   * The cached value, at once and without a promise (a hit is the hot path of every authenticated
   * request, and each promise costs there), or the one `read` finds (concurrent misses for a key
   * share it).
   */
  get(key: string, read: () => Promise<T>): T | Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    return this.lookUp(key, read);
  }

  private async lookUp(key: string, read: () => Promise<T>): Promise<T> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const generation = this.generation;
    const lookup = read().finally(() => {
      if (this.pending.get(key) === lookup) this.pending.delete(key);
    });
    this.pending.set(key, lookup);
    const value = await lookup;
    if (generation === this.generation && this.keep(value)) this.remember(key, value);
    return value;
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private remember(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}
