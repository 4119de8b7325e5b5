import { describe, expect, it } from 'vitest';

import { rowSizes } from './marketing-section';

describe('rowSizes', () => {
  it('fills every row, the fuller rows last', () => {
    expect(rowSizes(4, 4)).toEqual([4]);
    expect(rowSizes(5, 3)).toEqual([2, 3]);
    expect(rowSizes(6, 3)).toEqual([3, 3]);
    expect(rowSizes(7, 3)).toEqual([2, 2, 3]);
    expect(rowSizes(2, 3)).toEqual([2]);
  });
});
