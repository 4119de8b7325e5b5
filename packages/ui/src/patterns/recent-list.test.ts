import { describe, expect, it } from 'vitest';

import { hasMoreThanRecent, recentItems } from './recent-list';

describe('recent lists', () => {
  it('keeps the two newest items, newest first, whatever the input order', () => {
    const items = [
      { name: 'a', createdAt: '2026-01-01T00:00:00Z' },
      { name: 'c', createdAt: '2026-03-01T00:00:00Z' },
      { name: 'b', createdAt: '2026-02-01T00:00:00Z' },
    ];
    expect(recentItems(items).map((item) => item.name)).toEqual(['c', 'b']);
    expect(recentItems([])).toEqual([]);
  });

  it('offers View all only above two items', () => {
    expect(hasMoreThanRecent(2)).toBe(false);
    expect(hasMoreThanRecent(3)).toBe(true);
  });
});
