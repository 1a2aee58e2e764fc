import { marketPagePath } from './place-slugs';
import type { Operation } from './property';

// The links to the localidad pages from the home page and the footer. Pure.

export interface PlaceCount {
  operation: Operation;
  city: string;
  locality: string;
  localityCode: string;
  count: number;
}

export interface PlaceLink {
  href: string;
  label: string;
  count: number;
}

const WORD: Record<Operation, string> = { venta: 'Venta', arriendo: 'Arriendo' };

/** The `limit` localidades with most listings (of either operation), as "Arriendo en Chapinero" links. */
export function popularPlaceLinks(places: readonly PlaceCount[], limit: number): PlaceLink[] {
  return places
    .filter((place) => place.localityCode)
    .toSorted((a, b) => b.count - a.count || a.locality.localeCompare(b.locality, 'es'))
    .slice(0, limit)
    .map((place) => ({
      href: marketPagePath(place.operation, place.city, place.locality),
      label: `${WORD[place.operation]} en ${place.locality}`,
      count: place.count,
    }));
}
