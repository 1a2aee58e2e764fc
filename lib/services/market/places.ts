import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { placeBySlug, placeSlug } from '../../domain/place-slugs';
import type { Operation } from '../../domain/property';
import { normalizeText } from '../../text';
import type { CityItem, LocalityItem } from '../../validation/locations';
import { listCities, listLocalities } from '../locations';
import { listMarketListings } from './rows';

// Places by code, name or slug, from the cached location reads, and the places with listings.

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

/** How many public listings an operation has in a city or one of its localidades. */
export interface MarketPlace {
  operation: Operation;
  cityCode: string;
  city: string;
  /** Empty for the city as a whole. */
  localityCode: string;
  locality: string;
  count: number;
}

/**
 * Every (operation, city) and (operation, city, localidad) with at least one public listing and
 * its count, most listings first: the localidad pages' links, the home's popular localidades and
 * the sitemap. Computed from the cached market rows; expired by catalogue and location writes.
 */
export async function listMarketPlaces(): Promise<MarketPlace[]> {
  'use cache';
  cacheTag(TAGS.properties, TAGS.locations);
  cacheLife('max');
  const [rows, cities, localities] = await Promise.all([listMarketListings({}), listCities(), listLocalities()]);
  const cityNames = new Map(cities.map((c) => [c.code, c.name]));
  const localityNames = new Map(localities.map((l) => [l.code, l.name]));
  const counts = new Map<string, MarketPlace>();
  const add = (place: Omit<MarketPlace, 'count'>) => {
    const key = `${place.operation}|${place.cityCode}|${place.localityCode}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { ...place, count: 1 });
  };
  for (const row of rows) {
    const city = cityNames.get(row.cityCode);
    if (!city) continue; // a listing outside the known places has no page
    add({ operation: row.operation, cityCode: row.cityCode, city, localityCode: '', locality: '' });
    const locality = localityNames.get(row.localityCode);
    if (locality)
      add({ operation: row.operation, cityCode: row.cityCode, city, localityCode: row.localityCode, locality });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.locality.localeCompare(b.locality, 'es'));
}

/** The places of a localidad page's address, or null when a slug names no known place. */
export async function resolveMarketPlace(
  citySlug: string,
  localitySlug?: string,
): Promise<{ city: CityItem; locality: LocalityItem | null } | null> {
  const city = placeBySlug(await listCities(), citySlug);
  if (!city) return null;
  if (localitySlug === undefined) return { city, locality: null };
  const locality = placeBySlug(await listLocalities(city.code), localitySlug);
  return locality ? { city, locality } : null;
}
