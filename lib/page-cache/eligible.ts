// Which requests the page cache answers. Pure (unit-tested): only a plain document GET of a
// public page by an anonymous visitor, whose HTML is the same for every such visitor.

/** Public pages whose HTML depends on the URL alone (app/(site)). */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/(listing|news|about|contact|services|plan-form|privacy|terms|simulador|asesores|vender)$/,
  // The market pages of a city or a localidad.
  /^\/inmuebles\/[^/]+\/[^/]+(\/[^/]+)?$/,
  /^\/(property|news|asesores)\/[^/]+$/,
];

/**
 * Client navigations and prefetches ask for the React payload, not the document. Next strips its
 * own flight headers (RSC, Next-Router-*) and `_rsc` before the proxy sees the request, so they
 * are told apart by what the browser adds: Sec-Fetch-Dest `empty` on a fetch, `document` on a
 * page load (clients without Sec-Fetch headers, like crawlers and load testers, load documents).
 * Were a payload request answered with HTML anyway, Next's router falls back to a full page load.
 */
const PAYLOAD_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];

/** Set on the cache's own render of a page (fill.ts), which must reach Next. */
export const FILL_HEADER = 'x-page-cache-fill';

export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
}

/**
 * What the page cache keeps a request under, and the path its own render asks for. The user agent
 * is not part of the key: every agent gets the same HTML, with its metadata in <head>
 * (next.config.ts htmlLimitedBots).
 */
export interface PageCacheTarget {
  key: string;
  path: string;
}

/** A plain document load (not a payload fetch, a prefetch or the cache's own render), or false. */
function isDocumentLoad({ pathname, search, headers }: PageRequest, pages: readonly RegExp[]): boolean {
  if (!pages.some((page) => page.test(pathname))) return false;
  if (headers.has(FILL_HEADER) || PAYLOAD_HEADERS.some((name) => headers.has(name))) return false;
  if (new URLSearchParams(search).has('_rsc')) return false;
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

function targetOf({ pathname, search }: PageRequest, prefix = ''): PageCacheTarget {
  const path = `${pathname}${search}`;
  return { key: `${prefix}${path}`, path };
}

/** Where the page cache may answer a request from, or null when Next must render it. */
export function pageCacheTarget(request: PageRequest): PageCacheTarget | null {
  if (request.method !== 'GET' || !isDocumentLoad(request, PUBLIC_PAGES)) return null;
  // A signed-in visitor (next-auth's session cookie, __Secure- prefixed or not) is served fresh.
  if ((request.headers.get('cookie') ?? '').includes('next-auth.session-token')) return null;
  return targetOf(request);
}

/** Pages whose render may be a not-found (an unknown id or place) or a redirect (an unknown plan). */
const STATUS_PAGES = [
  /^\/(property|news)\/[^/]+$/,
  /^\/plan-form$/,
  /^\/inmuebles\/[^/]+\/[^/]+(\/[^/]+)?$/,
  // A client's selection link (docs/cruce.md): an unknown or expired one is a 404.
  /^\/seleccion\/[^/]+$/,
  // The owner's report: a revoked or lapsed link is a real 404 (docs/owner-report.md).
  /^\/propietario\/[^/]+$/,
  // The tenant's statement: a revoked link or an ended lease is a real 404 (docs/rentals.md).
  /^\/inquilino\/[^/]+$/,
];

/**
 * A load of a page whose status is read from its render (render-status.ts) when the page cache
 * does not answer it (a signed-in visitor, a HEAD, PAGE_CACHE=off); null for any other request.
 */
export function statusPageTarget(request: PageRequest): PageCacheTarget | null {
  if (!['GET', 'HEAD'].includes(request.method) || !isDocumentLoad(request, STATUS_PAGES)) return null;
  return targetOf(request, 'status ');
}
