import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { LISTED_STATUSES, type PropertyType } from '@/lib/domain/property';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { connectTestDb, getJson } from './stack-client';

type ListBody = {
  success: boolean;
  message?: string;
  data: ApiProperty[];
  pagination: { page: number; limit: number; total: number; pages: number };
};

let listed = 0;

beforeAll(async () => {
  await connectTestDb();
  listed = await Property.countDocuments({ status: trusted({ $in: [...LISTED_STATUSES] }) });
});
afterAll(() => disconnectDb());

describe('GET /api/properties pagination on the seeded catalogue', () => {
  it('has enough seeded public properties to page through', () => {
    expect(listed).toBeGreaterThanOrEqual(50);
  });

  it('returns the first page in SPEC shape', async () => {
    const { status, body } = await getJson<ListBody>('/api/properties?page=1&limit=10');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: listed, pages: Math.ceil(listed / 10) });
    const first = body.data[0];
    expect(first).toMatchObject({ currency: 'COP', location: expect.any(Object), features: expect.any(Object) });
    expect(typeof first._id).toBe('string');
    expect(first).not.toHaveProperty('searchText');
    // Newest first.
    const dates = body.data.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('defaults to page 1 and limit 10', async () => {
    const { body } = await getJson<ListBody>('/api/properties');
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it('returns a middle page that does not overlap the first', async () => {
    const [first, middle] = await Promise.all([
      getJson<ListBody>('/api/properties?page=1&limit=10'),
      getJson<ListBody>('/api/properties?page=3&limit=10'),
    ]);
    expect(middle.body.data).toHaveLength(10);
    expect(middle.body.pagination.page).toBe(3);
    const firstIds = new Set(first.body.data.map((p) => p._id));
    expect(middle.body.data.some((p) => firstIds.has(p._id))).toBe(false);
  });

  it('returns the remainder on the last page', async () => {
    const pages = Math.ceil(listed / 10);
    const { body } = await getJson<ListBody>(`/api/properties?page=${pages}&limit=10`);
    expect(body.data).toHaveLength(listed - (pages - 1) * 10);
    expect(body.pagination).toEqual({ page: pages, limit: 10, total: listed, pages });
  });

  it('answers an out-of-range page with an empty list, not an error', async () => {
    const pages = Math.ceil(listed / 10);
    const { status, body } = await getJson<ListBody>(`/api/properties?page=${pages + 5}&limit=10`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], pagination: { page: pages + 5, limit: 10, total: listed, pages } });
  });

  it('walks every page exactly once and lists only public statuses', async () => {
    const seen = new Set<string>();
    const pages = Math.ceil(listed / 7);
    for (let page = 1; page <= pages; page += 1) {
      const { body } = await getJson<ListBody>(`/api/properties?page=${page}&limit=7`);
      for (const p of body.data) {
        expect(seen.has(p._id)).toBe(false);
        expect(LISTED_STATUSES).toContain(p.status);
        seen.add(p._id);
      }
    }
    expect(seen.size).toBe(listed);
  });

  it.each([
    ['page=0', 'La página debe ser como mínimo 1'],
    ['page=abc', 'La página debe ser un número'],
    ['limit=1000', 'El límite debe ser como máximo 100'],
    ['type=castillo', 'Tipo de inmueble no válido'],
    ['minPrice=-5', 'El precio mínimo no puede ser negativo'],
  ])('rejects %s with 400 and a Spanish message', async (query, message) => {
    const { status, body } = await getJson(`/api/properties?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe('GET /api/properties filters', () => {
  it('filters by operation and type', async () => {
    const { body } = await getJson<ListBody>('/api/properties?operation=arriendo&type=casa,apartamento&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.pagination.total).toBe(
      await Property.countDocuments({
        status: trusted({ $in: [...LISTED_STATUSES] }),
        operation: 'arriendo',
        type: trusted({ $in: ['casa', 'apartamento'] as PropertyType[] }),
      }),
    );
    for (const p of body.data) {
      expect(p.operation).toBe('arriendo');
      expect(['casa', 'apartamento']).toContain(p.type);
    }
  });

  it('filters by city code and by either price bound alone', async () => {
    const city = await getJson<ListBody>('/api/properties?city=11001&limit=100');
    expect(city.body.data.length).toBeGreaterThan(0);
    expect(city.body.data.every((p) => p.location.cityCode === '11001')).toBe(true);

    const min = await getJson<ListBody>('/api/properties?minPrice=1000000000&limit=100');
    expect(min.body.data.length).toBeGreaterThan(0);
    expect(min.body.data.every((p) => p.price >= 1_000_000_000)).toBe(true);

    const max = await getJson<ListBody>('/api/properties?maxPrice=3000000&limit=100');
    expect(max.body.data.length).toBeGreaterThan(0);
    expect(max.body.data.every((p) => p.price <= 3_000_000)).toBe(true);
  });

  it('searches without regard to accents or case', async () => {
    const plain = await getJson<ListBody>('/api/properties?search=bogota%20chapinero&limit=100');
    const accented = await getJson<ListBody>(
      `/api/properties?search=${encodeURIComponent('BOGOTÁ Chapinero')}&limit=100`,
    );
    expect(plain.body.data.length).toBeGreaterThan(0);
    expect(accented.body.data.map((p) => p._id)).toEqual(plain.body.data.map((p) => p._id));
    for (const p of plain.body.data) expect(p.location.locality).toBe('Chapinero');
  });

  it('does not let query operators through', async () => {
    const all = await getJson<ListBody>('/api/properties?limit=1');
    const injected = await getJson<ListBody>('/api/properties?limit=1&status[$ne]=x&search[$regex]=.*');
    expect(injected.status).toBe(200);
    expect(injected.body.pagination.total).toBe(all.body.pagination.total);
  });
});
