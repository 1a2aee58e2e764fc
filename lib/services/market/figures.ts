import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { marketFigures, type MarketFigures } from '../../domain/market-stats';
import { priceDropSince } from '../../domain/price-history';
import type { MarketQuery } from '../../validation/market';
import { normalizeQuery } from '../properties';
import { listMarketListings } from './rows';

async function cachedFigures(query: MarketQuery & { dropSince: string }): Promise<MarketFigures> {
  'use cache';
  cacheTag(TAGS.properties);
  cacheLife('max');
  return marketFigures(await listMarketListings(query));
}

/**
 * The market figures (lib/domain/market-stats.ts) of the listings GET /api/properties returns
 * for `query`: computed once per query from the cached rows and kept until a property write.
 */
export function getMarketFigures(query: MarketQuery): Promise<MarketFigures> {
  return cachedFigures(normalizeQuery({ ...query, dropSince: priceDropSince(new Date()) }));
}
