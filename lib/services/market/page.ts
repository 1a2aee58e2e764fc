import 'server-only';

import { cache } from 'react';

import { pricesPerM2, type MarketFigures } from '../../domain/market-stats';
import { OPERATIONS, type Operation, type PropertyCardModel } from '../../domain/property';
import type { CityItem, LocalityItem } from '../../validation/locations';
import { publicPropertyQuerySchema } from '../../validation/properties';
import { listPublicPropertyCards } from '../properties';
import { getMarketFigures } from './figures';
import { listMarketPlaces, resolveMarketPlace, type MarketPlace } from './places';
import { listMarketListings } from './rows';

/** Listings a localidad page shows; the rest are one link away in /listing. */
export const MARKET_PAGE_LISTINGS = 12;

export interface MarketPageData {
  operation: Operation;
  city: CityItem;
  locality: LocalityItem | null;
  figures: MarketFigures;
  pricesPerM2: number[];
  listings: PropertyCardModel[];
  /** The city's localidades with listings of this operation (the current one left out). */
  others: MarketPlace[];
}

/**
 * Everything a page /inmuebles/{operation}/{city}[/{locality}] shows, from cached reads; null for
 * an address that names no known place (a 404). One call per render (React's cache): the page
 * and its metadata share it.
 */
export const getMarketPage = cache(async function getMarketPage(
  operation: string,
  citySlug: string,
  localitySlug?: string,
): Promise<MarketPageData | null> {
  if (!(OPERATIONS as readonly string[]).includes(operation)) return null;
  const place = await resolveMarketPlace(citySlug, localitySlug);
  if (!place) return null;
  const op = operation as Operation;
  const filter = { operation: op, city: place.city.code, neighborhood: place.locality?.code };
  const [figures, rows, cards, places] = await Promise.all([
    getMarketFigures(filter),
    listMarketListings(filter),
    listPublicPropertyCards(publicPropertyQuerySchema.parse({ ...filter, limit: MARKET_PAGE_LISTINGS })),
    listMarketPlaces(),
  ]);
  return {
    operation: op,
    ...place,
    figures,
    pricesPerM2: pricesPerM2(rows),
    listings: cards.items,
    others: places.filter(
      (p) =>
        p.operation === op &&
        p.cityCode === place.city.code &&
        p.localityCode &&
        p.localityCode !== place.locality?.code,
    ),
  };
});
