import { describe, expect, it } from 'vitest';

import { MAX_PRICE_HISTORY, priceDropSince, recentDrop, recordPriceChange } from '@/lib/domain/price-history';

const at = new Date('2026-11-20T15:30:00.000Z');
const created = new Date('2026-01-10T00:00:00.000Z');

describe('priceDropSince', () => {
  it('is midnight UTC of the day, 90 days back: one window per day', () => {
    expect(priceDropSince(new Date('2026-11-25T23:59:00Z'))).toBe('2026-08-27T00:00:00.000Z');
    expect(priceDropSince(new Date('2026-11-25T00:00:01Z'))).toBe('2026-08-27T00:00:00.000Z');
    expect(priceDropSince(new Date('2026-11-26T00:00:00Z'))).toBe('2026-08-28T00:00:00.000Z');
  });
});

describe('recordPriceChange', () => {
  it('records nothing when the price did not change', () => {
    expect(recordPriceChange([], 500, 500, at, created)).toBeNull();
  });

  it('starts a missing history with the price as of the creation, then adds the change', () => {
    const record = recordPriceChange([], 500_000_000, 460_000_000, at, created);
    expect(record).toEqual({
      priceHistory: [
        { price: 500_000_000, at: created.toISOString() },
        { price: 460_000_000, at: at.toISOString() },
      ],
      lastDrop: { from: 500_000_000, to: 460_000_000, pct: 8, at: at.toISOString() },
    });
  });

  it('a rise, or taking the price off (0), clears the last drop; the percentage has one decimal', () => {
    const history = [{ price: 300, at: created.toISOString() }];
    expect(recordPriceChange(history, 300, 310, at, created)?.lastDrop).toBeNull();
    expect(recordPriceChange(history, 300, 0, at, created)?.lastDrop).toBeNull();
    expect(recordPriceChange(history, 0, 250, at, created)?.lastDrop).toBeNull();
    expect(recordPriceChange(history, 300, 277, at, created)?.lastDrop?.pct).toBe(7.7);
  });

  it('keeps the newest changes only', () => {
    const long = Array.from({ length: MAX_PRICE_HISTORY }, (_, i) => ({ price: 1000 + i, at: created.toISOString() }));
    const record = recordPriceChange(long, 1049, 900, at, created)!;
    expect(record.priceHistory).toHaveLength(MAX_PRICE_HISTORY);
    expect(record.priceHistory.at(-1)).toEqual({ price: 900, at: at.toISOString() });
    expect(record.priceHistory[0].price).toBe(1001);
  });
});

describe('recentDrop: the "Bajó de precio" rule', () => {
  const drop = { from: 500, to: 450, pct: 10, at: '2026-09-01T10:00:00.000Z' };

  it('shows a reduction made on or after the window start, and nothing older', () => {
    expect(recentDrop(drop, '2026-09-01T00:00:00.000Z')).toBe(drop);
    expect(recentDrop(drop, '2026-09-01T10:00:00.000Z')).toBe(drop);
    expect(recentDrop(drop, '2026-09-02T00:00:00.000Z')).toBeNull();
  });

  it('lasts 90 whole days: shown on day 90 after it, gone on day 91', () => {
    expect(recentDrop(drop, priceDropSince(new Date('2026-11-30T23:00:00Z')))).toBe(drop);
    expect(recentDrop(drop, priceDropSince(new Date('2026-12-01T01:00:00Z')))).toBeNull();
  });

  it('ignores a missing or malformed drop', () => {
    expect(recentDrop(null, '2026-01-01T00:00:00.000Z')).toBeNull();
    expect(recentDrop({ ...drop, to: 600 }, '2026-01-01T00:00:00.000Z')).toBeNull();
  });
});
