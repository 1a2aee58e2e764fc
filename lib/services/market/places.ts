import 'server-only';

import { placeSlug } from '../../domain/place-slugs';
import { normalizeText } from '../../text';
import type { CityItem, LocalityItem } from '../../validation/locations';
import { listCities, listLocalities } from '../locations';

// Places by code, name or slug, from the cached location reads.

const matches = (value: string) => {
  const text = normalizeText(value);
  return (place: { code: string; name: string }) =>
    place.code === value || normalizeText(place.name) === text || placeSlug(place.name) === placeSlug(value);
};

/** A city in use by its DANE code, its name or its slug ("Bogotá", "bogota"), or undefined. */
export async function findCity(value: string): Promise<CityItem | undefined> {
  return (await listCities()).find(matches(value));
}

/** One of a city's localidades by code, name or slug, or undefined. */
export async function findLocality(cityCode: string, value: string): Promise<LocalityItem | undefined> {
  return (await listLocalities(cityCode)).find(matches(value));
}
