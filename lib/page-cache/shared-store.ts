import { buildId, KEY_PREFIX, redisEnabled, withRedis } from '../redis/shared.mjs';
import { adoptGeneration, clearPageCache, PAGE_CACHE_LIMITS, readPage, storePage, type CachedPage } from './store';

// With REDIS_URL several instances answer from one page cache: each keeps its pages in memory
// (store.ts) and in Redis under the shared generation, which every write bumps (expirePages,
// awaited by lib/cache/tags.ts invalidate). Each lookup reads that generation first, so an
// instance whose memory holds pages of an older one empties it before answering; pages stored
// under an older generation are never read again and leave Redis with their TTL. A restarted
// instance finds the pages the others rendered, if they run its build (the keys name it: the
// generation does not, so a write during a rolling deploy expires both builds' pages). Without
// REDIS_URL: memory only, as before.

const GENERATION = `${KEY_PREFIX}page-cache:generation`;
const pageKey = (generation: number, key: string) => `${KEY_PREFIX}page-cache:${buildId()}:${generation}:${key}`;

/**
 * The page kept for `key`, if any. With Redis, after syncing this process with the shared
 * generation; rejects when Redis does not answer (the caller lets Next render instead).
 */
export async function lookupPage(key: string): Promise<CachedPage | undefined> {
  if (!redisEnabled()) return readPage(key);
  const generation = Number((await withRedis((client) => client.get(GENERATION))) ?? 0);
  adoptGeneration(generation);
  const local = readPage(key);
  if (local) return local;
  const stored = await withRedis((client) => client.get(pageKey(generation, key)));
  if (!stored) return undefined;
  const page = JSON.parse(stored) as CachedPage;
  // Aged by when it was rendered, wherever that was.
  if (Date.now() - page.storedAt > PAGE_CACHE_LIMITS.ttlMs) return undefined;
  storePage(key, page, generation);
  return page;
}

/** Keeps a page rendered at `generation` here and, with Redis, for the other instances. */
export async function keepPage(key: string, page: CachedPage, generation: number): Promise<void> {
  if (!storePage(key, page, generation) || !redisEnabled()) return;
  const ttl = Math.max(1, PAGE_CACHE_LIMITS.ttlMs - (Date.now() - page.storedAt));
  await withRedis((client) => client.set(pageKey(generation, key), JSON.stringify(page), { PX: ttl })).catch(
    (error: unknown) => console.error('[page cache] storing in Redis failed:', error),
  );
}

/** Empties the page cache of every instance (a write); with Redis, before the write answers. */
export async function expirePages(): Promise<void> {
  if (!redisEnabled()) return clearPageCache();
  adoptGeneration(Number(await withRedis((client) => client.incr(GENERATION))));
}
