import { beforeEach, describe, expect, it } from 'vitest';

import { FILL_HEADER, pageCacheTarget, type PageRequest } from '@/lib/page-cache/eligible';
import {
  clearPageCache,
  PAGE_CACHE_LIMITS,
  pageCacheGeneration,
  pageCacheSize,
  readPage,
  storePage,
} from '@/lib/page-cache/store';
import { documentLoadAgent, HTML_LIMITED_BOTS } from '@/lib/seo/html-limited-bots';

const browser =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const request = (pathname: string, headers: Record<string, string> = {}, method = 'GET', search = '') => ({
  method,
  pathname,
  search,
  headers: new Headers({ 'user-agent': browser, ...headers }),
});

const pageCacheKey = (page: PageRequest) => pageCacheTarget(page)?.key ?? null;

describe('pageCacheTarget', () => {
  it('keys a public page load by path and query', () => {
    expect(pageCacheKey(request('/'))).toBe('/');
    expect(pageCacheKey(request('/listing', {}, 'GET', '?operation=venta'))).toBe('/listing?operation=venta');
    expect(pageCacheKey(request('/property/abc', { 'sec-fetch-dest': 'document' }))).toBe('/property/abc');
    expect(pageCacheKey(request('/news/mi-noticia'))).toBe('/news/mi-noticia');
    expect(pageCacheKey(request('/vender'))).toBe('/vender');
    expect(pageCacheKey(request('/inmuebles/venta/bogota'))).toBe('/inmuebles/venta/bogota');
    expect(pageCacheKey(request('/inmuebles/arriendo/bogota/chapinero'))).toBe('/inmuebles/arriendo/bogota/chapinero');
    expect(pageCacheKey(request('/inmuebles/arriendo/bogota/chapinero/x'))).toBeNull();
  });

  it('leaves to Next what is not a public document for an anonymous browser', () => {
    expect(pageCacheKey(request('/admin'))).toBeNull();
    expect(pageCacheKey(request('/login'))).toBeNull();
    expect(pageCacheKey(request('/api/properties'))).toBeNull();
    expect(pageCacheKey(request('/property/a/b'))).toBeNull();
    expect(pageCacheKey(request('/', {}, 'HEAD'))).toBeNull();
    expect(pageCacheKey(request('/', {}, 'POST'))).toBeNull();
    expect(pageCacheKey(request('/', { 'sec-fetch-dest': 'empty' }))).toBeNull();
    expect(pageCacheKey(request('/', { 'next-url': '/' }))).toBeNull();
    expect(pageCacheKey(request('/', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(request('/', {}, 'GET', '?_rsc=x1'))).toBeNull();
    expect(pageCacheKey(request('/', { [FILL_HEADER]: '1' }))).toBeNull();
    expect(pageCacheKey(request('/', { cookie: 'a=1; __Secure-next-auth.session-token=xyz' }))).toBeNull();
  });

  it('keeps one copy of a page for every agent: browsers, link previews, auditors and Googlebot get the same HTML', () => {
    const agents = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (Linux; Android 11) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ];
    for (const agent of agents) {
      expect(pageCacheTarget(request('/news', { 'user-agent': agent }, 'GET', '?page=2')), agent).toEqual({
        key: '/news?page=2',
        path: '/news?page=2',
      });
    }
  });
});

describe('documentLoadAgent', () => {
  it('marks every document load for metadata in <head>, never a payload fetch of the router', () => {
    const agent = documentLoadAgent(new Headers({ 'user-agent': browser, 'sec-fetch-dest': 'document' }), '');
    expect(agent).toMatch(HTML_LIMITED_BOTS);
    expect(agent).toContain(browser);
    expect(documentLoadAgent(new Headers({ 'user-agent': 'curl/8' }), '')).toMatch(HTML_LIMITED_BOTS);
    expect(documentLoadAgent(new Headers({}), '')).toMatch(HTML_LIMITED_BOTS);
    expect(documentLoadAgent(new Headers({ 'user-agent': browser, 'sec-fetch-dest': 'empty' }), '')).toBeNull();
    expect(documentLoadAgent(new Headers({ 'user-agent': browser, rsc: '1' }), '')).toBeNull();
    expect(documentLoadAgent(new Headers({ 'user-agent': browser }), '?_rsc=abc')).toBeNull();
    expect(browser).not.toMatch(HTML_LIMITED_BOTS);
  });
});

describe('page store', () => {
  const page = (bytes: number, storedAt = Date.now()) => ({
    parts: ['x'.repeat(bytes)],
    headers: [['content-type', 'text/html']] as [string, string][],
    storedAt,
  });
  beforeEach(() => clearPageCache());

  it('returns what was stored until it is cleared or too old', () => {
    const generation = pageCacheGeneration();
    expect(storePage('/', page(10), generation)).toBe(true);
    expect(readPage('/')?.parts.join('')).toHaveLength(10);
    expect(readPage('/', Date.now() + PAGE_CACHE_LIMITS.ttlMs + 1)).toBeUndefined();
    expect(storePage('/', page(10), pageCacheGeneration())).toBe(true);
    clearPageCache();
    expect(readPage('/')).toBeUndefined();
    expect(pageCacheSize()).toEqual({ pages: 0, bytes: 0 });
  });

  it('refuses a render that started before a clear (a write during the render)', () => {
    const generation = pageCacheGeneration();
    clearPageCache();
    expect(storePage('/news', page(10), generation)).toBe(false);
    expect(readPage('/news')).toBeUndefined();
  });

  it('stays within its bounds, evicting the least recently read', () => {
    const big = PAGE_CACHE_LIMITS.maxBytes / 8;
    for (let i = 0; i < 8; i += 1) storePage(`/p${i}`, page(big), pageCacheGeneration());
    readPage('/p0');
    storePage('/p8', page(big), pageCacheGeneration());
    expect(pageCacheSize().bytes).toBeLessThanOrEqual(PAGE_CACHE_LIMITS.maxBytes);
    expect(readPage('/p0')).toBeDefined();
    expect(readPage('/p1')).toBeUndefined();
    expect(storePage('/huge', page(big + 1), pageCacheGeneration())).toBe(false);
  });
});
