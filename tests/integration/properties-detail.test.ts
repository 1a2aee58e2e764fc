import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { LISTED_STATUSES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@/lib/domain/property';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { adminToken, userToken } from './accounts';
import { storedRows, type Row } from './property-data';
import { connectTestDb, get, post } from './stack-client';

let everything: Row[] = [];
const withStatus = (status: string) => {
  const row = everything.find((r) => r.status === status);
  if (!row) throw new Error(`the seed has no ${status} property`);
  return row;
};

beforeAll(async () => {
  await connectTestDb();
  everything = await storedRows('all');
});
afterAll(() => disconnectDb());

describe('GET /api/properties/{id}', () => {
  it('answers a public property by id and by slug in the server shape', async () => {
    const row = withStatus('disponible');
    const byId = await get(`/api/properties/${row._id.toString()}`);
    expect(byId.status).toBe(200);
    expect(byId.body.success).toBe(true);
    const property = byId.body.data as ApiProperty;
    expect(property).toMatchObject({
      _id: row._id.toString(),
      title: row.title,
      slug: row.slug,
      currency: 'COP',
      version: expect.any(Number),
    });
    expect(property).not.toHaveProperty('searchText');
    expect(property.images[0]).toMatchObject({ isMain: true, order: 0 });
    const bySlug = await get(`/api/properties/${row.slug}`);
    expect(bySlug.body.data._id).toBe(row._id.toString());
  });

  it('lets the public open reservado, vendido and arrendado but not borrador or pendiente', async () => {
    for (const status of ['reservado', 'vendido', 'arrendado']) {
      const { status: code, body } = await get(`/api/properties/${withStatus(status)._id.toString()}`);
      expect(code, status).toBe(200);
      expect(body.data.status).toBe(status);
    }
    for (const status of ['borrador', 'pendiente']) {
      const id = withStatus(status)._id.toString();
      expect(await get(`/api/properties/${id}`)).toMatchObject({
        status: 404,
        body: { success: false, message: 'Propiedad no encontrada' },
      });
      expect(await get(`/api/properties/${id}`, { token: await userToken() })).toMatchObject({ status: 404 });
      const admin = await get(`/api/properties/${id}`, { token: await adminToken() });
      expect(admin.status).toBe(200);
      expect(admin.body.data.status).toBe(status);
    }
  });

  it('answers 404 for an unknown id or slug and 400 for a malformed one', async () => {
    expect(await get('/api/properties/65a1b2c3d4e5f60718293a4b')).toMatchObject({
      status: 404,
      body: { message: 'Propiedad no encontrada' },
    });
    expect(await get('/api/properties/no-existe-esta-propiedad')).toMatchObject({
      status: 404,
      body: { message: 'Propiedad no encontrada' },
    });
    for (const bad of ['%24ne', 'Casa%20bonita', 'a'.repeat(201), 'casa--rota', '-casa']) {
      expect(await get(`/api/properties/${bad}`), bad).toMatchObject({
        status: 400,
        body: { success: false, message: 'ID de propiedad no válido' },
      });
    }
  });

  it('answers 401 for a bad bearer token rather than treating it as anonymous', async () => {
    const { status } = await get(`/api/properties/${withStatus('disponible')._id.toString()}`, {
      token: 'not-a-token',
    });
    expect(status).toBe(401);
  });
});

describe('POST /api/properties/{id}/view', () => {
  it('counts every one of many concurrent views', async () => {
    const row = withStatus('disponible');
    const id = row._id.toString();
    const before = (await Property.findById(id).lean())?.views ?? 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(`/api/properties/${id}/view`)));
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, body: { success: true, data: { views: expect.any(Number) } } });
    const seen = answers.map((a) => a.body.data.views as number).sort((a, b) => a - b);
    expect(new Set(seen).size).toBe(20);
    expect(seen.at(-1)).toBe(before + 20);
    expect((await Property.findById(id).lean())?.views).toBe(before + 20);
  });

  it('counts views of a sold property by slug, and not of a draft or an unknown one', async () => {
    const sold = withStatus('vendido');
    const before = (await Property.findById(sold._id).lean())?.views ?? 0;
    expect(await post(`/api/properties/${sold.slug}/view`)).toMatchObject({
      status: 200,
      body: { data: { views: before + 1 } },
    });
    const draft = withStatus('borrador');
    expect(await post(`/api/properties/${draft._id.toString()}/view`)).toMatchObject({
      status: 404,
      body: { message: 'Propiedad no encontrada' },
    });
    expect((await Property.findById(draft._id).lean())?.views).toBe(draft.views);
    expect(await post('/api/properties/65a1b2c3d4e5f60718293a4b/view')).toMatchObject({ status: 404 });
    expect(await post('/api/properties/%24gt/view')).toMatchObject({
      status: 400,
      body: { message: 'ID de propiedad no válido' },
    });
  });

  it('does not touch updatedAt', async () => {
    const row = withStatus('reservado');
    await post(`/api/properties/${row._id.toString()}/view`);
    expect((await Property.findById(row._id).lean())?.updatedAt?.toISOString()).toBe(row.updatedAt?.toISOString());
  });
});

describe('GET /api/properties/featured', () => {
  it('lists public featured properties, six by default, highest priority first', async () => {
    const featured = everything.filter((r) => r.featured && LISTED_STATUSES.includes(r.status ?? 'borrador'));
    const { status, body } = await get('/api/properties/featured');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const items = body.data as ApiProperty[];
    expect(items).toHaveLength(Math.min(6, featured.length));
    for (const p of items) expect(p.featured && LISTED_STATUSES.includes(p.status)).toBe(true);
    const priorities = items.map((p) => p.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(featured.length).toBeLessThanOrEqual(24);
    const all = await get('/api/properties/featured?limit=24');
    expect((all.body.data as ApiProperty[]).map((p) => p._id).sort()).toEqual(
      featured.map((r) => r._id.toString()).sort(),
    );
  });

  it.each([
    ['limit=0', 'El límite debe ser como mínimo 1'],
    ['limit=25', 'El límite debe ser como máximo 24'],
  ])('rejects %s', async (query, message) => {
    expect(await get(`/api/properties/featured?${query}`)).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
  });
});

describe('GET /api/properties/stats', () => {
  const count = (rows: Row[], predicate: (r: Row) => boolean) => rows.filter(predicate).length;

  it('gives admins fresh figures over every property', async () => {
    const rows = await storedRows('all');
    const { status, body } = await get('/api/properties/stats', { token: await adminToken() });
    expect(status).toBe(200);
    const stats = body.data;
    expect(stats.totalProperties).toBe(rows.length);
    expect(stats.totalViews).toBe(rows.reduce((sum, r) => sum + (r.views ?? 0), 0));
    expect(Object.keys(stats.byStatus).sort()).toEqual([...PROPERTY_STATUSES].sort());
    expect(Object.keys(stats.byType).sort()).toEqual([...PROPERTY_TYPES].sort());
    for (const s of PROPERTY_STATUSES) expect(stats.byStatus[s], s).toBe(count(rows, (r) => r.status === s));
    for (const t of PROPERTY_TYPES) expect(stats.byType[t], t).toBe(count(rows, (r) => r.type === t));
    expect(stats.featured).toBe(count(rows, (r) => r.featured === true));
    const day = 86_400_000;
    const age = (r: Row) => Date.now() - (r.createdAt?.getTime() ?? 0);
    expect(stats.createdLast30Days).toBe(count(rows, (r) => age(r) <= 30 * day));
    expect(stats.createdPrevious30Days).toBe(count(rows, (r) => age(r) > 30 * day && age(r) <= 60 * day));
  });

  it('gives anyone else figures over the public catalogue only', async () => {
    const rows = await storedRows('listed');
    for (const token of [undefined, await userToken()]) {
      const { status, body } = await get('/api/properties/stats', { token });
      expect(status).toBe(200);
      const stats = body.data;
      expect(stats.totalProperties).toBe(rows.length);
      expect(stats.byStatus).toMatchObject({ borrador: 0, pendiente: 0, vendido: 0, inactivo: 0 });
      expect(stats.byStatus.disponible + stats.byStatus.reservado).toBe(rows.length);
      for (const t of PROPERTY_TYPES) expect(stats.byType[t], t).toBe(count(rows, (r) => r.type === t));
      // Views are counted without expiring the cache, so the cached figure may lag behind.
      expect(stats.totalViews).toBeGreaterThan(0);
      expect(stats.totalViews).toBeLessThanOrEqual(rows.reduce((sum, r) => sum + (r.views ?? 0), 0));
    }
  });
});
