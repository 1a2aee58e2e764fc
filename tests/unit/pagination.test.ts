import { describe, expect, it } from 'vitest';

import { pageWindow } from '@/components/ui/pager';
import { paginate } from '@/lib/domain/pagination';

describe('paginate', () => {
  it('computes pages from total and limit', () => {
    expect(paginate([], { page: 1, limit: 10, total: 64 }).pagination).toEqual({
      page: 1,
      limit: 10,
      total: 64,
      pages: 7,
    });
    expect(paginate([], { page: 1, limit: 10, total: 0 }).pagination.pages).toBe(0);
    expect(paginate([], { page: 2, limit: 10, total: 20 }).pagination.pages).toBe(2);
  });
});

describe('pageWindow', () => {
  it('shows at most five numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
