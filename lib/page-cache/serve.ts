import { NextResponse, type NextRequest } from 'next/server';

import { env, runtime } from '../env';
import { pageCacheTarget, statusPageTarget } from './eligible';
import { renderPage } from './fill';
import { lookupPage } from './shared-store';
import { type CachedPage } from './store';

// The page cache in front of Next's render (proxy.ts): rendering a page's streamed parts costs far
// more than the cached data behind them (docs/performance.md), and anonymous visitors get the same
// HTML for a URL until something changes. Every write empties it (lib/cache/tags.ts invalidate).
// In memory, and with REDIS_URL shared by every instance through Redis (shared-store.ts).

// Read once: env() validates the whole environment, too much for every page request.
let enabled: boolean | undefined;

function respond(page: CachedPage, cache: 'HIT' | 'MISS' | null, nonce: string, request: NextRequest): NextResponse {
  const headers = new Headers(page.headers);
  if (cache) headers.set('x-page-cache', cache);
  if (page.location) {
    // Absolute here (the proxy's rule); Next sends a same-origin one as a path.
    const redirect = NextResponse.redirect(new URL(page.location, request.nextUrl), page.status);
    if (cache) redirect.headers.set('x-page-cache', cache);
    return redirect;
  }
  const body = request.method === 'HEAD' ? null : page.parts.join(nonce);
  return new NextResponse(body, { status: page.status ?? 200, headers });
}

/**
 * The cached or freshly rendered page for this request, with `nonce` in place of its render's
 * (the caller sends the policy that allows it), or null to let Next answer it.
 */
export async function cachedPage(request: NextRequest, nonce = ''): Promise<NextResponse | null> {
  // `next dev` renders every load afresh: an edited component shows on reload.
  if (!runtime.production()) return null;
  enabled ??= env().PAGE_CACHE === 'on';
  const { pathname, search } = request.nextUrl;
  const loaded = { method: request.method, pathname, search, headers: request.headers };
  const target = enabled ? pageCacheTarget(loaded) : null;
  if (target) {
    // Redis not answering: Next renders the page itself (fresh, uncached) rather than risk an old one.
    const hit = await lookupPage(target.key).catch(() => null);
    if (hit === null) return null;
    if (hit) return respond(hit, 'HIT', nonce, request);
    const rendered = await renderPage(target, runtime.serverOrigin());
    return rendered ? respond(rendered, 'MISS', nonce, request) : null;
  }
  // Not the cache's to answer, but its status is read from the render all the same (a 404, a 307).
  const status = statusPageTarget(loaded);
  if (!status) return null;
  const rendered = await renderPage(status, runtime.serverOrigin(), {
    keep: false,
    cookie: request.headers.get('cookie'),
  });
  return rendered && respond(rendered, null, nonce, request);
}
