import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, asAdmin, sessionCookie } from './accounts';
import { createViaApi, token } from './property-data';
import { baseURL } from './stack-client';

// Honest statuses: an unknown or non-public property or news item is an HTTP 404
// (SPEC's text, noindex), an unknown plan a 307 to /services, for every visitor and on every
// load, never stored by the page cache; a sold property stays a 200 with its badge.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const word = token();
const made = { draft: '', sold: '', news: '' };

async function load(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'user-agent': BROWSER, 'sec-fetch-dest': 'document', ...headers },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cache: response.headers.get('x-page-cache'),
    html: await response.text(),
  };
}

beforeAll(async () => {
  const base = { type: 'casa', operation: 'venta', price: 700_000_000 };
  made.draft = (await createViaApi({ ...base, title: `Borrador ${word}` }))._id;
  made.sold = (await createViaApi({ ...base, title: `Vendida ${word}`, status: 'vendido' }))._id;
  const news = await asAdmin('POST', '/api/news', { title: `Borrador ${word}`, description: 'Sin publicar' });
  made.news = news.body.data._id;
});
afterAll(async () => {
  for (const id of [made.draft, made.sold]) await asAdmin('DELETE', `/api/properties/${id}`);
  await asAdmin('DELETE', `/api/news/${made.news}`);
});

describe('404 for what the public cannot open', () => {
  const properties = () => [`/property/${'f'.repeat(24)}`, `/property/no-existe-${word}`, `/property/${made.draft}`];
  const news = () => [`/news/no-existe-${word}`, `/news/${made.news}`];

  it('a property page: SPEC’s text, noindex, on every load (never kept as a 200)', async () => {
    for (const path of properties()) {
      for (let i = 0; i < 2; i += 1) {
        const page = await load(path);
        expect(page.status, path).toBe(404);
        expect(page.cache, path).toBe('MISS');
        expect(page.html).toContain('Propiedad no encontrada');
        expect(page.html).toContain('La propiedad que buscas no existe.');
        expect(page.html).toContain('<meta name="robots" content="noindex"/>');
      }
    }
  });

  it('a news page: its not-found text and noindex', async () => {
    for (const path of news()) {
      const page = await load(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('Noticia no encontrada');
      expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('for a signed-in visitor, a crawler and a HEAD request too', async () => {
    const cookie = await sessionCookie(ADMIN.email, ADMIN.password);
    const [property, article] = [properties()[0], news()[0]];
    const signedIn = await load(property, { cookie });
    expect(signedIn.status).toBe(404);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain('La propiedad que buscas no existe.');
    expect((await load(article, { cookie })).status).toBe(404);
    expect((await load(property, { 'user-agent': 'WhatsApp/2.23.20.0' })).status).toBe(404);
    expect((await load(property, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(404);
    const head = await load(property, {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.html).toBe('');
  });

  it('a sold property is still a 200 with its badge', async () => {
    const page = await load(`/property/${made.sold}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/data-testid="status-badge"[^>]*>Vendido</);
    expect((await load(`/property/${made.sold}`, {}, 'HEAD')).status).toBe(200);
  });
});

describe('307 to /services for a missing or unknown plan', () => {
  it.each([['/plan-form'], ['/plan-form?plan=plan-que-no-existe']])('%s', async (path) => {
    for (const headers of [{}, { cookie: 'next-auth.session-token=x' }] as Array<Record<string, string>>) {
      const page = await load(path, headers);
      expect(page.status).toBe(307);
      expect(page.location).toBe('/services');
      expect(page.html).not.toContain('http-equiv="refresh"');
    }
  });

  it('a known plan is its page', async () => {
    const page = await load('/plan-form?plan=arriendo-estandar');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Plan Estándar de arriendo');
  });
});
