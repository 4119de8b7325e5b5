/**
 * A ceiling on each caller's requests per minute: the API's, against runaway clients (a loop in a
 * script, a tab stuck refetching), and Ask AI's questions. Counted in this process's memory: it
 * protects the process.
 */
import { DomainError } from '@convene/domain/errors';

export class TooManyRequests extends DomainError {
  /** `counted` names what there were too many of: requests, questions. */
  constructor(retryAfterSeconds: number, counted = 'requests') {
    super(
      'rate_limited',
      `Too many ${counted}. Try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
  }
}

const MINUTE_MS = 60_000;

export class RequestLimiter {
  private readonly windows = new Map<string, { startedAt: number; requests: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    /** What is counted, for the refusal's message. */
    private readonly counted = 'requests',
  ) {}

  /** Counts one request of the caller, or throws TooManyRequests past the ceiling. */
  take(callerId: string): void {
    const now = this.now();
    let window = this.windows.get(callerId);
    if (!window || now - window.startedAt >= MINUTE_MS) {
      // Finished windows are dropped as callers come back, so the map holds the last minute only.
      if (this.windows.size > 50_000) this.windows.clear();
      window = { startedAt: now, requests: 0 };
      this.windows.set(callerId, window);
    }
    window.requests += 1;
    if (window.requests > this.perMinute) {
      throw new TooManyRequests(
        Math.max(1, Math.ceil((window.startedAt + MINUTE_MS - now) / 1000)),
        this.counted,
      );
    }
  }
}
