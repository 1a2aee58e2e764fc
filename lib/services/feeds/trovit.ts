import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { cacheLife, cacheTag } from 'next/cache';

import { TAGS } from '../../cache/tags';
import { trusted } from '../../db';
import { LISTED_STATUSES } from '../../domain/property';
import { siteOrigin } from '../../env';
import { createFragmentCache, type FragmentCache } from '../../feeds/fragment-cache';
import { trovitAdParts, trovitAgency } from '../../feeds/trovit';
import { publicCatalogue } from '../catalogue';
import { toApiProperty, toPublicProperty, type StoredProperty } from '../properties';
import { getSettings } from '../settings';

/** The feed's listings, each already written as its <ad>, and what a conditional GET compares. */
export interface TrovitFeed {
  /**
   * The ads in UTF-8, each as AD_PARTS buffers in a row (the listing's head, the agency, the
   * listing's tail), never the whole document as one piece.
   */
  parts: readonly Buffer[];
  count: number;
  /** A strong validator of the whole document: SHA-1 of every ad, in order. */
  etag: string;
  /** The newest update among the listings (HTTP date), or the fill time of an empty feed. */
  lastModified: string;
}

/** Buffers per ad in `parts`. */
export const AD_PARTS = 3;

/** Listed and syndicated ("Publicar en portales", on unless turned off). */
const SYNDICATED = { status: trusted({ $in: [...LISTED_STATUSES] }), syndicate: trusted({ $ne: false }) };

/** What a listing's <ad> is kept by, and its place in the feed. */
interface RowKey {
  id: string;
  /** updatedAt (ISO), which every write of the listing moves. */
  stamp: string;
  time: number;
}

interface State {
  /** Each listing's <ad> around its agency element, by id, as written at its updatedAt with the origin. */
  fragments: FragmentCache<[head: Buffer, tail: Buffer]>;
  /**
   * Each catalogue row's key, by the row itself: the copy in memory hands out the same row until
   * it reloads it, so an unchanged listing is not mapped again on every build.
   */
  keys: WeakMap<object, RowKey>;
  /** The generation the feed below was built in (feedGeneration). */
  generation: string | null;
  feed: Promise<TrovitFeed> | null;
}

// One per process: the route and the admin's settings page are bundled apart but share globalThis.
const KEY = Symbol.for('inmobiliaria.trovit-feed');
const holder = globalThis as unknown as Record<symbol, State>;
const state: State = (holder[KEY] ??= {
  fragments: createFragmentCache(),
  keys: new WeakMap(),
  generation: null,
  feed: null,
});

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

/**
 * The text in UTF-8, in a buffer of its own: Buffer.from would cut small ones from a shared
 * slab, which a kept fragment would hold alive after its neighbours are replaced.
 */
function utf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

function keyOf(row: StoredProperty): RowKey {
  let key = state.keys.get(row);
  if (!key) {
    const { _id, updatedAt } = toApiProperty(row);
    key = { id: _id, stamp: updatedAt, time: new Date(updatedAt).getTime() || 0 };
    state.keys.set(row, key);
  }
  return key;
}

/** Newest id first, as MongoDB sorts `{ _id: -1 }`: ObjectIds compare as their hex strings do. */
const newestFirst = (a: { key: RowKey }, b: { key: RowKey }) =>
  a.key.id < b.key.id ? 1 : a.key.id > b.key.id ? -1 : 0;

async function buildFeed(): Promise<TrovitFeed> {
  const [{ general }, origin] = [await getSettings(), siteOrigin()];
  // The catalogue's copy in memory on the embedded database (already up to date with every
  // write), the database on MongoDB. Sorted here on the ids already read, not by the catalogue's
  // comparator, which reads each ObjectId's hex again on every comparison.
  const rows = (await publicCatalogue.find(SYNDICATED)).map((row) => ({ row, key: keyOf(row) })).sort(newestFirst);
  // The agency's name is one element shared by every ad: renaming the agency writes no ad again.
  const pass = state.fragments.pass(origin);
  const agency = utf8(trovitAgency(general.siteName));
  const hash = createHash('sha1');
  const parts: Buffer[] = [];
  let newest = 0;
  for (const { row, key } of rows) {
    // Only a listing written since the last build (a new updatedAt) has its <ad> written again.
    const [head, tail] = pass.take(key.id, key.stamp, () => {
      const written = trovitAdParts(toPublicProperty(toApiProperty(row)), origin);
      return [utf8(written[0]), utf8(written[1])];
    });
    // The ETag hashes the bytes of each whole ad, in order, as when each was one string.
    for (const part of [head, agency, tail]) {
      hash.update(part);
      parts.push(part);
    }
    newest = Math.max(newest, key.time);
  }
  pass.end();
  return {
    parts,
    count: rows.length,
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
