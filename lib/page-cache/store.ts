// The rendered HTML of public pages for anonymous visitors, in this process's memory
// (why: lib/page-cache/serve.ts; shared through Redis by shared-store.ts). Kept on globalThis: proxy.ts and the route
// handlers that write are bundled apart but run in the same Node process, and a write must
// empty the very store the proxy reads.

export interface CachedPage {
  /** The HTML cut at every occurrence of its render's script nonce: joined with a fresh one. */
  parts: string[];
  headers: [string, string][];
  storedAt: number;
  /** A render that was a not-found (404) or a redirect (with its location); never stored. */
  status?: number;
  location?: string;
}

/** Size of a page in the store (UTF-16 code units, close enough to bytes for a bound). */
export function pageSize(page: CachedPage): number {
  return page.parts.reduce((sum, part) => sum + part.length, 0);
}

interface Store {
  pages: Map<string, CachedPage>;
  bytes: number;
  /** Bumped by every clear: a render started before a write is not stored after it. */
  generation: number;
}

/** Bounds: a flood of distinct URLs (query strings) evicts the oldest pages, never grows memory. */
export const PAGE_CACHE_LIMITS = { maxBytes: 64 * 1024 * 1024, maxPages: 1000, ttlMs: 10 * 60 * 1000 };

const globalStore = globalThis as unknown as { __pageCache?: Store };
const store: Store = (globalStore.__pageCache ??= { pages: new Map(), bytes: 0, generation: 0 });

export function pageCacheGeneration(): number {
  return store.generation;
}

/** The page stored for `key`, fresh (younger than the TTL), or undefined. Marks it recently used. */
export function readPage(key: string, now = Date.now()): CachedPage | undefined {
  const page = store.pages.get(key);
  if (!page) return undefined;
  remove(key, page);
  if (now - page.storedAt > PAGE_CACHE_LIMITS.ttlMs) return undefined;
  store.pages.set(key, page);
  store.bytes += pageSize(page);
  return page;
}

/** Stores a page rendered while the store was at `generation`; refused if a clear came since. */
export function storePage(key: string, page: CachedPage, generation: number): boolean {
  if (generation !== store.generation || pageSize(page) > PAGE_CACHE_LIMITS.maxBytes / 8) return false;
  const previous = store.pages.get(key);
  if (previous) remove(key, previous);
  store.pages.set(key, page);
  store.bytes += pageSize(page);
  for (const [oldest, entry] of store.pages) {
    if (store.bytes <= PAGE_CACHE_LIMITS.maxBytes && store.pages.size <= PAGE_CACHE_LIMITS.maxPages) break;
    remove(oldest, entry);
  }
  return true;
}

/** Empties the store (every write: see lib/cache/tags.ts invalidate). */
export function clearPageCache(): void {
  adoptGeneration(store.generation + 1);
}

/** Empties the store unless it is at `generation` already (the shared one, shared-store.ts). */
export function adoptGeneration(generation: number): void {
  if (generation === store.generation) return;
  store.pages.clear();
  store.bytes = 0;
  store.generation = generation;
}

export function pageCacheSize(): { pages: number; bytes: number } {
  return { pages: store.pages.size, bytes: store.bytes };
}

function remove(key: string, page: CachedPage): void {
  store.pages.delete(key);
  store.bytes -= pageSize(page);
}
