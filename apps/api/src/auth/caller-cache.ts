/**
 * Resolved callers by bearer token, so an authenticated request does not ask the auth library and
 * the database every time. Entries live a minute at most; anything that can change who a token is
 * (sign-out, a password reset, an organisation change) empties the cache through `forgetAll`, and
 * a lookup that started before such a change is not kept.
 */
import type { Caller } from './port.js';

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 10_000;

export class CallerCache {
  private readonly entries = new Map<string, { caller: Caller | null; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<Caller | null>>();
  /** Moves on at every forgetAll, so a lookup begun before it does not write its answer back. */
  private generation = 0;

  constructor(
    private readonly ttlMs = DEFAULT_TTL_MS,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached caller, or the one `resolve` finds (concurrent misses for a token share it). */
  async get(token: string, resolve: () => Promise<Caller | null>): Promise<Caller | null> {
    const entry = this.entries.get(token);
    if (entry && entry.expiresAt > this.now()) return entry.caller;
    const inFlight = this.pending.get(token);
    if (inFlight) return inFlight;

    const generation = this.generation;
    const lookup = resolve().finally(() => {
      if (this.pending.get(token) === lookup) this.pending.delete(token);
    });
    this.pending.set(token, lookup);
    const caller = await lookup;
    if (generation === this.generation) this.remember(token, caller);
    return caller;
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private remember(token: string, caller: Caller | null): void {
    // Unknown tokens are not kept: a stranger's guesses must not push out real callers.
    if (caller === null) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { caller, expiresAt: this.now() + this.ttlMs });
  }
}
