// A property's price history and the "Bajó de precio" rule. Pure (unit-tested), no server imports.

/** A reduction shows as "Bajó de precio" for this many days, counted in whole UTC days. */
export const PRICE_DROP_DAYS = 90;
/** The newest changes kept per property. */
export const MAX_PRICE_HISTORY = 50;

export interface PricePoint {
  price: number;
  /** ISO date of the change (the first point: when the property was created). */
  at: string;
}

/** The last price change when it was a reduction: stored on write, so lists sort by it. */
export interface PriceDrop {
  from: number;
  to: number;
  /** Percentage of `from`, one decimal. */
  pct: number;
  at: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The start of the "recent" window: midnight UTC of today minus PRICE_DROP_DAYS. Whole days, so
 * every cached read made on one day shares it (it is part of their cache keys).
 */
export function priceDropSince(now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today - PRICE_DROP_DAYS * DAY_MS).toISOString();
}

/** The stored last reduction when it happened on or after `since`, else null. */
export function recentDrop(drop: PriceDrop | null | undefined, since: string): PriceDrop | null {
  if (!drop || !(drop.from > drop.to) || !drop.at) return null;
  return new Date(drop.at).getTime() >= new Date(since).getTime() ? drop : null;
}

export interface PriceRecord {
  priceHistory: PricePoint[];
  lastDrop: PriceDrop | null;
}

/**
 * The history after the price goes from `previous` to `next` at `at`, or null when it did not
 * change. A property saved before histories were kept starts its history with its price as of
 * `since` (its creation). A reduction between two positive prices becomes the last drop; a rise,
 * or a price taken off ("a consultar", 0), clears it.
 */
export function recordPriceChange(
  history: readonly PricePoint[],
  previous: number,
  next: number,
  at: Date,
  since: Date,
): PriceRecord | null {
  if (previous === next) return null;
  const known = history.length > 0 ? [...history] : [{ price: previous, at: since.toISOString() }];
  const priceHistory = [...known, { price: next, at: at.toISOString() }].slice(-MAX_PRICE_HISTORY);
  const fell = previous > 0 && next > 0 && next < previous;
  const lastDrop = fell
    ? { from: previous, to: next, pct: Math.round(((previous - next) / previous) * 1000) / 10, at: at.toISOString() }
    : null;
  return { priceHistory, lastDrop };
}
