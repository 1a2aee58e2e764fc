import { describe, expect, it } from 'vitest';

import { isMarked, MARK_TTL_MS } from '@/lib/services/locations/deletion';

const ago = (ms: number) => new Date(Date.now() - ms);

describe('isMarked (a city or locality being deleted)', () => {
  it('is false without a mark', () => {
    expect(isMarked(null)).toBe(false);
    expect(isMarked({})).toBe(false);
    expect(isMarked({ deleting: null })).toBe(false);
  });

  it('is true for a mark younger than the TTL, also when read back as a string', () => {
    expect(isMarked({ deleting: ago(0) })).toBe(true);
    expect(isMarked({ deleting: ago(MARK_TTL_MS - 1_000) })).toBe(true);
    expect(isMarked({ deleting: ago(1_000).toISOString() as unknown as Date })).toBe(true);
  });

  it('ignores a mark older than the TTL (a delete that crashed midway)', () => {
    expect(isMarked({ deleting: ago(MARK_TTL_MS + 1_000) })).toBe(false);
  });
});
