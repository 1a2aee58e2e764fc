import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { inlineScripts, scriptHash } from '@/lib/security/inline-scripts';

import { testBrowserPath } from '../../scripts/lib/chromium.mjs';
import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { watchViolations } from '../support/csp-violations';
import { ADMIN, sessionCookie, sessionSetCookie } from './accounts';
import { baseURL } from './stack-client';

// The headers of the production build (next.config.ts + lib/security/csp.ts), read over HTTP.

/** The CSP of a response as a map of directive → sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** Whether a CSP source list allows a URL's origin (exact host or 'self'). */
function allows(sources: string[] | undefined, url: string, self: string): boolean {
  const { origin } = new URL(url, self);
  if (origin === new URL(self).origin) return Boolean(sources?.includes("'self'"));
  return Boolean(sources?.includes(origin));
}

async function slugWithMap(): Promise<string> {
  const { data } = (await (await fetch(`${baseURL()}/api/properties?limit=50`)).json()) as {
    data: Array<{ slug: string; location: { coordinates?: unknown } }>;
  };
  const property = data.find((p) => p.location.coordinates);
  if (!property) throw new Error('no seeded property with coordinates');
  return property.slug;
}

describe('security headers of the production build', () => {
  it.each(['/', '/listing', '/api/properties?limit=1', '/api/docs', '/api/health'])(
    '%s: a strict CSP and the usual headers, no X-Powered-By',
    async (path) => {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      const scripts = csp.get('script-src')!;
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-eval'");
      for (const source of [...csp.values()].flat()) expect(source).not.toBe('*');
      // Scripts and frames only from named hosts, nonces and hashes: no scheme-wide source such as https: or data:.
      for (const source of [...scripts, ...csp.get('frame-src')!])
        expect(source).toMatch(/^('[a-z-]+'|'(nonce|sha256)-[\w+/]+={0,2}'|https:\/\/[\w.-]+)$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull(); // plain http
    },
  );

  it('the page scripts are all our own files, and the office map frame and the map tiles are allowed', async () => {
    const slug = await slugWithMap();
    for (const path of [`/property/${slug}`, '/contact']) {
      const response = await fetch(`${baseURL()}${path}`);
      const html = await response.text();
      const csp = directives(response.headers.get('content-security-policy'));
      const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
      expect(sources.length).toBeGreaterThan(0);
      for (const src of sources) expect(allows(csp.get('script-src'), src, baseURL()), src).toBe(true);
      const frames = [...html.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
      // The office map is an embed; property and listing maps are drawn from tiles (images).
      expect(frames.length, `${path} embeds a map`).toBe(path === '/contact' ? 1 : 0);
      for (const src of frames) expect(allows(csp.get('frame-src'), src, baseURL()), src).toBe(true);
      expect(allows(csp.get('img-src'), 'https://tile.openstreetmap.org/12/1204/1982.png', baseURL())).toBe(true);
    }
  });

  it('/api/docs loads swagger-ui from our origin only', async () => {
    const response = await fetch(`${baseURL()}/api/docs`);
    const html = await response.text();
    const csp = directives(response.headers.get('content-security-policy'));
    const sources = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toContain('/api/docs/swagger-ui-bundle.js');
    for (const src of sources) expect(new URL(src, baseURL()).origin).toBe(new URL(baseURL()).origin);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script to allow
    expect(csp.get('script-src')).toContain("'self'");
    const asset = await fetch(`${baseURL()}/api/docs/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends HSTS when a TLS proxy says the request came over https', async () => {
    const response = await fetch(`${baseURL()}/listing`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('the session cookie is HttpOnly, SameSite=Lax and, over plain http, not Secure', async () => {
    const cookie = await sessionSetCookie(ADMIN.email, ADMIN.password);
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

/** The nonce and the hashes a page's policy allows inline scripts by. */
function inlineSources(response: Response): { nonce?: string; hashes: string[]; scripts: string[] } {
  const scripts = directives(response.headers.get('content-security-policy')).get('script-src')!;
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  const hashes = scripts.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice("'sha256-".length, -1));
  return { nonce, hashes, scripts };
}

describe('script nonces (proxy.ts): a nonce per request, the prerendered shell by hash', () => {
  const pages: Array<[string, number]> = [];
  let adminCookie = '';
  beforeAll(async () => {
    const { data } = (await (await fetch(`${baseURL()}/api/news?limit=1`)).json()) as { data: Array<{ slug: string }> };
    pages.push(
      ['/', 200],
      ['/listing', 200],
      [`/property/${await slugWithMap()}`, 200],
      ['/news', 200],
      [`/news/${data[0].slug}`, 200],
    );
    // A fully static page (its flight data is in the built file) and the 404 page (also built once).
    pages.push(
      ['/contact', 200],
      ['/login', 200],
      ['/forgot-password', 200],
      ['/admin/dashboard', 200],
      ['/no-existe-esta-pagina', 404],
    );
    adminCookie = await sessionCookie(ADMIN.email, ADMIN.password);
  });

  it('every inline script of each page carries the nonce or has its hash in the policy, and the nonce changes per request', async () => {
    for (const [path, status] of pages) {
      const request = () =>
        fetch(`${baseURL()}${path}`, { headers: path.startsWith('/admin') ? { cookie: adminCookie } : {} });
      const [first, second] = [await request(), await request()];
      expect(first.status, path).toBe(status);
      const { nonce, hashes } = inlineSources(first);
      expect(nonce, `${path} nonce`).toMatch(/^[\w+/]{22}==$/);
      expect(inlineSources(second).nonce, path).not.toBe(nonce);
      const scripts = inlineScripts(await first.text()).filter((s) => s.executable);
      expect(scripts.length, path).toBeGreaterThan(0);
      const unallowed = scripts.filter(
        (s) => !s.attributes.includes(` nonce="${nonce}"`) && !hashes.includes(scriptHash(s.body)),
      );
      expect(
        unallowed.map((s) => s.body.slice(0, 80)),
        path,
      ).toEqual([]);
      // Listed hashes are the shell's only: none of them is a script this response rendered with the nonce.
      const nonced = scripts.filter((s) => s.attributes.includes(` nonce="${nonce}"`)).map((s) => scriptHash(s.body));
      for (const hash of hashes) expect(nonced, path).not.toContain(hash);
    }
  });

  it('our theme script is rendered per request with the nonce', async () => {
    const response = await fetch(`${baseURL()}/about`);
    const { nonce } = inlineSources(response);
    const theme = inlineScripts(await response.text()).find((s) => s.body.includes('dataset.theme'));
    expect(theme?.attributes).toContain(` nonce="${nonce}"`);
  });

  it('responses that are not HTML pages keep the policy without a nonce', async () => {
    const rsc = await fetch(`${baseURL()}/listing`, { headers: { rsc: '1' } });
    for (const response of [
      rsc,
      await fetch(`${baseURL()}/api/properties?limit=1`),
      await fetch(`${baseURL()}/robots.txt`),
    ]) {
      expect(response.status).toBe(200);
      const { nonce, hashes, scripts } = inlineSources(response);
      expect(nonce).toBeUndefined();
      expect(hashes).toEqual([]);
      expect(scripts).toContain("'self'");
    }
  });
});

describe('the policy in a browser', () => {
  it('blocks nothing the site uses: pages hydrate, the map frames load, swagger-ui renders', async () => {
    const browser = await chromium.launch({ executablePath: testBrowserPath() });
    try {
      const slug = await slugWithMap();
      for (const path of ['/', '/listing', `/property/${slug}`, '/contact', '/api/docs']) {
        const page = await browser.newPage();
        const violations = await watchViolations(page);
        await page.goto(`${baseURL()}${path}`, { waitUntil: 'networkidle' });
        if (path === '/api/docs')
          await expect.poll(() => page.locator('.swagger-ui .opblock').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        else expect(await page.evaluate(() => 'next' in window), `${path} hydrated`).toBe(true);
        expect(violations, path).toEqual([]);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe('behind https (NEXTAUTH_URL and SITE_URL https://)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({
      ...stackSeedEnv(inject('mongoUri')),
      SITE_URL: 'https://www.inmobiliaria.test',
      NEXTAUTH_URL: 'https://www.inmobiliaria.test',
    });
  }, 90_000);
  afterAll(() => app?.stop());

  it('session cookies are Secure with the __Secure- prefix', async () => {
    const cookie = await sessionSetCookie(ADMIN.email, ADMIN.password, app.baseURL);
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
  });
});
