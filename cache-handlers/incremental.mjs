// Next's incremental cache (`cacheHandler` in next.config.ts) when REDIS_URL is set: the
// prerendered shells and route bodies Next regenerates at run time are kept in Redis for every
// instance, and any entry, the build's own included, is checked against the tag expiry times in
// Redis (lib/redis/shared.mjs) before it is served. What `next build` wrote stays on disk (the
// same on every instance) and is read through Next's own file-system cache when Redis has no
// newer copy. Interface: next/dist/server/lib/incremental-cache (CacheHandler).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { buildId, expireTags, KEY_PREFIX, storedTagState, withRedis } from '../lib/redis/shared.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
// Its keys are paths: the build ID keeps one build's HTML from another's instances (a rolling deploy).
const entryKey = (key) => `${KEY_PREFIX}incremental:${buildId()}:${key}`;
const MAX_TTL_S = 7 * 24 * 60 * 60;
const TAGS_HEADER = 'x-next-cache-tags';

// Entries hold Buffers (RSC payloads, route bodies) and a Map (segment payloads): JSON keeps them
// as tagged objects.
function replacer(key, value) {
  const original = this[key];
  if (Buffer.isBuffer(original)) return { __buffer: original.toString('base64') };
  if (original instanceof Map) return { __map: [...original] };
  return value;
}

function reviver(_, value) {
  if (value && typeof value === 'object') {
    if (typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64');
    if (Array.isArray(value.__map)) return new Map(value.__map);
  }
  return value;
}

/** The tags an entry answers to: a page's or route's are in its headers, a fetch's in the call. */
function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  return [...(typeof header === 'string' ? header.split(',') : []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
}

function warn(action, error) {
  console.error(`[redis cache] incremental ${action}: ${error instanceof Error ? error.message : error}`);
}

export default class RedisIncrementalCache {
  constructor(ctx) {
    // Its memory only ever holds what the build wrote (nothing is set into it), so it stays true.
    this.files = new FileSystemCache(ctx);
  }

  async get(key, ctx) {
    let stored = null;
    let verified = true;
    try {
      stored = await withRedis((client) => client.get(entryKey(key)));
    } catch (error) {
      warn('get', error);
      verified = false;
    }
    const entry = stored ? JSON.parse(stored, reviver) : await this.files.get(key, ctx);
    if (!entry?.value) return entry;
    const tags = tagsOf(entry, ctx);
    let state = 'fresh';
    if (tags.length > 0) {
      // Unverifiable while Redis is unreachable: regenerated rather than risked.
      state = verified ? await storedTagState(tags, entry.lastModified).catch(() => 'expired') : 'expired';
    }
    if (state === 'fresh') return entry;
    // A fetch is simply missed; a page or route keeps its value and is regenerated before it is
    // served (Next reads lastModified -1 as "expired": a blocking revalidation).
    return entry.value.kind === 'FETCH' ? null : { ...entry, lastModified: -1 };
  }

  async set(key, data, ctx) {
    if (!data) return;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : MAX_TTL_S;
    const entry = { lastModified: Date.now(), value: data, ...(cacheControl && { cacheControl }) };
    try {
      const ttl = Math.max(1, Math.min(Math.ceil(expire), MAX_TTL_S));
      await withRedis((client) => client.set(entryKey(key), JSON.stringify(entry, replacer), { EX: ttl }));
    } catch (error) {
      warn('set', error);
    }
  }

  async revalidateTag(tags, durations) {
    try {
      await expireTags(typeof tags === 'string' ? [tags] : tags, durations);
    } catch (error) {
      warn('revalidateTag', error);
    }
  }

  resetRequestCache() {}
}
