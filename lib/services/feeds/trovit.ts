import 'server-only';

import { createHash } from 'node:crypto';

import { cacheLife, cacheTag } from 'next/cache';

import { Property } from '../../../models/property';
import { TAGS } from '../../cache/tags';
import { connectDb, trusted } from '../../db';
import { LISTED_STATUSES } from '../../domain/property';
import { siteOrigin } from '../../env';
import { trovitAd } from '../../feeds/trovit';
import { toApiProperty, toPublicProperty, type StoredProperty } from '../properties';
import { getSettings } from '../settings';

/** The feed's listings, each already written as its <ad>, and what a conditional GET compares. */
export interface TrovitFeed {
  /** One string per listing (never the whole document as one string). */
  ads: string[];
  count: number;
  /** A strong validator of the whole document: SHA-1 of every ad, in order. */
  etag: string;
  /** The newest update among the listings (HTTP date), or the fill time of an empty feed. */
  lastModified: string;
}

/** Listed and syndicated ("Publicar en portales", on unless turned off). */
const SYNDICATED = { status: trusted({ $in: [...LISTED_STATUSES] }), syndicate: trusted({ $ne: false }) };

async function cachedFeed(): Promise<TrovitFeed> {
  'use cache';
  cacheTag(TAGS.properties, TAGS.settings);
  cacheLife('max');
  await connectDb();
  const [{ general }, origin] = [await getSettings(), siteOrigin()];
  const hash = createHash('sha1');
  const ads: string[] = [];
  let newest = 0;
  // A cursor: the documents pass one batch at a time; only their <ad> strings are kept.
  const rows = Property.find(SYNDICATED).sort({ _id: -1 }).lean<StoredProperty[]>().cursor({ batchSize: 200 });
  for await (const row of rows as AsyncIterable<StoredProperty>) {
    const property = toPublicProperty(toApiProperty(row));
    const ad = trovitAd(property, origin, general.siteName);
    hash.update(ad);
    ads.push(ad);
    newest = Math.max(newest, new Date(property.updatedAt).getTime() || 0);
  }
  return {
    ads,
    count: ads.length,
    etag: `"${hash.digest('hex')}"`,
    lastModified: new Date(newest || Date.now()).toUTCString(),
  };
}

/**
 * The Trovit feed of every listed property whose `syndicate` flag is on: cached until a property
 * or settings write, like the list (docs/architecture.md#caches), so a crawler's visit costs no database read.
 */
export function getTrovitFeed(): Promise<TrovitFeed> {
  return cachedFeed();
}
