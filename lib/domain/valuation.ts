import { pricePerM2Figures, type MarketRow } from './market-stats';

// The owner's estimate of /vender: comparables' price per m² times the area.
// An estimate from market prices, never an avalúo (Ley 1673 de 2013).

/** Fewest comparables an estimate stands on: below it in the localidad, the city; below it there, none. */
export const MIN_COMPARABLES = 5;
/** Comparables linked from the answer. */
export const SAMPLE_SIZE = 6;

export type ValuationScope = 'locality' | 'city';

export interface Comparable extends MarketRow {
  _id: string;
  title: string;
  slug: string;
}

export interface Valuation {
  low: number;
  mid: number;
  high: number;
  pricePerM2: { p25: number; median: number; p75: number };
  comparables: number;
  scope: ValuationScope;
  sample: Array<{ _id: string; slug: string; title: string; price: number; area: number }>;
}

const withArea = (rows: readonly Comparable[]) => rows.filter((row) => row.area && row.area > 0);

/**
 * The estimate for `area` m² from the comparables of the localidad (when given and at least
 * MIN_COMPARABLES of them have an area), else of the city; null when the city has too few too.
 * Figures are rounded to thousands of pesos: more precision would claim more than it knows.
 */
export function estimateValue(
  area: number,
  localityRows: readonly Comparable[] | null,
  cityRows: readonly Comparable[],
): Valuation | null {
  const local = localityRows ? withArea(localityRows) : [];
  const scope: ValuationScope = local.length >= MIN_COMPARABLES ? 'locality' : 'city';
  const rows = scope === 'locality' ? local : withArea(cityRows);
  if (rows.length < MIN_COMPARABLES) return null;
  const figures = pricePerM2Figures(rows);
  const perM2 = { p25: figures.p25!, median: figures.median!, p75: figures.p75! };
  const thousands = (value: number) => Math.round((value * area) / 1000) * 1000;
  // The closest in size first: the ones an owner recognises as their own kind of home.
  const sample = [...rows]
    .sort((a, b) => Math.abs(a.area! - area) - Math.abs(b.area! - area))
    .slice(0, SAMPLE_SIZE)
    .map(({ _id, slug, title, price, area: size }) => ({ _id, slug, title, price, area: size! }));
  return {
    low: thousands(perM2.p25),
    mid: thousands(perM2.median),
    high: thousands(perM2.p75),
    pricePerM2: perM2,
    comparables: rows.length,
    scope,
    sample,
  };
}
