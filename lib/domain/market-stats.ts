import { PROPERTY_TYPES, type PropertyType } from './property';

// Market figures of a set of listings: pure, so the API, the localidad pages and the
// owner's estimate compute them the same way, and the tests can check them by hand.

/** Below this many listings with an area, a price per m² is `null`, not a median of one or two. */
export const MIN_PRICE_SAMPLE = 3;

/** What a listing brings to the figures: its price and, when known, its built area in m². */
export interface MarketRow {
  type: PropertyType;
  price: number;
  area?: number | null;
}

export interface PricePerM2 {
  median: number | null;
  p25: number | null;
  p75: number | null;
  /** Listings with an area behind the figures. */
  sample: number;
}

export interface TypeFigures {
  type: PropertyType;
  count: number;
  medianPrice: number | null;
  pricePerM2: PricePerM2;
}

export interface MarketFigures {
  count: number;
  medianPrice: number | null;
  pricePerM2: PricePerM2;
  byType: TypeFigures[];
}

/**
 * The `p` quantile (0..1) of ascending `sorted` values, by linear interpolation between the
 * closest ranks (position p·(n−1)): the median of an even count is the mean of the middle two.
 */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** Price per m² of the rows that have a positive area (the others are left out of it). */
export function pricesPerM2(rows: readonly MarketRow[]): number[] {
  return rows.flatMap((row) => (row.area && row.area > 0 ? [row.price / row.area] : []));
}

/** Median, p25 and p75 of the price per m², rounded to whole pesos; null below MIN_PRICE_SAMPLE. */
export function pricePerM2Figures(rows: readonly MarketRow[]): PricePerM2 {
  const values = ascending(pricesPerM2(rows));
  const sample = values.length;
  if (sample < MIN_PRICE_SAMPLE) return { median: null, p25: null, p75: null, sample };
  const at = (p: number) => Math.round(quantile(values, p)!);
  return { median: at(0.5), p25: at(0.25), p75: at(0.75), sample };
}

function medianPrice(rows: readonly MarketRow[]): number | null {
  const median = quantile(ascending(rows.map((row) => row.price)), 0.5);
  return median === null ? null : Math.round(median);
}

/** The figures of a set of listings, with one entry per type present (in PROPERTY_TYPES order). */
export function marketFigures(rows: readonly MarketRow[]): MarketFigures {
  const byType = PROPERTY_TYPES.flatMap((type) => {
    const ofType = rows.filter((row) => row.type === type);
    if (ofType.length === 0) return [];
    return [{ type, count: ofType.length, medianPrice: medianPrice(ofType), pricePerM2: pricePerM2Figures(ofType) }];
  });
  return { count: rows.length, medianPrice: medianPrice(rows), pricePerM2: pricePerM2Figures(rows), byType };
}
