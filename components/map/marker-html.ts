import { formatNumber } from '@/lib/format';
import type { MapPoint } from '@/lib/validation/property-map';

// What the results map draws (Tailwind classes in HTML strings: Leaflet markers are plain DOM).
// The marker element itself sits on the point with no size; its child is centred on it.

/** "$ 450 M", "$ 1.250 M", "$ 3,5 M", "$ 850 mil"; "Consultar" without a price. */
export function shortPrice(price: number): string {
  if (!(price > 0)) return 'Consultar';
  if (price >= 100_000_000) return `$ ${formatNumber(Math.round(price / 1_000_000))} M`;
  if (price >= 1_000_000) return `$ ${String(Math.round(price / 100_000) / 10).replace('.', ',')} M`;
  return `$ ${formatNumber(Math.round(price / 1000))} mil`;
}

const CENTRED = 'absolute left-0 top-0 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap shadow-md';
const FOCUS =
  'group-focus-visible:outline group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-ink';

/** One listing: its short price on a pill (hollow when its location is approximate). */
export function pointHtml(point: MapPoint): string {
  const look = point.exact ? 'bg-primary text-white border-white' : 'bg-white text-primary border-primary';
  return `<span data-count="1" class="${CENTRED} ${FOCUS} ${look} rounded-full border-2 px-2 py-0.5 text-xs font-bold">${shortPrice(point.price)}</span>`;
}

/** Several listings (a cluster, or one place): their count in a circle sized by it. */
export function countHtml(count: number): string {
  const size = count < 10 ? 'size-9 text-sm' : count < 100 ? 'size-11 text-sm' : 'size-14 text-base';
  return `<span data-count="${count}" class="${CENTRED} ${FOCUS} ${size} grid place-items-center rounded-full border-2 border-white bg-secondary font-bold text-ink">${formatNumber(count)}</span>`;
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
