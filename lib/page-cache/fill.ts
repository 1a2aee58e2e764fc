import { lastDatabaseFailure } from '../db/reachability';
import { deferScripts } from './defer-scripts';
import { FILL_HEADER, type PageCacheTarget } from './eligible';
import { inlineBoundaries } from './inline-boundaries';
import { renderStatus } from './render-status';
import { keepPage } from './shared-store';
import { pageCacheGeneration, type CachedPage } from './store';

// Renders a page through Next itself (a request to this very server, which proxy.ts lets through
// by its header) and stores the HTML when it is a complete, healthy render. Concurrent misses of
// one URL share one render: after a write empties the cache, 32 visitors cost one render.

/** Headers of the render that are the page's own (config headers are added again by Next). */
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'vary', 'link', 'content-language']);

/**
 * What a page that must not be kept contains: React's markers of a boundary that failed on the
 * server (data-dgst, $RX), a degraded section (data-degraded), or a not-found page (noindex).
 */
const UNHEALTHY = [
  'data-dgst=',
  '$RX(',
  'data-degraded',
  'NEXT_HTTP_ERROR_FALLBACK;',
  'name="robots" content="noindex',
];

const RENDER_TIMEOUT_MS = 15_000;

// Every agent gets the same HTML (next.config.ts htmlLimitedBots); this one names the render in logs.
const RENDER_AGENT = 'Mozilla/5.0 (page cache)';

const globalFill = globalThis as unknown as { __pageCacheRenders?: Map<string, Promise<CachedPage | null>> };
const inflight = (globalFill.__pageCacheRenders ??= new Map());

/**
 * The render of `target` (shared with concurrent callers); null when Next should answer itself.
 * `keep: false` renders without storing; a `cookie` is sent along, and such a render is not shared.
 */
export function renderPage(
  target: PageCacheTarget,
  origin: string,
  { keep = true, cookie }: { keep?: boolean; cookie?: string | null } = {},
): Promise<CachedPage | null> {
  if (cookie) return render(target, origin, false, cookie).catch(() => null);
  let pending = inflight.get(target.key);
  if (!pending) {
    pending = render(target, origin, keep)
      .catch(() => null)
      .finally(() => inflight.delete(target.key));
    inflight.set(target.key, pending);
  }
  return pending;
}

async function render(
  { key, path }: PageCacheTarget,
  origin: string,
  keep: boolean,
  cookie?: string,
): Promise<CachedPage | null> {
  const generation = pageCacheGeneration();
  const started = Date.now();
  const response = await fetch(new URL(path, origin), {
    headers: {
      [FILL_HEADER]: '1',
      'accept-encoding': 'identity',
      'user-agent': RENDER_AGENT,
      ...(cookie && { cookie }),
    },
    redirect: 'manual',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const rendered = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) return null;
  // A not-found or a redirect answers with its own status (render-status.ts), and is never kept.
  const status = renderStatus(rendered);
  const healthy =
    status.status === 200 && !UNHEALTHY.some((marker) => rendered.includes(marker)) && lastDatabaseFailure() < started;
  // The render's own nonce (proxy.ts gave it one): every response gets a fresh one in its place.
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  // Kept with its streamed parts already in place and its scripts run after it paints (why:
  // inline-boundaries.ts, defer-scripts.ts). A page that is not kept goes out as Next streamed
  // it: a failed section shows its loading state, then its error.
  const revealed = healthy ? inlineBoundaries(rendered) : null;
  const html = revealed ? (deferScripts(revealed, nonce) ?? revealed) : rendered;
  const page: CachedPage = {
    parts: nonce ? html.split(nonce) : [html],
    headers: [...response.headers].filter(([name]) => KEPT_HEADERS.has(name)),
    storedAt: Date.now(),
    ...status,
  };
  if (healthy && keep) await keepPage(key, page, generation);
  return page;
}
