import { describe, expect, it } from 'vitest';

import {
  applyCacheControl,
  cacheControlFor,
  hasCredential,
  PRIVATE_CACHE,
  PUBLIC_CACHE,
} from '@/lib/api/cache-control';

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('hasCredential', () => {
  it('sees a bearer token or the next-auth session cookie (plain, Secure-prefixed or chunked)', () => {
    expect(hasCredential(headers())).toBe(false);
    expect(hasCredential(headers({ cookie: 'theme=dark; _ga=GA1.1' }))).toBe(false);
    expect(hasCredential(headers({ authorization: 'Bearer x' }))).toBe(true);
    expect(hasCredential(headers({ cookie: 'next-auth.session-token=abc' }))).toBe(true);
    expect(hasCredential(headers({ cookie: 'a=1; __Secure-next-auth.session-token=abc' }))).toBe(true);
    expect(hasCredential(headers({ cookie: 'a=1; next-auth.session-token.0=abc' }))).toBe(true);
    expect(hasCredential(headers({ cookie: 'next-auth.csrf-token=abc' }))).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('lets a shared cache keep only a 200 answered to an anonymous request, briefly', () => {
    expect(cacheControlFor(headers(), 200)).toBe(PUBLIC_CACHE);
    expect(PUBLIC_CACHE).toMatch(/^public, s-maxage=(\d+), stale-while-revalidate=\d+$/);
    expect(Number(/s-maxage=(\d+)/.exec(PUBLIC_CACHE)?.[1])).toBeLessThanOrEqual(30);
    expect(cacheControlFor(headers(), 404)).toBe('no-store');
    expect(cacheControlFor(headers(), 400)).toBe('no-store');
    expect(cacheControlFor(headers({ authorization: 'Bearer x' }), 200)).toBe(PRIVATE_CACHE);
    expect(cacheControlFor(headers({ authorization: 'Bearer bad' }), 401)).toBe(PRIVATE_CACHE);
  });

  it('adds Vary only where the URL answers differently with a credential', () => {
    const request = new Request('http://x/api/news');
    expect(applyCacheControl(request, new Response('{}'), { varies: true }).headers.get('vary')).toBe(
      'Authorization, Cookie',
    );
    expect(applyCacheControl(request, new Response('{}')).headers.get('vary')).toBeNull();
  });
});
