import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { LISTED_STATUSES } from '@/lib/domain/property';
import { normalizeText } from '@/lib/text';

import { adminToken } from './accounts';
import { allPages, expectSameIds, storedRows, type ListBody, type Row } from './property-data';
import { connectTestDb, get } from './stack-client';

// Every filter is checked both ways against the stored rows: each returned item satisfies it and
// no stored row that satisfies it is missing. Expectations are computed here from the stored
// fields, independently of the filter builder.

let listed: Row[] = [];
let everything: Row[] = [];

beforeAll(async () => {
  await connectTestDb();
  [listed, everything] = await Promise.all([storedRows('listed'), storedRows('all')]);
});
afterAll(() => disconnectDb());

const words = (r: Row) =>
  normalizeText(
    [
      r.title,
      r.description,
      r.type,
      r.operation,
      r.location?.neighborhood,
      r.location?.locality,
      r.location?.city,
      r.location?.state,
      r.location?.address,
      ...(r.tags ?? []),
    ].join(' '),
  );
const matchesSearch = (query: string) => (r: Row) =>
  normalizeText(query)
    .split(' ')
    .every((w) => words(r).includes(w));
const n = (v: number | null | undefined) => v ?? 0;
const hasAmenity = (r: Row, name: string) => (r.amenities ?? []).some((a) => normalizeText(a) === normalizeText(name));

const LIST_CASES: Array<[string, (r: Row) => boolean]> = [
  ['operation=arriendo', (r) => r.operation === 'arriendo'],
  ['operation=venta', (r) => r.operation === 'venta'],
  ['type=casa,finca', (r) => r.type === 'casa' || r.type === 'finca'],
  ['type=oficina', (r) => r.type === 'oficina'],
  ['minPrice=800000000', (r) => r.price >= 800_000_000],
  ['maxPrice=5000000', (r) => r.price <= 5_000_000],
  ['minPrice=2000000&maxPrice=6000000', (r) => r.price >= 2_000_000 && r.price <= 6_000_000],
  ['city=11001', (r) => r.location?.cityCode === '11001'],
  ['city=bogota', (r) => r.location?.cityCode === '11001'],
  [`city=${encodeURIComponent('CHÍA')}`, (r) => r.location?.city === 'Chía'],
  ['neighborhood=1100102', (r) => r.location?.localityCode === '1100102'],
  [
    'neighborhood=usaquen',
    (r) => [r.location?.neighborhood, r.location?.locality].some((v) => normalizeText(v ?? '').includes('usaquen')),
  ],
  [
    `neighborhood=${encodeURIComponent('Chicó')}`,
    (r) => normalizeText(r.location?.neighborhood ?? '').includes('chico'),
  ],
  ['featured=true', (r) => r.featured === true],
  ['featured=false', (r) => !r.featured],
  ['bedrooms=3', (r) => n(r.features?.bedrooms) >= 3],
  ['bedrooms=4%2B', (r) => n(r.features?.bedrooms) >= 4],
  ['bathrooms=3%2B', (r) => n(r.features?.bathrooms) >= 3],
  ['estrato=6', (r) => r.estrato === 6],
  ['estrato=2,3', (r) => r.estrato === 2 || r.estrato === 3],
  ['parking=2', (r) => n(r.features?.parking) >= 2],
  ['petsAllowed=true', (r) => r.petsAllowed === true],
  ['petsAllowed=false', (r) => !r.petsAllowed],
  ['gatedCommunity=true', (r) => r.gatedCommunity === true],
  ['gatedCommunity=false', (r) => !r.gatedCommunity],
  ['maxAdminFee=300000', (r) => n(r.adminFee) <= 300_000],
  ['search=chimenea', matchesSearch('chimenea')],
  ['search=mezzanine', matchesSearch('mezzanine')],
  [`search=${encodeURIComponent('BOGOTÁ Chapinero')}`, matchesSearch('bogota chapinero')],
  // Combinations.
  [
    'operation=venta&type=apartamento&bedrooms=3&city=11001',
    (r) =>
      r.operation === 'venta' &&
      r.type === 'apartamento' &&
      n(r.features?.bedrooms) >= 3 &&
      r.location?.cityCode === '11001',
  ],
  [
    'operation=arriendo&petsAllowed=true&maxAdminFee=500000',
    (r) => r.operation === 'arriendo' && r.petsAllowed === true && n(r.adminFee) <= 500_000,
  ],
  [
    'estrato=4,5,6&gatedCommunity=true&parking=1&featured=false',
    (r) => [4, 5, 6].includes(n(r.estrato)) && r.gatedCommunity === true && n(r.features?.parking) >= 1 && !r.featured,
  ],
  [
    'search=apartamento&minPrice=1000000000&neighborhood=chapinero',
    (r) =>
      matchesSearch('apartamento')(r) &&
      r.price >= 1_000_000_000 &&
      [r.location?.neighborhood, r.location?.locality].some((v) => normalizeText(v ?? '').includes('chapinero')),
  ],
];

describe('GET /api/properties filters (public)', () => {
  it.each(LIST_CASES)('%s returns exactly the listed rows that satisfy it', async (query, predicate) => {
    expectSameIds(await allPages(`/api/properties?${query}`), listed, predicate);
  });

  it('searches descriptions too', () => {
    const hits = listed.filter(matchesSearch('mezzanine'));
    expect(hits.some((r) => !normalizeText(r.title).includes('mezzanine'))).toBe(true);
  });

  it('finds the same rows with and without accents', async () => {
    const [plain, accented] = await Promise.all([
      allPages('/api/properties?search=usaquen'),
      allPages(`/api/properties?search=${encodeURIComponent('Usaquén')}`),
    ]);
    expect(plain.length).toBeGreaterThan(0);
    expect(accented.map((p) => p._id)).toEqual(plain.map((p) => p._id));
  });

  it('ignores a public status parameter, valid or not', async () => {
    for (const status of ['borrador', 'nope']) {
      const { status: code, body } = await get(`/api/properties?status=${status}&limit=1`);
      expect(code).toBe(200);
      expect((body as ListBody).pagination.total).toBe(listed.length);
    }
  });
});

describe('GET /api/properties sorts', () => {
  const ordered = (values: number[], direction: 1 | -1) =>
    values.every((v, i) => i === 0 || (v - values[i - 1]) * direction >= 0);

  it('price-low and price-high order every page', async () => {
    const [low, high] = await Promise.all([
      allPages('/api/properties?sort=price-low'),
      allPages('/api/properties?sort=price-high'),
    ]);
    expect(low).toHaveLength(listed.length);
    expect(
      ordered(
        low.map((p) => p.price),
        1,
      ),
    ).toBe(true);
    expect(
      ordered(
        high.map((p) => p.price),
        -1,
      ),
    ).toBe(true);
  });

  it('best-seller puts every featured property first', async () => {
    const items = await allPages('/api/properties?sort=best-seller');
    const firstPlain = items.findIndex((p) => !p.featured);
    expect(firstPlain).toBe(listed.filter((r) => r.featured).length);
    expect(items.slice(firstPlain).every((p) => !p.featured)).toBe(true);
  });

  it('newest orders by id and recently by creation date, both descending', async () => {
    const [newest, recently, bestMatch] = await Promise.all([
      allPages('/api/properties?sort=newest'),
      allPages('/api/properties?sort=recently'),
      allPages('/api/properties?sort=best-match'),
    ]);
    const ids = newest.map((p) => p._id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(
      ordered(
        recently.map((p) => Date.parse(p.createdAt)),
        -1,
      ),
    ).toBe(true);
    expect(bestMatch.map((p) => p._id)).toEqual(recently.map((p) => p._id));
  });

  it('sorts a filtered list', async () => {
    const items = await allPages('/api/properties?operation=arriendo&sort=price-high');
    expectSameIds(items, listed, (r) => r.operation === 'arriendo');
    expect(
      ordered(
        items.map((p) => p.price),
        -1,
      ),
    ).toBe(true);
  });
});

describe('GET /api/properties pagination edges and validation', () => {
  it('pages a filtered list to its last page and past it', async () => {
    const total = listed.filter((r) => r.operation === 'venta').length;
    const pages = Math.ceil(total / 5);
    const last = await get(`/api/properties?operation=venta&limit=5&page=${pages}`);
    expect(last.body.data).toHaveLength(total - (pages - 1) * 5);
    expect(last.body.pagination).toEqual({ page: pages, limit: 5, total, pages });
    const past = await get(`/api/properties?operation=venta&limit=5&page=${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ success: true, data: [], pagination: { page: pages + 1, limit: 5, total, pages } });
  });

  it('accepts limit 1 and 100', async () => {
    expect((await get('/api/properties?limit=1')).body.data).toHaveLength(1);
    expect((await get('/api/properties?limit=100')).body.data).toHaveLength(Math.min(100, listed.length));
  });

  it.each([
    ['limit=0', 'El límite debe ser como mínimo 1'],
    ['limit=101', 'El límite debe ser como máximo 100'],
    ['sort=popular', 'Orden no válido'],
    ['operation=permuta', 'Operación no válida'],
    ['bedrooms=muchas', 'El número de habitaciones debe ser un número'],
    ['estrato=9', 'El estrato debe estar entre 1 y 6'],
    ['petsAllowed=si', 'petsAllowed debe ser true o false'],
    ['minPrice=10&maxPrice=5', 'El precio mínimo no puede ser mayor que el máximo'],
    ['maxAdminFee=-1', 'El valor máximo de administración no puede ser negativo'],
  ])('rejects %s with 400 and a Spanish message', async (query, message) => {
    const { status, body } = await get(`/api/properties?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe('GET /api/properties status filter (admins only)', () => {
  it('shows an admin every status without a filter', async () => {
    const items = await allPages('/api/properties', { token: await adminToken() });
    expectSameIds(items, everything, () => true);
    expect(items.some((p) => !LISTED_STATUSES.includes(p.status))).toBe(true);
  });

  it.each([
    ['borrador', ['borrador']],
    ['draft,pending', ['borrador', 'pendiente']],
    ['published', ['disponible']],
    ['vendido,arrendado', ['vendido', 'arrendado']],
  ])('status=%s for an admin', async (status, stored) => {
    const items = await allPages(`/api/properties?status=${status}`, { token: await adminToken() });
    expectSameIds(items, everything, (r) => stored.includes(r.status ?? ''));
  });

  it('combines the status with other filters and matches the city in an admin search', async () => {
    const token = await adminToken();
    expectSameIds(
      await allPages('/api/properties?status=borrador,vendido&operation=venta', { token }),
      everything,
      (r) => ['borrador', 'vendido'].includes(r.status ?? '') && r.operation === 'venta',
    );
    expectSameIds(await allPages('/api/properties?search=chia', { token }), everything, matchesSearch('chia'));
  });

  it('rejects an unknown status from an admin', async () => {
    const { status, body } = await get('/api/properties?status=archivado', { token: await adminToken() });
    expect(status).toBe(400);
    expect(body.message).toBe('Estado no válido');
  });
});

describe('GET /api/properties/search', () => {
  const SEARCH_CASES: Array<[string, (r: Row) => boolean]> = [
    ['yearBuilt=2015', (r) => n(r.features?.yearBuilt) >= 2015],
    ['minArea=100&maxArea=200', (r) => n(r.features?.area) >= 100 && n(r.features?.area) <= 200],
    ['minArea=300', (r) => n(r.features?.area) >= 300],
    ['maxArea=60', (r) => n(r.features?.area) <= 60],
    ['amenities=balcon', (r) => hasAmenity(r, 'balcón')],
    [
      `amenities=${encodeURIComponent('CHIMENEA,estudio')}`,
      (r) => hasAmenity(r, 'chimenea') && hasAmenity(r, 'estudio'),
    ],
    [
      'operation=venta&type=apartamento&yearBuilt=2000&bedrooms=2',
      (r) =>
        r.operation === 'venta' &&
        r.type === 'apartamento' &&
        n(r.features?.yearBuilt) >= 2000 &&
        n(r.features?.bedrooms) >= 2,
    ],
    [
      'search=terraza&city=11001&minArea=80',
      (r) => matchesSearch('terraza')(r) && r.location?.cityCode === '11001' && n(r.features?.area) >= 80,
    ],
  ];

  it.each(SEARCH_CASES)('%s returns exactly the listed rows that satisfy it', async (query, predicate) => {
    expectSameIds(await allPages(`/api/properties/search?${query}`), listed, predicate);
  });

  it('finds one property by id or by slug', async () => {
    const row = listed[3];
    for (const id of [row._id.toString(), row.slug]) {
      const { body } = await get(`/api/properties/search?propertyId=${id}`);
      expect((body as ListBody).data.map((p) => p._id)).toEqual([row._id.toString()]);
    }
    const hidden = everything.find((r) => r.status === 'borrador');
    const { body } = await get(`/api/properties/search?propertyId=${hidden?._id.toString()}`);
    expect((body as ListBody).pagination.total).toBe(0);
  });

  it.each([
    ['yearBuilt=1800', 'El año de construcción debe ser como mínimo 1900'],
    ['minArea=-3', 'El área mínima no puede ser negativa'],
    ['minArea=90&maxArea=10', 'El área mínima no puede ser mayor que la máxima'],
    ['propertyId=%24ne', 'ID de propiedad no válido'],
  ])('rejects %s', async (query, message) => {
    const { status, body } = await get(`/api/properties/search?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});
