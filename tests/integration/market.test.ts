import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiProperty } from '@/lib/validation/property-response';

import { asAdmin } from './accounts';
import { allPages, createViaApi, token } from './property-data';
import { baseURL, get, post } from './stack-client';

// Issue 23 items 1 to 3 over HTTP: GET /api/market against figures computed here from
// GET /api/properties, a price change moving them, the owner's estimate at its two levels and
// its refusal, the owner lead, and the localidad pages' statuses.

/** The p-quantile by linear interpolation between closest ranks, written apart from the app's. */
function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

function expectedFigures(list: ApiProperty[]) {
  const perM2 = list.filter((p) => p.features.area > 0).map((p) => p.price / p.features.area);
  const few = perM2.length < 3;
  return {
    count: list.length,
    medianPrice: list.length
      ? Math.round(
          quantile(
            list.map((p) => p.price),
            0.5,
          ),
        )
      : null,
    pricePerM2: {
      median: few ? null : Math.round(quantile(perM2, 0.5)),
      p25: few ? null : Math.round(quantile(perM2, 0.25)),
      p75: few ? null : Math.round(quantile(perM2, 0.75)),
      sample: perM2.length,
    },
  };
}

const market = async (query: string) => {
  const response = await get(`/api/market?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

const word = token();
const made: string[] = [];
const create = async (body: Record<string, unknown>) => {
  const property = await createViaApi({ status: 'disponible', title: `Mercado ${word}`, ...body });
  made.push(property._id);
  return property;
};

afterAll(async () => {
  for (const id of made) await asAdmin('DELETE', `/api/properties/${id}`);
});

describe('GET /api/market', () => {
  it('needs the operation: a 400 in Spanish', async () => {
    const response = await get('/api/market?city=11001');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/operación: venta o arriendo/);
  });

  it.each([
    'operation=venta',
    'operation=arriendo&city=11001',
    'operation=arriendo&neighborhood=1100102',
    'operation=arriendo&neighborhood=Chapinero',
    'operation=venta&city=bogota&type=apartamento,casa',
  ])('?%s: the figures of exactly the listings GET /api/properties returns', async (query) => {
    const [figures, list] = await Promise.all([market(query), allPages(`/api/properties?${query}`)]);
    expect(list.length).toBeGreaterThan(0);
    expect(figures).toMatchObject(expectedFigures(list));
    const types = [...new Set(list.map((p) => p.type))];
    expect(figures.byType.map((t: { type: string }) => t.type).sort()).toEqual(types.sort());
    for (const row of figures.byType)
      expect(row).toMatchObject(expectedFigures(list.filter((p) => p.type === row.type)));
  });

  it('moves on the next request after a price change, and gives null below 3 listings with an area', async () => {
    const base = { type: 'bodega', operation: 'venta', location: { localityCode: '1100116' } };
    const a = await create({ ...base, price: 1_000_000_000, features: { area: 1000 } });
    await create({ ...base, price: 3_000_000_000, features: { area: 1000 } });
    const query = `operation=venta&search=${word}`;
    expect((await market(query)).pricePerM2).toEqual({ median: null, p25: null, p75: null, sample: 2 });
    await create({ ...base, price: 2_000_000_000, features: { area: 1000 } });
    const before = await market(query);
    expect(before.pricePerM2).toEqual({ median: 2_000_000, p25: 1_500_000, p75: 2_500_000, sample: 3 });
    const put = await asAdmin('PUT', `/api/properties/${a._id}`, { price: 5_000_000_000, version: a.version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const after = await market(query);
    expect(after.medianPrice).toBe(3_000_000_000);
    expect(after.pricePerM2).toEqual({ median: 3_000_000, p25: 2_500_000, p75: 4_000_000, sample: 3 });
  });
});

describe('POST /api/valuations', () => {
  const perM2 = (list: ApiProperty[]) => list.filter((p) => p.features.area > 0).map((p) => p.price / p.features.area);

  beforeAll(async () => {
    // Five fincas for rent in Sumapaz, whose comparables the demo catalogue does not have.
    for (const [price, area] of [
      [4_000_000, 200],
      [5_000_000, 250],
      [6_000_000, 200],
      [3_000_000, 300],
      [9_000_000, 300],
    ])
      await create({
        type: 'finca',
        operation: 'arriendo',
        price,
        features: { area },
        location: { localityCode: '1100120' },
      });
  });

  it('uses the localidad when it has 5 comparables', async () => {
    const response = await post('/api/valuations', {
      operation: 'arriendo',
      type: 'finca',
      city: '11001',
      locality: '1100120',
      area: 250,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const list = await allPages('/api/properties?operation=arriendo&type=finca&neighborhood=1100120');
    const values = perM2(list);
    expect(response.body.data).toMatchObject({
      scope: 'locality',
      comparables: values.length,
      mid: Math.round((quantile(values, 0.5) * 250) / 1000) * 1000,
      low: Math.round((quantile(values, 0.25) * 250) / 1000) * 1000,
      high: Math.round((quantile(values, 0.75) * 250) / 1000) * 1000,
    });
    expect(response.body.data.sample.length).toBeLessThanOrEqual(6);
  });

  it('widens to the city when the localidad has fewer than 5', async () => {
    const body = { operation: 'venta', type: 'apartamento', city: '11001', locality: '1100103', area: 90, bedrooms: 3 };
    const local = perM2(await allPages('/api/properties?operation=venta&type=apartamento&neighborhood=1100103'));
    expect(local.length).toBeLessThan(5);
    const response = await post('/api/valuations', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const city = perM2(await allPages('/api/properties?operation=venta&type=apartamento&city=11001'));
    expect(response.body.data).toMatchObject({
      scope: 'city',
      comparables: city.length,
      mid: Math.round((quantile(city, 0.5) * 90) / 1000) * 1000,
    });
  });

  it('refuses to invent a figure below 5 comparables in the city: a 422 in Spanish', async () => {
    const response = await post('/api/valuations', { operation: 'venta', type: 'oficina', city: 'Chía', area: 60 });
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/no podemos darte una cifra sin inventarla/);
  });

  it('is limited per address: four times the leads limit (5 by default) in 15 minutes, then 429', async () => {
    const ip = `10.23.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const body = { operation: 'venta', type: 'apartamento', city: '11001', area: 80 };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await post('/api/valuations', body, { headers: { 'x-forwarded-for': ip } })).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    // Another address is not affected.
    expect((await post('/api/valuations', body)).status).toBe(200);
  });

  it('validates like every endpoint', async () => {
    const response = await post('/api/valuations', { operation: 'permuta', type: 'casa', city: '11001', area: -3 });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/operación debe ser venta o arriendo|área construida debe ser mayor que 0/);
  });
});

describe('owner leads', () => {
  it("stores the property's details and the estimate, and the admin's leads show it filtered by kind", async () => {
    const property = { operation: 'arriendo', type: 'finca', city: '11001', locality: '1100120', area: 250 };
    const estimate = (await post('/api/valuations', property)).body.data;
    const email = `propietario-${word}@correo.test`;
    const response = await post('/api/leads', {
      kind: 'owner',
      name: 'Marta Gil',
      email,
      phone: '300 555 0101',
      property,
      acceptPrivacy: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const leads = await asAdmin('GET', `/api/leads?kind=owner&q=${encodeURIComponent(email)}`);
    expect(leads.body.data).toHaveLength(1);
    const [lead] = leads.body.data;
    expect(lead).toMatchObject({
      kind: 'owner',
      subject: 'Finca para arrendar en Sumapaz, Bogotá, D.C. · 250 m²',
      owner: {
        operation: 'arriendo',
        type: 'finca',
        city: 'Bogotá, D.C.',
        locality: 'Sumapaz',
        area: 250,
        bedrooms: null,
        estimate: { low: estimate.low, mid: estimate.mid, high: estimate.high, scope: 'locality' },
      },
    });
    const contacts = await asAdmin('GET', `/api/leads?kind=contact&q=${encodeURIComponent(email)}`);
    expect(contacts.body.data).toHaveLength(0);
  });

  it('needs the Ley 1581 consent and a valid property', async () => {
    const base = { kind: 'owner', name: 'Marta Gil', email: `otra-${word}@correo.test`, phone: '300 555 0101' };
    const noConsent = await post('/api/leads', {
      ...base,
      property: { operation: 'venta', type: 'casa', city: '11001', area: 80 },
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe('Debes aceptar la Política de Privacidad para continuar');
    const noArea = await post('/api/leads', {
      ...base,
      acceptPrivacy: true,
      property: { operation: 'venta', type: 'casa', city: '11001' },
    });
    expect(noArea.status).toBe(400);
  });
});

describe('localidad pages', () => {
  const page = async (path: string) => {
    const response = await fetch(`${baseURL()}${path}`, { headers: { 'sec-fetch-dest': 'document' } });
    return { status: response.status, html: await response.text() };
  };

  it('answer a known place with listings: heading, figures, canonical, JSON-LD, indexable', async () => {
    const { status, html } = await page('/inmuebles/arriendo/bogota/chapinero');
    expect(status).toBe(200);
    expect(html).toContain('Inmuebles en arriendo en Chapinero, Bogotá</h1>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/inmuebles\/arriendo\/bogota\/chapinero"/);
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('"@type":"Place"');
    expect(html).toContain('data-testid="price-chart"');
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
  });

  it('answer a known place without listings with 200 and noindex, and an unknown one with 404', async () => {
    const empty = await page('/inmuebles/venta/bogota/sumapaz');
    expect(empty.status).toBe(200);
    expect(empty.html).toMatch(/<meta name="robots" content="noindex/);
    expect((await page('/inmuebles/venta/bogota/narnia')).status).toBe(404);
    expect((await page('/inmuebles/permuta/bogota')).status).toBe(404);
    expect((await page('/inmuebles/venta/gotham')).status).toBe(404);
  });

  it('are linked from a property of the localidad, the home page and the footer', async () => {
    const [listing] = await allPages('/api/properties?operation=arriendo&neighborhood=1100102&type=apartamento');
    const property = await page(`/property/${listing._id}`);
    expect(property.html).toMatch(
      /href="\/inmuebles\/arriendo\/bogota\/chapinero"[^>]*>Precios en (<!-- -->)?Chapinero/,
    );
    const home = await page('/');
    expect(home.html).toContain('data-testid="popular-places"');
    expect(home.html).toMatch(/href="\/inmuebles\/(venta|arriendo)\/bogota\/[a-z-]+"/);
    expect(home.html).toContain('href="/inmuebles/venta/bogota"');
  });

  it('are in the sitemap when they have a listing, and only then', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/inmuebles/arriendo/bogota/chapinero</loc>');
    expect(sitemap).toContain('/inmuebles/venta/bogota</loc>');
    expect(sitemap).not.toContain('/inmuebles/venta/bogota/sumapaz</loc>');
  });
});
