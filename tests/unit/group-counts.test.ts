import { describe, expect, it } from 'vitest';

import { groupPipeline, groupRows, type GroupSpec } from '@/lib/db/group-counts';

const from = new Date('2026-11-01T00:00:00Z');
const to = new Date('2026-11-15T00:00:00Z');
const spec: GroupSpec = {
  match: { status: 'disponible' },
  by: ['type', 'featured'],
  sums: { views: 'views' },
  windows: { early: { field: 'createdAt', from, to }, late: { field: 'createdAt', from: to } },
};

describe('groupRows (the groups of a spec, computed from the rows on the embedded database)', () => {
  it('groups by the key fields, a missing one as null, and counts, sums and windows each group', () => {
    const groups = groupRows(
      [
        { type: 'casa', featured: true, views: 4, createdAt: from },
        { type: 'casa', featured: true, views: 'x', createdAt: '2026-11-14T23:59:59.999Z' },
        { type: 'casa', featured: true, views: 1, createdAt: to },
        { type: 'casa', views: 2 },
        { type: 'casa', featured: null, views: Number.NaN, createdAt: new Date('2026-10-31T23:59:59Z') },
      ],
      spec,
    );
    expect(groups).toEqual([
      { key: { type: 'casa', featured: true }, count: 3, totals: { views: 5, early: 2, late: 1 } },
      { key: { type: 'casa', featured: null }, count: 2, totals: { views: 2, early: 0, late: 0 } },
    ]);
  });

  it('gives no groups for no rows', () => {
    expect(groupRows([], spec)).toEqual([]);
  });
});

describe('groupPipeline (the same spec as one MongoDB aggregation)', () => {
  it('is one $match and one $group with a count, the sums and the windows as conditional counts', () => {
    expect(groupPipeline(spec)).toEqual([
      { $match: { status: 'disponible' } },
      {
        $group: {
          _id: { type: '$type', featured: '$featured' },
          count: { $sum: 1 },
          views: { $sum: '$views' },
          early: {
            $sum: { $cond: [{ $and: [{ $gte: ['$createdAt', from] }, { $lt: ['$createdAt', to] }] }, 1, 0] },
          },
          late: { $sum: { $cond: [{ $and: [{ $gte: ['$createdAt', to] }] }, 1, 0] } },
        },
      },
    ]);
  });
});
