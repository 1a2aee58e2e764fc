import { formatNumber } from '@/lib/format';
import type { MapPoint } from '@/lib/validation/property-map';

// What the results map draws. A marker element is the visible badge itself (so it has a size to
// click, focus and outline); Tailwind's translate utilities use the CSS `translate` property,
// which adds to the `transform` Leaflet positions it with, and centre it on its point.

/** The class and content of a marker's element, and how many listings it stands for. */
export interface MarkerLook {
  className: string;
  html: string;
  count: number;
}

const BADGE =
  'map-marker -translate-x-1/2 -translate-y-1/2 whitespace-nowrap shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** "$ 450 M", "$ 1.250 M", "$ 3,5 M", "$ 850 mil"; "Consultar" without a price. */
export function shortPrice(price: number): string {
  if (!(price > 0)) return 'Consultar';
  if (price >= 100_000_000) return `$ ${formatNumber(Math.round(price / 1_000_000))} M`;
  if (price >= 1_000_000) return `$ ${String(Math.round(price / 100_000) / 10).replace('.', ',')} M`;
  return `$ ${formatNumber(Math.round(price / 1000))} mil`;
}

/** One listing: its short price on a pill (hollow when its location is approximate). */
export function pointLook(point: MapPoint): MarkerLook {
  const colours = point.exact ? 'bg-primary text-white border-white' : 'bg-white text-primary border-primary';
  return {
    className: `${BADGE} ${colours} rounded-full border-2 px-2 py-0.5 text-xs font-bold`,
    html: shortPrice(point.price),
    count: 1,
  };
}

/** Several listings (a cluster, or one place): their count in a circle sized by it. */
export function countLook(count: number): MarkerLook {
  const size = count < 10 ? 'size-9 text-sm' : count < 100 ? 'size-11 text-sm' : 'size-14 text-base';
  return {
    className: `${BADGE} ${size} rounded-full border-2 border-white bg-secondary font-bold text-ink`,
    html: formatNumber(count),
    count,
  };
}

/** Listings that share one shown point (an approximate location is a cell centre): one place with its listings. */
export interface Place {
  lat: number;
  lng: number;
  points: MapPoint[];
}

export function placesOf(points: readonly MapPoint[]): Place[] {
  const byPoint = new Map<string, Place>();
  for (const point of points) {
    const key = `${point.lat},${point.lng}`;
    const place = byPoint.get(key) ?? { lat: point.lat, lng: point.lng, points: [] };
    place.points.push(point);
    byPoint.set(key, place);
  }
  return [...byPoint.values()];
}
