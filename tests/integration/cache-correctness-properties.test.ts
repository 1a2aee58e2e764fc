import { describe, expect, it } from 'vitest';

import type { ApiProperty } from '@/lib/validation/property-response';

import { createViaApi, token, type ListBody } from './property-data';
import { get } from './stack-client';
import { adminWrite, isNotFound, json, page, sitemap, writeStep } from './visitor-reads';

// Every property write shows on the very next anonymous request of each page and endpoint it
// affects. properties-cache.test.ts covers the search-filtered list and /listing, the detail
// and featured endpoints and stats; this file covers the unfiltered catalogue (first page and
// its cached total), the /property/{id} page, the home carousel and the sitemap. Each step
// reads every view first (filling the caches with the old state), writes through the API, then
// reads again.

const NOT_FOUND_TEXT = 'La propiedad que buscas no existe.';
let id = '';

interface View {
  firstPage: string[];
  total: number;
  detail: { status: number; title?: string };
  featured: string[];
  listing: string;
  listingCount: string;
  detailPage: { status: number; html: string };
  home: string;
  sitemap: Map<string, string | null>;
}

async function look(): Promise<View> {
  const [list, detail, featured, listing, detailPage, home, map] = await Promise.all([
    json('/api/properties?limit=10') as Promise<ListBody>,
    get(`/api/properties/${id}`),
    json('/api/properties/featured?limit=24'),
    page('/listing'),
    page(`/property/${id}`),
    page('/'),
    sitemap(),
  ]);
  return {
    firstPage: list.data.map((p) => p._id),
    total: list.pagination.total,
    detail: { status: detail.status, title: (detail.body.data as ApiProperty | undefined)?.title },
    featured: (featured.data as ApiProperty[]).map((p) => `${p._id} ${p.title}`),
    listing: listing.html,
    listingCount: /data-testid="result-count"[^>]*>([^<]+)</.exec(listing.html)?.[1] ?? '',
    detailPage,
    home: home.html,
    sitemap: map,
  };
}

function expectShown(view: View, title: string) {
  expect(view.firstPage).toContain(id);
  expect(view.detail).toEqual({ status: 200, title });
  expect(view.featured).toContain(`${id} ${title}`);
  expect(view.listing).toContain(title);
  expect(view.listingCount).toBe(`${view.total} inmuebles encontrados`);
  expect(view.detailPage.status).toBe(200);
  expect(view.detailPage.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(isNotFound(view.detailPage.html)).toBe(false);
  expect(view.home).toContain(title);
  expect(view.sitemap.has(`/property/${id}`)).toBe(true);
}

function expectHidden(view: View, title: string) {
  expect(view.firstPage).not.toContain(id);
  expect(view.detail.status).toBe(404);
  expect(view.detailPage.status).toBe(404);
  expect(view.featured.some((f) => f.startsWith(id))).toBe(false);
  expect(view.listing).not.toContain(title);
  expect(view.listingCount).toBe(`${view.total} inmuebles encontrados`);
  expect(isNotFound(view.detailPage.html)).toBe(true);
  expect(view.detailPage.html).toContain(NOT_FOUND_TEXT);
  expect(view.detailPage.html).toContain('<title>Propiedad no encontrada |');
  expect(view.detailPage.html).not.toContain(title);
  expect(view.home).not.toContain(title);
  expect(view.sitemap.has(`/property/${id}`)).toBe(false);
}

const put = (body: Record<string, unknown>) => adminWrite<ApiProperty>('PUT', `/api/properties/${id}`, body);

describe('each property write shows on the next request of every page and endpoint', () => {
  const word = token();
  const title = `Casa coherente ${word}`;
  const renamed = `Casa corregida ${word}`;

  it('create (published, featured): first page, total, detail, pages, home, sitemap', async () => {
    id = '000000000000000000000000';
    const create = async () => {
      id = (
        await createViaApi({
          title,
          type: 'casa',
          operation: 'venta',
          status: 'disponible',
          featured: true,
          priority: 1000,
          price: 910_000_000,
        })
      )._id;
    };
    const { after } = await writeStep(look, {
      was: () => undefined,
      write: create,
      now: (v) => expectShown(v, title),
      totalChange: 1,
    });
    expect(after.firstPage[0]).toBe(id);
  });

  it('update (title): every view shows the new title, none the old, and the sitemap the new date', async () => {
    const { after, written } = await writeStep(look, {
      was: (v) => expectShown(v, title),
      write: () => put({ title: renamed }),
      now: (v) => expectShown(v, renamed),
    });
    for (const html of [after.listing, after.detailPage.html, after.home]) expect(html).not.toContain(title);
    expect(new Date(after.sitemap.get(`/property/${id}`) ?? 0).getTime()).toBe(new Date(written.updatedAt).getTime());
  });

  it('unpublish (back to borrador): gone everywhere, the page says it does not exist', () =>
    writeStep(look, {
      was: (v) => expectShown(v, renamed),
      write: () => put({ status: 'borrador' }),
      now: (v) => expectHidden(v, renamed),
      totalChange: -1,
    }));

  it('publish (borrador -> disponible): back everywhere', () =>
    writeStep(look, {
      was: (v) => expectHidden(v, renamed),
      write: () => put({ status: 'disponible' }),
      now: (v) => expectShown(v, renamed),
      totalChange: 1,
    }));

  it('delete: gone everywhere', () =>
    writeStep(look, {
      was: (v) => expectShown(v, renamed),
      write: () => adminWrite('DELETE', `/api/properties/${id}`, undefined),
      now: (v) => expectHidden(v, renamed),
      totalChange: -1,
    }));
});

describe('the cached total of a filter follows writes on every page of it', () => {
  it('a later page and another sort of the same search count the new row at once', async () => {
    const word = token();
    const make = (n: number) =>
      createViaApi({
        title: `Lote contado ${n} ${word}`,
        type: 'terreno',
        operation: 'venta',
        status: 'disponible',
        price: 1_000_000 + n,
      });
    for (const n of [1, 2, 3]) await make(n);
    const pageOf = async (query: string) => (await json(`/api/properties?search=${word}&limit=2&${query}`)) as ListBody;
    // Page 1 is full (a count is needed and cached); page 2 is short (its total comes from the page).
    expect((await pageOf('page=1')).pagination).toMatchObject({ total: 3, pages: 2 });
    expect((await pageOf('page=2')).data).toHaveLength(1);
    expect((await pageOf('page=1&sort=price-low')).pagination.total).toBe(3);
    await make(4);
    expect((await pageOf('page=1&sort=price-low')).pagination).toMatchObject({ total: 4, pages: 2 });
    expect((await pageOf('page=2')).pagination).toMatchObject({ total: 4, pages: 2 });
    expect((await pageOf('page=3')).pagination).toMatchObject({ total: 4, pages: 2 });
    expect((await pageOf('page=3')).data).toEqual([]);
    const listing = await page(`/listing?search=${word}&limit=12`);
    expect(listing.html).toMatch(/data-testid="result-count"[^>]*>4 inmuebles encontrados</);
  });
});
