import 'server-only';

import { revalidateTag } from 'next/cache';

import { UnavailableError } from '../domain/errors';
import { expirePages } from '../page-cache/shared-store';
import { expireTags, redisEnabled } from '../redis/shared.mjs';

/**
 * Cache tags of the public reads (docs/architecture.md#caches). Cached service functions tag what they return
 * with these; every write calls `invalidate` with exactly the tags it changed.
 */
export const TAGS = {
  /** Every list, count, featured and stats read of the catalogue. */
  properties: 'properties',
  property: (id: string) => `property:${id}`,
  /** Every news list. */
  news: 'news',
  newsItem: (id: string) => `news:${id}`,
  /** Departments, cities and localities. */
  locations: 'locations',
  settings: 'settings',
  /** The agents' directory (/asesores, the sitemap). */
  agents: 'agents',
  /** One staff member's public profile: their page and every property read that shows it. */
  agent: (id: string) => `agent:${id}`,
} as const;

/** A write saved, but Redis did not take what other instances must learn of it. */
export const SHARED_CACHE_FAILED =
  'El cambio se guardó, pero la caché compartida no respondió y otras instancias podrían mostrar la versión anterior. Intenta guardar de nuevo en unos segundos.';

/**
 * Expires the tags at once (`expire: 0`): the next request after a write waits for fresh data
 * instead of being served the stale entry, so an admin never sees their own save missing. With
 * REDIS_URL every instance must see it before this write answers: Next records its own expiry
 * only after the response is sent, so the expiry times and the page cache's generation are
 * written to Redis here, awaited (lib/redis/shared.mjs).
 */
export async function invalidate(...tags: string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
  try {
    // The rendered pages (lib/page-cache) are kept per URL, not per tag: any write empties them.
    await Promise.all([redisEnabled() ? retryOnce(() => expireTags(unique)) : undefined, retryOnce(expirePages)]);
  } catch (error) {
    console.error(`[cache] expiring ${unique.join(', ')} in Redis failed:`, error);
    throw new UnavailableError(SHARED_CACHE_FAILED);
  }
}

/** Runs a Redis write, once more after a short pause if it fails (a reconnect in progress). */
export async function retryOnce(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await write();
  }
}
