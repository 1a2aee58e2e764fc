// The cruce: whether a listing meets a client's demand, and how well (docs/cruce.md). One pure
// matcher for both match endpoints and the alert pass's "nuevos cruces". Where a demand's
// criterion is a /listing filter (city, locality, price, rooms, estrato), it reads as the saved
// searches read it (lib/domain/saved-search-match.ts). Pure: no server imports.

import type { DemandCriteria } from './demands';
import { LISTED_STATUSES } from './property';
import { atLeast, cityMatches, isNum, neighborhoodMatches, within, type MatchableProperty } from './saved-search-match';

/** The fields of a demand the matcher reads: its criteria (a lean Demand row fits). */
export type MatchableDemand = DemandCriteria;

export interface DemandMatch {
  /** 0-100: how well the listing fits beyond the hard criteria (docs/cruce.md#score). */
  score: number;
  /** Short Spanish phrases that explain the score, strongest first. */
  reasons: string[];
}

/** Points of each part of the score (docs/cruce.md#score); they add up to 100. */
export const SCORE_POINTS = {
  /** Every match: it meets all the hard criteria. */
  base: 20,
  /** The price's place in the budget: 10 at the maximum up to 40 at its floor; 20 without a maximum. */
  priceAtMax: 10,
  priceBest: 40,
  priceNeutral: 20,
  /** Per extra bedroom (at most 2 count), bathroom (at most 2) and parking space (at most 1). */
  bedroom: 8,
  bathroom: 6,
  parking: 6,
  /** A quarter more area than asked, or more; less counts in proportion. */
  area: 6,
} as const;

/** Without a minimum price, the budget's floor is this share of the maximum. */
export const BUDGET_FLOOR_SHARE = 0.8;

const num = (v: number | null | undefined): number | undefined => (isNum(v) ? v : undefined);
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Whether the listing meets every hard criterion of the demand (docs/cruce.md#hard-criteria). */
export function meetsDemand(demand: MatchableDemand, p: MatchableProperty): boolean {
  const features = p.features ?? {};
  const checks: Array<() => boolean> = [
    () => (LISTED_STATUSES as readonly unknown[]).includes(p.status),
    () => p.operation === demand.operation,
    () => !demand.types?.length || demand.types.some((type) => type === p.type),
    () => !demand.city || cityMatches(demand.city, p),
    () => !demand.localities?.length || demand.localities.some((l) => !!l && neighborhoodMatches(l, p)),
    () =>
      (num(demand.minPrice) === undefined && num(demand.maxPrice) === undefined) ||
      within(p.price, num(demand.minPrice), num(demand.maxPrice)),
    () => num(demand.minBedrooms) === undefined || atLeast(features.bedrooms, demand.minBedrooms!),
    () => num(demand.minBathrooms) === undefined || atLeast(features.bathrooms, demand.minBathrooms!),
    () => num(demand.minParking) === undefined || atLeast(features.parking, demand.minParking!),
    () => num(demand.minArea) === undefined || atLeast(features.area, demand.minArea!),
    () =>
      (num(demand.estratoMin) === undefined && num(demand.estratoMax) === undefined) ||
      within(p.estrato, num(demand.estratoMin), num(demand.estratoMax)),
    () => demand.petsAllowed !== true || p.petsAllowed === true,
  ];
  return checks.every((check) => check());
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The price's points and reasons; the price is within the budget already. */
function priceScore(demand: MatchableDemand, price: number | null | undefined): [number, string[]] {
  const min = num(demand.minPrice);
  const max = num(demand.maxPrice);
  const reasons = min !== undefined || max !== undefined ? ['Precio dentro del presupuesto'] : [];
  if (max === undefined || !isNum(price)) return [SCORE_POINTS.priceNeutral, reasons];
  const floor = min !== undefined && min < max ? min : max * BUDGET_FLOOR_SHARE;
  const share = clamp01((max - price) / (max - floor));
  const points = SCORE_POINTS.priceAtMax + (SCORE_POINTS.priceBest - SCORE_POINTS.priceAtMax) * share;
  const under = Math.floor(((max - price) / max) * 100);
  if (under >= 5) reasons.push(`${under} % por debajo del presupuesto máximo`);
  return [points, reasons];
}

/** Points and reasons for what the listing gives beyond the demand's minimums. */
function surplusScore(demand: MatchableDemand, p: MatchableProperty): [number, string[]] {
  const f = p.features ?? {};
  let points = 0;
  const reasons: string[] = [];
  const extra = (value: number | null | undefined, min: number | null | undefined) =>
    isNum(value) && isNum(min) ? Math.max(0, Math.floor(value - min)) : 0;
  const rooms: Array<[number, number, number, string, string]> = [
    [extra(f.bedrooms, demand.minBedrooms), 2, SCORE_POINTS.bedroom, 'habitación', 'habitaciones'],
    [extra(f.bathrooms, demand.minBathrooms), 2, SCORE_POINTS.bathroom, 'baño', 'baños'],
    [extra(f.parking, demand.minParking), 1, SCORE_POINTS.parking, 'parqueadero', 'parqueaderos'],
  ];
  for (const [count, cap, each, one, many] of rooms) {
    if (count < 1) continue;
    points += Math.min(count, cap) * each;
    reasons.push(`${plural(count, one, many)} más de lo pedido`);
  }
  const minArea = num(demand.minArea);
  if (minArea !== undefined && minArea > 0 && isNum(f.area) && f.area > minArea) {
    points += SCORE_POINTS.area * clamp01((f.area - minArea) / (minArea * 0.25));
    const more = Math.round(f.area - minArea);
    if (more >= 1) reasons.push(`${more} m² más de lo pedido`);
  }
  return [points, reasons];
}

/**
 * The cruce of one demand and one listing: null when a hard criterion fails, else the score
 * (0-100, whole) and its reasons.
 */
export function matchDemand(demand: MatchableDemand, property: MatchableProperty): DemandMatch | null {
  if (!meetsDemand(demand, property)) return null;
  const [pricePoints, priceReasons] = priceScore(demand, property.price);
  const [surplusPoints, surplusReasons] = surplusScore(demand, property);
  const reasons = [...priceReasons, ...surplusReasons];
  if (demand.petsAllowed === true) reasons.push('Admite mascotas');
  const score = Math.round(Math.min(100, SCORE_POINTS.base + pricePoints + surplusPoints));
  return { score, reasons };
}

/** Best first: higher score, then the newer listing (`createdAt`, then `_id`, descending). */
export function byScoreThenNewest<T extends { score: number; createdAt: string; id: string }>(a: T, b: T): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
