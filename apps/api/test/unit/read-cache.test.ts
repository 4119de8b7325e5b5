import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/db/read-cache.js';
import type { Caller } from '../../src/providers/auth/port.js';

const caller = (userId: string): Caller => ({ userId, orgId: null, orgRole: null });

/** As the local auth adapter keeps callers: unknown tokens (null) are not kept. */
const callerCache = (options: ConstructorParameters<typeof ReadCache<Caller | null>>[0] = {}) =>
  new ReadCache<Caller | null>({ ...options, keep: (value) => value !== null });

describe('ReadCache', () => {
  it('answers from the cache until the entry expires', async () => {
    let time = 0;
    const cache = callerCache({ ttlMs: 1_000, maxEntries: 10, now: () => time });
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      return caller('u1');
    };
    expect(await cache.get('t1', resolve)).toEqual(caller('u1'));
    expect(await cache.get('t1', resolve)).toEqual(caller('u1'));
    expect(lookups).toBe(1);
    time = 1_001;
    await cache.get('t1', resolve);
    expect(lookups).toBe(2);
  });

  it('answers a hit at once, without a promise', async () => {
    const cache = callerCache();
    expect(cache.get('t1', async () => caller('u1'))).toBeInstanceOf(Promise);
    await cache.get('t1', async () => caller('u1'));
    expect(cache.get('t1', async () => caller('u2'))).toEqual(caller('u1'));
  });

  it('keeps tokens apart and does not keep unknown ones', async () => {
    const cache = callerCache();
    expect(await cache.get('t1', async () => caller('u1'))).toEqual(caller('u1'));
    expect(await cache.get('t2', async () => caller('u2'))).toEqual(caller('u2'));
    let lookups = 0;
    const unknown = async () => {
      lookups += 1;
      return null;
    };
    await cache.get('forged', unknown);
    await cache.get('forged', unknown);
    expect(lookups).toBe(2);
  });

  it('shares one lookup between concurrent misses', async () => {
    const cache = callerCache();
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      await new Promise((settle) => setTimeout(settle, 10));
      return caller('u1');
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('t1', resolve)));
    expect(answers).toEqual([caller('u1'), caller('u1'), caller('u1')]);
    expect(lookups).toBe(1);
  });

  it('forgets everything at once, including a lookup still under way', async () => {
    const cache = callerCache();
    await cache.get('t1', async () => caller('u1'));
    let finish: (value: Caller | null) => void = () => undefined;
    const slow = cache.get('t2', () => new Promise((settle) => (finish = settle)));
    cache.forgetAll();
    finish(caller('u2'));
    await slow;
    let lookups = 0;
    const signedOut = async () => {
      lookups += 1;
      return null;
    };
    expect(await cache.get('t1', signedOut)).toBeNull();
    expect(await cache.get('t2', signedOut)).toBeNull();
    expect(lookups).toBe(2);
  });

  it('stays within its size by dropping the oldest entry', async () => {
    const cache = callerCache({ maxEntries: 2 });
    await cache.get('t1', async () => caller('u1'));
    await cache.get('t2', async () => caller('u2'));
    await cache.get('t3', async () => caller('u3'));
    let lookups = 0;
    await cache.get('t1', async () => {
      lookups += 1;
      return caller('u1');
    });
    expect(lookups).toBe(1);
  });
});
