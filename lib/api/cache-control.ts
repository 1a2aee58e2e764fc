/**
 * How long a shared cache (a CDN in front of the app) may answer an anonymous GET by itself.
 * Short on purpose: the app's own cache is expired by every write at once (lib/cache/tags.ts),
 * but a CDN cannot be told, so an admin's change reaches visitors behind one within
 * S_MAXAGE + STALE_WHILE_REVALIDATE seconds at worst (one stale answer while it refetches).
 * That is long enough to absorb a burst of visitors on one URL, short enough for a listing edit.
 */
export const S_MAXAGE = 15;
export const STALE_WHILE_REVALIDATE = 30;

export const PUBLIC_CACHE = `public, s-maxage=${S_MAXAGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
export const PRIVATE_CACHE = 'private, no-store';
export const NO_CACHE = 'no-store';

// next-auth's session cookie (with its Secure-prefixed and chunked forms, `.0`, `.1`, ...).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

/** Whether a request carries a credential: an Authorization header or the session cookie. */
export function hasCredential(headers: Headers): boolean {
  return headers.has('authorization') || SESSION_COOKIE.test(headers.get('cookie') ?? '');
}

/**
 * The Cache-Control of a GET answer: shared-cacheable only for a 200 to an anonymous request;
 * anything answered to a credential is private (it may hold admin data), and an error is never
 * stored (a 404 after an unpublish, say, must not outlive a re-publish).
 */
export function cacheControlFor(headers: Headers, status: number): string {
  if (hasCredential(headers)) return PRIVATE_CACHE;
  return status === 200 ? PUBLIC_CACHE : NO_CACHE;
}

export interface CachePolicy {
  /**
   * The URL answers differently with a credential (admins see drafts or every setting): a shared
   * cache must key on Authorization and Cookie as well.
   */
  varies?: boolean;
}

/** Sets Cache-Control (and Vary) on `response` for `request` (see cacheControlFor). */
export function applyCacheControl(
  request: Request,
  response: Response,
  { varies = false }: CachePolicy = {},
): Response {
  response.headers.set('Cache-Control', cacheControlFor(request.headers, response.status));
  if (varies) response.headers.set('Vary', 'Authorization, Cookie');
  return response;
}
