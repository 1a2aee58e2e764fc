import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { BBOX_MESSAGES } from '@/lib/maps/bbox';
import type { ApiProperty } from '@/lib/validation/property-response';

import { adminToken, asAdmin } from './accounts';
import { allPages, createViaApi, token } from './property-data';
import { baseURL, connectTestDb, get } from './stack-client';

// `bbox=swLng,swLat,neLng,neLat` on every catalogue list: each item the caller gets lies in the
// box by the coordinates that caller sees (the public: the shown point, approximate unless the
// owner allowed the exact one; admins: the stored point), and no item of the unbounded list that
// lies in it is missing.

type Box = [number, number, number, number];
const inBox =
  ([w, s, e, n]: Box) =>
  (p: ApiProperty) => {
    const c = p.location.coordinates;
    return !!c && c.lat >= s && c.lat <= n && c.lng >= w && c.lng <= e;
  };
const ids = (items: ApiProperty[]) => items.map((p) => p._id).sort();

const BOXES: Array<[string, Box]> = [
  ['Chapinero and Usaquén', [-74.07, 4.62, -74.02, 4.72]],
  ['a cell-sized box in Chapinero', [-74.0575, 4.6475, -74.0525, 4.6525]],
  ['south-west Bogotá', [-74.2, 4.55, -74.1, 4.65]],
  ['all of Cundinamarca', [-75, 3.7, -73, 5.8]],
  ['the sea', [-80, 0, -79, 1]],
];

let unbounded: { public: ApiProperty[]; search: ApiProperty[]; admin: ApiProperty[] };

beforeAll(async () => {
  await connectTestDb();
  const adminPages = allPages('/api/properties', { token: await adminToken() });
  const [publicList, search, admin] = await Promise.all([
    allPages('/api/properties'),
    allPages('/api/properties/search'),
    adminPages,
  ]);
  unbounded = { public: publicList, search, admin };
});
afterAll(() => disconnectDb());

describe('bbox on the catalogue lists', () => {
  it.each(BOXES)('%s: /api/properties and /search answer exactly the listings inside', async (_name, box) => {
    const bbox = box.join(',');
    const [publicList, search] = await Promise.all([
      allPages(`/api/properties?bbox=${bbox}`),
      allPages(`/api/properties/search?bbox=${bbox}`),
    ]);
    expect(publicList.every(inBox(box))).toBe(true);
    expect(ids(publicList)).toEqual(ids(unbounded.public.filter(inBox(box))));
    expect(ids(search)).toEqual(ids(unbounded.search.filter(inBox(box))));
  });

  it.each(BOXES)('%s: an admin gets every status, by the stored point', async (_name, box) => {
    const items = await allPages(`/api/properties?bbox=${box.join(',')}`, { token: await adminToken() });
    expect(ids(items)).toEqual(ids(unbounded.admin.filter(inBox(box))));
  });

  it('selects something in the populated boxes and nothing at sea', async () => {
    expect(unbounded.public.filter(inBox(BOXES[0][1])).length).toBeGreaterThan(5);
    expect((await get(`/api/properties?bbox=${BOXES[4][1].join(',')}`)).body.pagination.total).toBe(0);
  });

  it('combines with the other filters, and /listing counts the same', async () => {
    const box = BOXES[3][1];
    const query = `operation=arriendo&bbox=${box.join(',')}`;
    const items = await allPages(`/api/properties?${query}`);
    expect(ids(items)).toEqual(ids(unbounded.public.filter((p) => p.operation === 'arriendo' && inBox(box)(p))));
    const html = await (await fetch(`${baseURL()}/listing?${query}`)).text();
    expect(html).toContain(`${items.length} inmuebles encontrados`);
    expect(html).toContain('Buscando en la zona del mapa');
  });

  it('never narrows a hidden location down further than its area', async () => {
    const stamp = token();
    const exact = { lat: 4.676123, lng: -74.048321 };
    const created = await createViaApi({
      title: `Apartamento escondido ${stamp}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      location: { cityCode: '11001', coordinates: exact },
    });
    const tiny = [exact.lng - 0.0001, exact.lat - 0.0001, exact.lng + 0.0001, exact.lat + 0.0001].join(',');
    const find = (bearer?: string) =>
      get(`/api/properties?bbox=${tiny}&search=${stamp}`, bearer ? { token: bearer } : {});
    try {
      expect((await find()).body.data).toEqual([]);
      expect((await find(await adminToken())).body.data.map((p: ApiProperty) => p._id)).toEqual([created._id]);
      const cell = '-74.051,4.674,-74.049,4.676'; // around the shown centre 4.675, -74.05
      expect((await get(`/api/properties?bbox=${cell}&search=${stamp}`)).body.pagination.total).toBe(1);
    } finally {
      await asAdmin('DELETE', `/api/properties/${created._id}`);
    }
  });
});

describe('bbox refusals', () => {
  it.each([
    ['-74.2,4.5,-74', BBOX_MESSAGES.format],
    ['oeste,sur,este,norte', BBOX_MESSAGES.format],
    ['-74.2,4.5,-74,4.8,1', BBOX_MESSAGES.format],
    ['-190,4.5,-74,4.8', BBOX_MESSAGES.range],
    ['-74.2,4.5,-74,95', BBOX_MESSAGES.range],
    ['-74,4.5,-74.2,4.8', BBOX_MESSAGES.inverted],
    ['-74.2,4.8,-74,4.5', BBOX_MESSAGES.inverted],
    ['179,4,-179,5', BBOX_MESSAGES.inverted],
  ])('bbox=%s is a 400 on every endpoint that takes it', async (bbox, message) => {
    for (const path of ['/api/properties', '/api/properties/search', '/api/properties/map']) {
      const { status, body } = await get(`${path}?bbox=${encodeURIComponent(bbox)}`);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ success: false, message });
    }
  });

  it('/listing ignores a broken area instead of failing the page', async () => {
    const response = await fetch(`${baseURL()}/listing?bbox=-74,4.8,-74.2,4.5`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const total = (await get('/api/properties?limit=1')).body.pagination.total as number;
    expect(html).toContain(`${total} inmuebles encontrados`);
    expect(html).not.toContain('Buscando en la zona del mapa');
  });
});
