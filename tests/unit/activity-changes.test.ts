import { describe, expect, it } from 'vitest';

import { changedFields } from '@/lib/domain/activity';

describe('changedFields', () => {
  it('lists only the fields whose values differ, with old and new values', () => {
    expect(changedFields({ price: 100, title: 'Casa' }, { price: 90, title: 'Casa' })).toEqual([
      { field: 'price', from: 100, to: 90 },
    ]);
  });

  it('goes one level into objects and treats a missing old value as null', () => {
    expect(
      changedFields(
        { location: { city: 'Bogotá', zip: '1' } },
        { location: { city: 'Chía', zip: '1' }, featured: true },
      ),
    ).toEqual([
      { field: 'location.city', from: 'Bogotá', to: 'Chía' },
      { field: 'featured', from: null, to: true },
    ]);
  });

  it('compares arrays and dates by value, and only the fields asked for', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(changedFields({ tags: ['a'], at }, { tags: ['a'], at: new Date(at) })).toEqual([]);
    expect(changedFields({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual([{ field: 'b', from: 1, to: 2 }]);
  });
});
