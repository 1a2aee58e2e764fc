import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { adminToken, asAdmin } from './accounts';
import { allPages, createViaApi, token } from './property-data';
import { connectTestDb, get } from './stack-client';
import { json, page } from './visitor-reads';

// Price history over real HTTP: every change an admin saves is recorded, a reduction of the last
// 90 days shows as 'Bajó de precio' on the very next request of every view, `priceDrop` filters
// and `sort=price-drop` orders by it (lib/domain/price-history.ts).

const word = token();
const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
const BADGE = 'data-testid="price-drop-badge"';

const detail = async (id: string) => (await json(`/api/properties/${id}`)).data as ApiProperty;
const put = async (id: string, body: Record<string, unknown>) => {
  const response = await asAdmin('PUT', `/api/properties/${id}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ApiProperty;
};
const listIds = async (query: string) => (await allPages(`/api/properties?search=${word}&${query}`)).map((p) => p._id);
/** The card of one property in a page's HTML (from its link to the end of its article). */
const card = (html: string, id: string) => {
  const start = html.lastIndexOf('<article', html.indexOf(`href="/property/${id}"`));
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
};

beforeAll(async () => {
  await connectTestDb();
  const location = { coordinates: { lat: 4.65, lng: -74.05 } }; // on the map too
  const base = { type: 'apartamento', operation: 'venta', status: 'disponible', location };
  ids.a = (
    await createViaApi({ ...base, title: `Precio A ${word}`, price: 800_000_000, featured: true, priority: 999 })
  )._id;
  ids.b = (await createViaApi({ ...base, title: `Precio B ${word}`, price: 600_000_000 }))._id;
  ids.c = (await createViaApi({ ...base, title: `Precio C ${word}`, price: 400_000_000 }))._id;
});
afterAll(async () => {
  for (const id of Object.values(ids)) await asAdmin('DELETE', `/api/properties/${id}`);
  await disconnectDb();
});

describe('price history', () => {
  it('starts with the price a property is created with', async () => {
    const a = await detail(ids.a);
    expect(a.priceHistory).toEqual([{ price: 800_000_000, at: expect.any(String) }]);
    expect(Math.abs(Date.parse(a.priceHistory[0].at) - Date.parse(a.createdAt))).toBeLessThan(5000);
    expect(a.priceDrop).toBeNull();
  });

  it('a reduction saved by an admin reaches the detail, its page, the cards and the home on the next request', async () => {
    // Fill every cache with the old price first.
    const before = await Promise.all([page(`/property/${ids.a}`), page(`/listing?search=${word}`), page('/')]);
    for (const view of before) expect(view.html).not.toContain(BADGE);

    const saved = await put(ids.a, { price: 720_000_000 });
    expect(saved.priceDrop).toMatchObject({ from: 800_000_000, to: 720_000_000, pct: 10 });

    const a = await detail(ids.a);
    expect(a.priceHistory.map((p) => p.price)).toEqual([800_000_000, 720_000_000]);
    expect(a.priceDrop).toEqual({ from: 800_000_000, to: 720_000_000, pct: 10, at: a.priceHistory[1].at });
    const [detailPage, listing, home] = await Promise.all([
      page(`/property/${ids.a}`),
      page(`/listing?search=${word}`),
      page('/'),
    ]);
    expect(detailPage.html).toContain('Bajó de precio');
    expect(detailPage.html).toMatch(/Antes <del>\$\s800\.000\.000<\/del>/);
    expect(detailPage.html).toContain('data-testid="price-history"');
    expect(card(listing.html, ids.a)).toContain(BADGE);
    expect(card(listing.html, ids.a)).toMatch(/Antes <del>\$\s800\.000\.000<\/del>/);
    expect(card(listing.html, ids.b)).not.toContain(BADGE);
    expect(card(home.html, ids.a)).toContain(BADGE);
  });

  it('a save that keeps the price records nothing', async () => {
    await put(ids.a, { price: 720_000_000, title: `Precio A ${word} editado` });
    expect((await detail(ids.a)).priceHistory).toHaveLength(2);
  });
});

describe('priceDrop and sort=price-drop', () => {
  beforeAll(async () => {
    await put(ids.b, { price: 480_000_000 }); // −20 %
  });

  it('priceDrop=true keeps the recent reductions, false the rest (API and /listing)', async () => {
    expect((await listIds('priceDrop=true')).sort()).toEqual([ids.a, ids.b].sort());
    expect(await listIds('priceDrop=false')).toEqual([ids.c]);
    const map = await json(`/api/properties/map?search=${word}&priceDrop=true`);
    expect(map.data.map((p: { _id: string }) => p._id).sort()).toEqual([ids.a, ids.b].sort());
    for (const item of await allPages(`/api/properties/search?search=${word}&priceDrop=true`))
      expect(item.priceDrop).not.toBeNull();
    const listing = await page(`/listing?search=${word}&priceDrop=true`);
    expect(listing.html).toContain('2 inmuebles encontrados');
    expect(listing.html).not.toContain(`Precio C ${word}`);
    expect(listing.html).toMatch(/name="priceDrop"[^>]*checked/);
  });

  it('sorts the largest recent reductions first, then the others, across pages', async () => {
    expect(await listIds('sort=price-drop')).toEqual([ids.b, ids.a, ids.c]);
    const pages = [];
    for (const n of [1, 2, 3]) {
      const { body } = await get(`/api/properties?search=${word}&sort=price-drop&limit=1&page=${n}`);
      pages.push(body.data[0]._id);
      expect(body.pagination).toMatchObject({ total: 3, pages: 3 });
    }
    expect(pages).toEqual([ids.b, ids.a, ids.c]);
    const admin = await get(`/api/properties?search=${word}&sort=price-drop`, { token: await adminToken() });
    expect(admin.body.data.map((p: ApiProperty) => p._id)).toEqual([ids.b, ids.a, ids.c]);
    const listing = await page(`/listing?search=${word}&sort=price-drop`);
    const order = [ids.a, ids.b, ids.c].sort((x, y) => listing.html.indexOf(x) - listing.html.indexOf(y));
    expect(order).toEqual([ids.b, ids.a, ids.c]);
  });

  it('a rise clears the badge, and a reduction older than 90 days no longer counts', async () => {
    await put(ids.a, { price: 750_000_000 });
    const a = await detail(ids.a);
    expect(a.priceHistory.map((p) => p.price)).toEqual([800_000_000, 720_000_000, 750_000_000]);
    expect(a.priceDrop).toBeNull();
    expect(await listIds('priceDrop=true')).toEqual([ids.b]);

    // b's reduction, moved 100 days back in the database; any write then expires the caches.
    const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    await Property.updateOne({ _id: ids.b }, { $set: { 'lastDrop.at': old } });
    await moveCatalogueEpoch(); // written behind the app's back: its catalogue in memory reloads
    await put(ids.c, { title: `Precio C ${word} editado` });
    expect(await listIds('priceDrop=true')).toEqual([]);
    expect((await json(`/api/properties/map?search=${word}&priceDrop=true`)).data).toEqual([]);
    expect((await detail(ids.b)).priceDrop).toBeNull();
    expect((await page(`/property/${ids.b}`)).html).not.toContain(BADGE);
    expect((await listIds('sort=price-drop')).sort()).toEqual([ids.a, ids.b, ids.c].sort());
  });
});

describe('Ley 820 de 2003', () => {
  const message =
    'La Ley 820 de 2003 (artículo 16) prohíbe exigir depósitos en dinero como garantía del arriendo: quita «Depósito en efectivo» de los requisitos';

  it('the API refuses a rental requirement that asks for a cash deposit, on create and update', async () => {
    const created = await asAdmin('POST', '/api/properties', {
      title: `Arriendo ${word}`,
      type: 'apartamento',
      operation: 'arriendo',
      rentalRequirements: ['Fiador con finca raíz', 'Depósito en efectivo'],
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message);
    expect(created.body.errors[0]).toEqual({ field: 'rentalRequirements.1', message });
    const updated = await asAdmin('PUT', `/api/properties/${ids.c}`, { rentalRequirements: ['DEPOSITO de 2 meses'] });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toContain('La Ley 820 de 2003');
  });
});
