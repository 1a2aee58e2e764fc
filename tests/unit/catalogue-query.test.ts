import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { comparator, select } from '@/lib/services/catalogue/query';

// The order MongoDB gives the catalogue's sorts, reproduced over rows in memory.

const id = (hex: string) => new Types.ObjectId(hex.padStart(24, '0'));
const rows = [
  { _id: id('a1'), name: 'a', price: 300, featured: true, createdAt: new Date('2026-03-01'), lastDrop: null },
  { _id: id('b2'), name: 'b', price: 100, featured: false, createdAt: new Date('2026-05-01') },
  { _id: id('0c'), name: 'c', price: 100, featured: true, createdAt: new Date('2026-04-01'), lastDrop: { pct: 5 } },
  { _id: id('d4'), name: 'd', featured: false, createdAt: new Date('2026-01-01'), lastDrop: { pct: 12 } },
];
const names = (list: typeof rows) => list.map((row) => row.name).join('');

describe('comparator', () => {
  it('orders numbers with ties broken by _id, missing values first when ascending', () => {
    expect(names([...rows].sort(comparator({ price: 1, _id: 1 })))).toBe('dcba');
    expect(names([...rows].sort(comparator({ price: -1, _id: -1 })))).toBe('abcd');
  });

  it('orders dates by time, booleans false before true, dotted paths with null and missing alike', () => {
    expect(names([...rows].sort(comparator({ createdAt: -1 })))).toBe('bcad');
    expect(names([...rows].sort(comparator({ featured: -1, createdAt: -1 })))).toBe('cabd');
    expect(names([...rows].sort(comparator({ 'lastDrop.pct': -1, _id: -1 })))).toBe('dcba');
  });

  it('orders ObjectIds by their bytes', () => {
    expect(names([...rows].sort(comparator({ _id: 1 })))).toBe('cabd');
  });
});

describe('select', () => {
  it('evaluates the filter documents the services send to MongoDB', () => {
    expect(names(select(rows, { price: { $gte: 100, $lte: 200 } }, { _id: 1 }))).toBe('cb');
    expect(names(select(rows, { $or: [{ 'lastDrop.pct': { $gte: 10 } }, { lastDrop: null }] }, { _id: 1 }))).toBe(
      'abd',
    );
    expect(names(select(rows, { _id: { $ne: id('a1').toString() } }, { _id: 1 }))).toBe('cbd');
    expect(names(select(rows, { name: { $regex: '^[AB]$', $options: 'i' } }))).toBe('ab');
  });
});
