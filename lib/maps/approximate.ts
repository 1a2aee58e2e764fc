// Where the public sees a property whose owner did not allow its exact location
// (`showExactLocation` off): the centre of a fixed grid cell of 1/200 of a degree
// (about 555 m a side in Bogotá), drawn as a circle that covers the whole cell. Snapping to a
// grid, unlike a random offset, is what lets a map search stay exact without revealing more: a
// box contains the shown centre exactly when the stored point lies in a range of cells, so the
// database filter is a plain range (boxRanges) and no box, however small, narrows the point
// down further than its cell.

import type { Bbox } from './bbox';

const CELLS_PER_DEGREE = 200;
/** Radius of the circle the page draws: the half-diagonal of a cell (about 392 m) rounded up. */
export const APPROXIMATE_RADIUS_M = 400;

export interface Point {
  lat: number;
  lng: number;
}

/** Where cell `k` starts: a stored value v is in cell k when cellStart(k) <= v < cellStart(k + 1). */
const cellStart = (k: number) => (k - 0.5) / CELLS_PER_DEGREE;
const centre = (k: number) => k / CELLS_PER_DEGREE;

/** The cell of a value, settled against the very thresholds the database compares with. */
function cellOf(value: number): number {
  let k = Math.round(value * CELLS_PER_DEGREE);
  if (value < cellStart(k)) k -= 1;
  else if (value >= cellStart(k + 1)) k += 1;
  return k;
}

/** The shown centre of a hidden location. Deterministic: the same point always gives the same centre. */
export function approximatePoint({ lat, lng }: Point): Point {
  return { lat: centre(cellOf(lat)), lng: centre(cellOf(lng)) };
}

/** The first and last cell whose centres lie within [min, max] (first > last when none does). */
function cellsWithin(min: number, max: number): [number, number] {
  let first = Math.ceil(min * CELLS_PER_DEGREE);
  while (centre(first - 1) >= min) first -= 1;
  while (centre(first) < min) first += 1;
  let last = Math.floor(max * CELLS_PER_DEGREE);
  while (centre(last + 1) <= max) last += 1;
  while (centre(last) > max) last -= 1;
  return [first, last];
}

/** A half-open range of stored values: `gte <= v < lt`. */
export interface HalfOpen {
  gte: number;
  lt: number;
}

/**
 * The stored coordinates whose approximate centre falls inside `box`: approximatePoint(p) is in
 * the box exactly when p.lat is in `lat` and p.lng in `lng`.
 */
export function boxRanges(box: Bbox): { lat: HalfOpen; lng: HalfOpen } {
  const range = ([first, last]: [number, number]): HalfOpen => ({ gte: cellStart(first), lt: cellStart(last + 1) });
  return { lat: range(cellsWithin(box.swLat, box.neLat)), lng: range(cellsWithin(box.swLng, box.neLng)) };
}

/**
 * The street of an address without the door: "Calle 104 # 19-35, Apto 502" -> "Calle 104". An
 * address without a number sign (a rural "Km 2 vía Chía-Tabio, vereda Fonquetá") names a stretch
 * of road or a vereda, not a door, and is kept.
 */
export function approximateAddress(address: string): string {
  const street = address.split(/#|\b(?:No|N[°º])\.?\s*\d/i)[0];
  return street.replace(/[\s,;.-]+$/, '').trim();
}
