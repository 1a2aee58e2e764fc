import { describe, expect, inject, it } from 'vitest';

import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { token } from './property-data';
import { baseURL, getJson } from './stack-client';
import { adminWrite, page } from './visitor-reads';

// The page cache in proxy.ts (lib/page-cache): an anonymous page load is rendered once and then
// answered from memory until a write (one copy for every agent: crawlers get what browsers get);
// payload fetches and signed-in visitors always reach Next. The cache-correctness-* files check every
// write against it too.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function load(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL()}${path}`, { headers: { 'user-agent': BROWSER, ...headers } });
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  const html = await response.text();
  // The page with its nonce written as NONCE: what must be the same from one response to the next.
  const template = nonce ? html.replaceAll(nonce, 'NONCE') : html;
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    html,
    template,
    nonce,
    policy,
    headers: response.headers,
  };
}

async function publicPaths(): Promise<string[]> {
  const properties = await getJson<{ data: Array<{ _id: string }> }>('/api/properties?limit=1');
  const news = await getJson<{ data: Array<{ slug: string }> }>('/api/news?limit=1&status=published');
  return [
    '/',
    '/listing',
    '/listing?operation=venta&type=apartamento',
    `/property/${properties.body.data[0]._id}`,
    '/news',
    `/news/${news.body.data[0].slug}`,
    '/about',
    '/contact',
    '/services',
    '/privacy',
    '/terms',
  ];
}

describe('page cache', () => {
  it('answers the second load of every public page from memory, the same page with a fresh nonce', async () => {
    for (const path of await publicPaths()) {
      const first = await load(path);
      const second = await load(path);
      expect(first.status, path).toBe(200);
      expect(second.cache, path).toBe('HIT');
      expect(second.template, path).toBe(first.template);
      expect(second.nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(second.nonce, path).not.toBe(first.nonce);
      expect(second.html, path).toContain(`nonce="${second.nonce}"`);
      expect(second.html, path).not.toContain(first.nonce);
      expect(second.policy.replace(second.nonce, 'NONCE'), path).toBe(first.policy.replace(first.nonce, 'NONCE'));
      expect(second.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(second.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('leaves payload fetches, signed-in visitors and non-GET requests to Next', async () => {
    await load('/about');
    expect((await load('/about')).cache).toBe('HIT');
    expect((await load('/about', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })).cache).toBeNull();
    expect((await load('/about', { cookie: 'next-auth.session-token=x' })).cache).toBeNull();
    const head = await fetch(`${baseURL()}/about`, { method: 'HEAD', headers: { 'user-agent': BROWSER } });
    expect(head.headers.get('x-page-cache')).toBeNull();
  });

  it('answers crawlers and browsers from one copy, with the metadata in <head>', async () => {
    const path = (await publicPaths())[3]; // a property: its metadata depends on the listing
    const browser = await load(path);
    const head = browser.html.slice(0, browser.html.indexOf('</head>'));
    for (const tag of [
      /<title>[^<]+<\/title>/,
      /<meta name="description"/,
      /<link rel="canonical"/,
      /<meta property="og:title"/,
    ]) {
      expect(head).toMatch(tag);
    }
    // Every agent gets blocking metadata (next.config.ts htmlLimitedBots), so one render serves all.
    const agents = {
      preview: 'WhatsApp/2.23.20.0',
      auditor: 'Mozilla/5.0 (compatible; SemrushBot/7~bl)',
      google: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    };
    for (const [name, agent] of Object.entries(agents)) {
      const crawler = await load(path, { 'user-agent': agent });
      expect(crawler.cache, name).toBe('HIT');
      expect(crawler.template, name).toBe((await load(path)).template);
    }
  });

  it('never keeps a not-found page, a redirect or a noindex page', async () => {
    // The redirect is read as it is, not followed: /services (its target) may well be kept.
    for (const [path, status] of [
      [`/property/${'f'.repeat(24)}`, 404],
      ['/plan-form', 307],
    ] as const) {
      for (const _load of [1, 2]) {
        const response = await fetch(`${baseURL()}${path}`, { headers: { 'user-agent': BROWSER }, redirect: 'manual' });
        expect(response.status, path).toBe(status);
        expect(response.headers.get('x-page-cache'), path).toBe('MISS');
      }
    }
  });

  it('renders again after any write: every load right after it shows the change', async () => {
    await load('/news');
    expect((await load('/news')).cache).toBe('HIT');
    const title = `Noticia de caché de páginas ${token()}`;
    const created = await adminWrite<{ _id: string }>(
      'POST',
      '/api/news',
      {
        title,
        description: 'Resumen de prueba',
        content: 'Contenido de prueba de la caché de páginas.',
        status: 'published',
      },
      201,
    );
    const loads = await Promise.all(Array.from({ length: 8 }, () => load('/news')));
    for (const after of loads) {
      expect(after.status).toBe(200);
      expect(after.html).toContain(title);
    }
    // The write emptied the cache: the first of them rendered afresh (a later one may already
    // find that render stored).
    expect(loads.map((after) => after.cache)).toContain('MISS');
    expect(new Set(loads.map((after) => after.template)).size).toBe(1);
    expect((await load('/news')).cache).toBe('HIT');
    await adminWrite('DELETE', `/api/news/${created._id}`, undefined);
    expect((await page('/news')).html).not.toContain(title);
  });

  it('off by default on a MONGODB_URI of its own (no launcher): every load goes to Next, a 404 still a 404', async () => {
    // The launchers of the embedded database set PAGE_CACHE=on; a deployment that sets nothing
    // gets Next's own caches only.
    const { PAGE_CACHE: _launcherDefault, ...deployment } = stackSeedEnv(inject('mongoUri'));
    const app = await startApp(deployment, { quiet: true });
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`${app.baseURL}/about`, { headers: { 'user-agent': BROWSER } });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<h1');
        expect(response.headers.get('x-page-cache')).toBeNull();
      }
      const missing = await fetch(`${app.baseURL}/property/${'f'.repeat(24)}`, { headers: { 'user-agent': BROWSER } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).toBeNull();
      expect(await missing.text()).toContain('La propiedad que buscas no existe.');
    } finally {
      await app.stop();
    }
  }, 90_000);
});
