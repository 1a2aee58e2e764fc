import { slugify } from '../text';
import type { Operation } from './property';

// The localidad pages' addresses, in words a visitor can read and share:
// /inmuebles/{venta|arriendo}/{ciudad}[/{localidad}].

/** A place's slug: its name before any comma, without accents ("Bogotá, D.C." → "bogota"). */
export function placeSlug(name: string): string {
  return slugify(name.split(',')[0]);
}

/** The page of an operation in a city, or in one of its localidades. */
export function marketPagePath(operation: Operation, city: string, locality?: string): string {
  const base = `/inmuebles/${operation}/${placeSlug(city)}`;
  return locality ? `${base}/${placeSlug(locality)}` : base;
}

/** The one place among `places` whose slug is `slug`, or undefined. */
export function placeBySlug<T extends { name: string }>(places: readonly T[], slug: string): T | undefined {
  return places.find((place) => placeSlug(place.name) === slug);
}

/** A place's name as a heading says it: "Bogotá, D.C." → "Bogotá". */
export function placeName(name: string): string {
  return name.split(',')[0].trim();
}
