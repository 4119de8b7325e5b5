import { describe, expect, it } from 'vitest';
import { RequestLimiter, TooManyRequests } from '../../src/rate-limits/request-limit.js';

describe('RequestLimiter', () => {
  it('lets a caller make its requests per minute, then refuses with the wait', () => {
    let time = 0;
    const limiter = new RequestLimiter(3, () => time);
    for (let request = 0; request < 3; request += 1) limiter.take('u1');
    time = 20_000;
    expect(() => limiter.take('u1')).toThrowError(new TooManyRequests(40));
    expect(() => limiter.take('u1')).toThrow('Too many requests. Try again in 40 seconds.');
    // Another caller is not affected.
    expect(() => limiter.take('u2')).not.toThrow();
    time = 60_000;
    expect(() => limiter.take('u1')).not.toThrow();
  });
});
