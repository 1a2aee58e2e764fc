import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import { LISTED_STATUSES } from '../../domain/property';
import { siteOrigin } from '../../env';
import { createFragmentCache, type FragmentCache } from '../../feeds/fragment-cache';
import { trovitAd } from '../../feeds/trovit';
import { publicCatalogue } from '../catalogue';
import { toApiProperty, toPublicProperty } from '../properties';
import { getSettings } from '../settings';

/** The feed's listings, each already written as its <ad>, and what a conditional GET compares. */
export interface TrovitFeed {
  /** One <ad> per listing, in UTF-8 (never the whole document as one string). */
  ads: readonly Buffer[];
  count: number;
  /** A strong validator of the whole document: SHA-1 of every ad, in order. */
  etag: string;
  /** The newest update among the listings (HTTP date), or the fill time of an empty feed. */
  lastModified: string;
}

/** Listed and syndicated ("Publicar en portales", on unless turned off). */
const SYNDICATED = { status: trusted({ $in: [...LISTED_STATUSES] }), syndicate: trusted({ $ne: false }) };

interface State {
  /** Each listing's <ad>, by id, as written at its updatedAt with the origin and agency name. */
  fragments: FragmentCache<Buffer>;
  /** The generation the feed below was built in (feedGeneration). */
  generation: string | null;
  feed: Promise<TrovitFeed> | null;
}

// One per process: the route and the admin's settings page are bundled apart but share globalThis.
const KEY = Symbol.for('inmobiliaria.trovit-feed');
const holder = globalThis as unknown as Record<symbol, State>;
const state: State = (holder[KEY] ??= { fragments: createFragmentCache(), generation: null, feed: null });

/**
 * A new value after every write of the catalogue or the settings (their tags expire it, on every
 * instance with REDIS_URL), so a feed built in an older generation is built again. Only this
 * token is a cache entry: the document itself (34 MB at 20,000 listings) would be serialized
 * into the cache on every fill and read back on every hit.
 */
async function feedGeneration(): Promise<string> {
  'use cache';
  cacheTag(TAGS.properties, TAGS.settings);
  cacheLife('max');
  return randomUUID();
}

async function buildFeed(): Promise<TrovitFeed> {
  const [{ general }, origin] = [await getSettings(), siteOrigin()];
  // The catalogue's copy in memory on the embedded database (already up to date with every
  // write), the database on MongoDB; the order the feed always had, newest first.
  const rows = await publicCatalogue.find(SYNDICATED, { sort: { _id: -1 } });
  const pass = state.fragments.pass(`${origin}\n${general.siteName}`);
  const hash = createHash('sha1');
  const ads: Buffer[] = [];
  let newest = 0;
  for (const row of rows) {
    const property = toApiProperty(row);
    // Only a listing written since the last build (a new updatedAt) has its <ad> written again.
    const ad = pass.take(property._id, property.updatedAt, () =>
      Buffer.from(trovitAd(toPublicProperty(property), origin, general.siteName)),
    );
    hash.update(ad);
    ads.push(ad);
    newest = Math.max(newest, new Date(property.updatedAt).getTime() || 0);
  }
  pass.end();
  return {
    ads,
    count: ads.length,
    etag: `"${hash.digest('hex')}"`,
    lastModified: new Date(newest || Date.now()).toUTCString(),
  };
}

/**
 * The Trovit feed of every listed property whose `syndicate` flag is on: built once per
 * generation of the catalogue and the settings (a write of either starts a new one), from each
 * listing's kept <ad> (docs/market-and-feeds.md#the-portals-feed), so a crawler's visit after a
 * write costs one pass over the catalogue, not a scan of the database.
 */
export async function getTrovitFeed(): Promise<TrovitFeed> {
  const generation = await feedGeneration();
  if (state.generation !== generation || !state.feed) {
    const feed = buildFeed();
    state.generation = generation;
    state.feed = feed;
    // A failed build (the database down) is not kept: the next request tries again.
    feed.catch(() => {
      if (state.feed === feed) [state.generation, state.feed] = [null, null];
    });
  }
  return state.feed;
}
