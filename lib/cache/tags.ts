import 'server-only';

import { revalidateTag } from 'next/cache';

import { clearPageCache } from '../page-cache/store';

/**
 * Cache tags of the public reads (DESIGN.md §8). Cached service functions tag what they return
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

/**
 * Expires the tags at once (`expire: 0`): the next request after a write waits for fresh data
 * instead of being served the stale entry, so an admin never sees their own save missing.
 */
export function invalidate(...tags: string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  // The rendered pages (lib/page-cache) are kept per URL, not per tag: any write empties them.
  if (tags.length > 0) clearPageCache();
}
