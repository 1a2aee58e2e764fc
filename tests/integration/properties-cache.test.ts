import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import type { ApiProperty } from '@/lib/validation/property-response';

import { asAdmin } from './accounts';
import { createViaApi, token, type ListBody } from './property-data';
import { baseURL, connectTestDb, get, post } from './stack-client';

// Public reads are cached ('use cache'); every write must expire them so that the very next
// request of each endpoint and of the /listing page shows the change. Each step first reads
// every view (filling the caches with the old state), then writes through the API, then reads
// again.

const word = token();
let id = '';

beforeAll(() => connectTestDb());
afterAll(() => disconnectDb());

interface View {
  listed: string[];
  detail: { status: number; title?: string };
  featured: Array<{ id: string; title: string }>;
  listingHtml: string;
  publicTotal: number;
}

async function look(search: string): Promise<View> {
  const [list, detail, featured, listing, stats] = await Promise.all([
    get(`/api/properties?search=${search}&limit=100`),
    id ? get(`/api/properties/${id}`) : Promise.resolve({ status: 404, body: {} as Record<string, never> }),
    get('/api/properties/featured'),
    fetch(`${baseURL()}/listing?search=${search}`).then((r) => r.text()),
    get('/api/properties/stats'),
  ]);
  expect(list.status).toBe(200);
  return {
    listed: (list.body as ListBody).data.map((p) => p.title),
    detail: { status: detail.status, title: (detail.body.data as ApiProperty | undefined)?.title },
    featured: (featured.body.data as ApiProperty[]).map((p) => ({ id: p._id, title: p.title })),
    listingHtml: listing,
    publicTotal: stats.body.data.totalProperties as number,
  };
}

function expectShown(view: View, title: string) {
  expect(view.listed).toEqual([title]);
  expect(view.detail).toEqual({ status: 200, title });
  expect(view.featured).toContainEqual({ id, title });
  expect(view.listingHtml).toContain(title);
}

function expectHidden(view: View, title: string) {
  expect(view.listed).toEqual([]);
  expect(view.detail.status).toBe(404);
  expect(view.featured.map((f) => f.id)).not.toContain(id);
  expect(view.listingHtml).not.toContain(title);
  expect(view.listingHtml).toContain('No se encontraron propiedades');
}

describe('every property write shows on the next public request', () => {
  const title = `Casa en cache ${word}`;
  const renamed = `Casa renombrada ${word}`;

  it('create (published and featured)', async () => {
    const before = await look(word);
    expect(before.listed).toEqual([]);
    const created = await createViaApi({
      title,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      featured: true,
      priority: 1000,
      price: 500_000_000,
    });
    id = created._id;
    const after = await look(word);
    expectShown(after, title);
    expect(after.publicTotal).toBe(before.publicTotal + 1);
  });

  it('update', async () => {
    expectShown(await look(word), title);
    expect((await asAdmin('PUT', `/api/properties/${id}`, { title: renamed })).status).toBe(200);
    const after = await look(word);
    expectShown(after, renamed);
    expect(after.listingHtml).not.toContain(title);
  });

  it('unpublish (back to borrador)', async () => {
    const before = await look(word);
    expectShown(before, renamed);
    expect((await asAdmin('PUT', `/api/properties/${id}`, { status: 'borrador' })).status).toBe(200);
    const after = await look(word);
    expectHidden(after, renamed);
    expect(after.publicTotal).toBe(before.publicTotal - 1);
  });

  it('publish (status disponible)', async () => {
    expectHidden(await look(word), renamed);
    expect((await asAdmin('PUT', `/api/properties/${id}`, { status: 'published' })).status).toBe(200);
    expectShown(await look(word), renamed);
  });

  it('delete', async () => {
    const before = await look(word);
    expectShown(before, renamed);
    expect((await asAdmin('DELETE', `/api/properties/${id}`)).status).toBe(200);
    const after = await look(word);
    expectHidden(after, renamed);
    expect(after.publicTotal).toBe(before.publicTotal - 1);
  });
});

describe('cached reads stay correct between writes', () => {
  it('serves the detail from the cache: a view (which expires nothing) shows only after the next write', async () => {
    const created = await createViaApi({
      title: `Vista ${token()}`,
      type: 'local',
      operation: 'arriendo',
      status: 'disponible',
    });
    expect((await get(`/api/properties/${created._id}`)).body.data.views).toBe(0);
    expect((await post(`/api/properties/${created._id}/view`)).body.data.views).toBe(1);
    expect((await get(`/api/properties/${created._id}`)).body.data.views).toBe(0);
    expect((await asAdmin('PUT', `/api/properties/${created._id}`, { priority: 2 })).status).toBe(200);
    expect((await get(`/api/properties/${created._id}`)).body.data.views).toBe(1);
  });

  it('answers equivalent queries alike and a hidden property stays hidden after an update', async () => {
    const [a, b] = await Promise.all([
      get('/api/properties?type=casa,finca&limit=100'),
      get('/api/properties?type=finca,casa&limit=100'),
    ]);
    expect(a.body).toEqual(b.body);
    const draft = await createViaApi({ title: `Borrador ${token()}`, type: 'casa', operation: 'venta' });
    expect((await get(`/api/properties/${draft._id}`)).status).toBe(404);
    expect((await asAdmin('PUT', `/api/properties/${draft._id}`, { price: 1 })).status).toBe(200);
    expect((await get(`/api/properties/${draft._id}`)).status).toBe(404);
  });
});
