import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seeded random', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take(20261120)).toEqual(take(20261120));
    expect(take(20261120)).not.toEqual(take(20261121));
  });

  it('stays within [0, 1) and spreads over it', () => {
    const next = seededRandom(7);
    const values = Array.from({ length: 10_000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('matches the reference mulberry32 output', () => {
    // First value of mulberry32 seeded with 1, as the reference implementation prints it.
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 12);
  });
});
