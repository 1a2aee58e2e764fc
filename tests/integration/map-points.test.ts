import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { approximatePoint } from '@/lib/maps/approximate';
import { MAP_POINTS_CAP, mapResponseSchema, type MapPoint } from '@/lib/validation/property-map';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import { allPages, createViaApi, token } from './property-data';
import { baseURL, connectTestDb, get } from './stack-client';

// GET /api/properties/map: every matching public listing as a light point, the cap said in the
// answer, cached and expired like the lists; and the public shape of a location whose owner did
// not allow the exact one (API, page and JSON-LD alike).

beforeAll(() => connectTestDb());
afterAll(() => disconnectDb());

const points = async (query = '') => {
  const response = await get(`/api/properties/map${query ? `?${query}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return mapResponseSchema.strict().parse(response.body);
};
const asPoint = (p: ApiProperty): MapPoint => ({
  _id: p._id,
  slug: p.slug,
  title: p.title,
  price: p.price,
  operation: p.operation,
  type: p.type,
  lat: p.location.coordinates!.lat,
  lng: p.location.coordinates!.lng,
  exact: p.showExactLocation,
  image: p.images[0]?.url ?? null,
});
const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);

describe('GET /api/properties/map', () => {
  it.each(['', 'operation=arriendo', 'type=apartamento,casa&minPrice=300000000', 'bbox=-74.1,4.6,-74,4.75'])(
    '?%s: one light point per listing of the same query that has a location, as the list shows it',
    async (query) => {
      const [map, list] = await Promise.all([points(query), allPages(`/api/properties?${query}`)]);
      const placed = list.filter((p) => p.location.coordinates);
      expect(placed.length).toBeGreaterThan(0);
      expect([...map.data].sort(byId)).toEqual(placed.map(asPoint).sort(byId));
      expect(map).toMatchObject({ success: true, total: placed.length, cap: MAP_POINTS_CAP, capped: false });
    },
  );

  it('answers a public, cacheable JSON without whole documents', async () => {
    const response = await fetch(`${baseURL()}/api/properties/map?operation=venta`);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const body = await response.json();
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['_id', 'exact', 'image', 'lat', 'lng', 'operation', 'price', 'slug', 'title', 'type'].sort(),
    );
  });

  it(`stops at ${MAP_POINTS_CAP} points, newest first, and says so`, async () => {
    const word = token();
    const rows = Array.from({ length: MAP_POINTS_CAP + 5 }, (_, i) => ({
      title: `Punto ${word} ${i}`,
      slug: `punto-${word}-${i}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      price: 100_000_000 + i,
      searchText: `punto ${word} ${i}`,
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
      location: { coordinates: { lat: 4.6 + (i % 100) / 1000, lng: -74.1 + Math.floor(i / 100) / 1000 } },
    }));
    await Property.collection.insertMany(rows);
    await moveCatalogueEpoch(); // written behind the app: its catalogue in memory reloads
    try {
      const map = await points(`search=${word}`);
      expect(map.capped).toBe(true);
      expect(map.total).toBe(MAP_POINTS_CAP + 5);
      expect(map.data).toHaveLength(MAP_POINTS_CAP);
      expect(map.data[0].price).toBe(100_000_000 + MAP_POINTS_CAP + 4);
    } finally {
      await Property.collection.deleteMany({ slug: { $regex: `^punto-${word}-` } });
      await moveCatalogueEpoch();
    }
  });

  it('is cached: a row written behind the API shows once the epoch moves and a write expires the catalogue', async () => {
    const word = token();
    expect((await points(`search=${word}`)).data).toEqual([]);
    await Property.collection.insertOne({
      title: `Escondido ${word}`,
      slug: `escondido-${word}`,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      price: 1,
      searchText: `escondido ${word}`,
      location: { coordinates: { lat: 4.65, lng: -74.05 } },
    });
    try {
      expect((await points(`search=${word}`)).data).toEqual([]);
      await moveCatalogueEpoch(); // the catalogue in memory reloads; the cached answer stays
      expect((await points(`search=${word}`)).data).toEqual([]);
      const other = await createViaApi({ title: `Otro ${word}`, type: 'casa', operation: 'venta' });
      expect((await points(`search=${word}`)).data.map((p) => p.title)).toEqual([`Escondido ${word}`]);
      await asAdmin('DELETE', `/api/properties/${other._id}`);
    } finally {
      await Property.collection.deleteOne({ slug: `escondido-${word}` });
      await moveCatalogueEpoch();
    }
  });
});

describe('a location whose owner did not allow the exact one', () => {
  const word = token();
  const exact = { lat: 4.676123, lng: -74.048321 };
  const shown = approximatePoint(exact);
  let id = '';

  beforeAll(async () => {
    const created = await createViaApi({
      title: `Casa reservada ${word}`,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      price: 900_000_000,
      location: { cityCode: '11001', address: 'Calle 93 # 11-27, Casa 4', coordinates: exact },
    });
    id = created._id;
    expect(created).toMatchObject({ showExactLocation: false, location: { coordinates: exact } });
  });
  afterAll(() => asAdmin('DELETE', `/api/properties/${id}`));

  it('is approximate in the public API, the map and the page with its JSON-LD; exact for admins', async () => {
    const [detail, list, map, admin, page] = await Promise.all([
      get(`/api/properties/${id}`),
      get(`/api/properties?search=${word}`),
      points(`search=${word}`),
      asAdmin('GET', `/api/properties/${id}`),
      fetch(`${baseURL()}/property/${id}`).then((r) => r.text()),
    ]);
    const hidden = { address: 'Calle 93', coordinates: shown };
    expect(detail.body.data.location).toMatchObject(hidden);
    expect(list.body.data[0].location).toMatchObject(hidden);
    expect(map.data[0]).toMatchObject({ ...shown, exact: false });
    expect(admin.body.data.location).toMatchObject({ address: 'Calle 93 # 11-27, Casa 4', coordinates: exact });
    expect(page).toContain(`"latitude":${shown.lat},"longitude":${shown.lng}`);
    expect(page).toContain('Ubicación aproximada');
    for (const secret of [String(exact.lat), String(exact.lng), '# 11-27']) expect(page).not.toContain(secret);
  });

  it('becomes exact everywhere on the next request once the admin allows it', async () => {
    expect((await asAdmin('PUT', `/api/properties/${id}`, { showExactLocation: true })).status).toBe(200);
    const [detail, map, page] = await Promise.all([
      get(`/api/properties/${id}`),
      points(`search=${word}`),
      fetch(`${baseURL()}/property/${id}`).then((r) => r.text()),
    ]);
    expect(detail.body.data).toMatchObject({ showExactLocation: true, location: { coordinates: exact } });
    expect(map.data[0]).toMatchObject({ ...exact, exact: true });
    expect(page).toContain(`"latitude":${exact.lat},"longitude":${exact.lng}`);
    expect(page).toContain('Calle 93 # 11-27');
  });
});
