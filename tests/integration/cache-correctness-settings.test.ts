import { afterAll, describe, expect, it } from 'vitest';

import type { ApiProperty } from '@/lib/validation/property-response';

import { asAdmin } from './accounts';
import { createViaApi, token, type ListBody } from './property-data';
import { json, page } from './visitor-reads';

// A settings change shows in the header and footer of the very next page, and a location rename
// in the location lists and in every property view that copies the name. Reads are anonymous
// HTTP requests (through the caches); writes go through the API.

describe('a settings change shows in the chrome of the next page', () => {
  let original: { siteName: string; contactPhone: string } | null = null;
  afterAll(async () => {
    if (original) expect((await asAdmin('PUT', '/api/settings', { general: original })).status).toBe(200);
  });

  const pages = ['/', '/listing', '/news', '/contact'];
  const read = async () => ({
    api: (await json('/api/settings')).data.general,
    html: await Promise.all(pages.map(async (p) => (await page(p)).html)),
  });

  it('company name (header, footer) and phone (footer), on every page and in /api/settings', async () => {
    const before = await read();
    original = { siteName: before.api.siteName, contactPhone: before.api.contactPhone };
    for (const html of before.html) expect(html).toContain(original.contactPhone);
    const siteName = `Inmobiliaria ${token()}`;
    const contactPhone = `+57 601 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    expect((await asAdmin('PUT', '/api/settings', { general: { siteName, contactPhone } })).status).toBe(200);

    const after = await read();
    expect(after.api).toMatchObject({ siteName, contactPhone });
    after.html.forEach((html, i) => {
      expect(html, pages[i]).toContain(contactPhone);
      expect(html, pages[i]).not.toContain(original!.contactPhone);
      // Header and footer (and the footer's © line) both name the company.
      expect(html.split(siteName).length - 1, pages[i]).toBeGreaterThanOrEqual(2);
    });

    expect((await asAdmin('PUT', '/api/settings', { general: original })).status).toBe(200);
    const restored = await read();
    for (const html of restored.html) expect(html).toContain(original.contactPhone);
    expect(restored.html[0]).not.toContain(siteName);
    original = null;
  });
});

describe('a location rename shows in the location lists and every view of its properties', () => {
  const run = String(Math.floor(Math.random() * 9000) + 1000);
  const cityCode = `8${run}`;
  const localityCode = `${cityCode}01`;
  const [oldWord, newWord, cityWord] = [token(), token(), token()];
  let property: ApiProperty | null = null;

  afterAll(async () => {
    if (property) await asAdmin('DELETE', `/api/properties/${property._id}`);
    await asAdmin('DELETE', `/api/localities/${localityCode}`);
    await asAdmin('DELETE', `/api/cities/${cityCode}`);
  });

  const read = async () => {
    const id = property!._id;
    const [localities, cities, detail, byOld, byNew, detailPage, listing] = await Promise.all([
      json(`/api/localities?cityCode=${cityCode}`),
      json('/api/cities?departmentCode=25'),
      json(`/api/properties/${id}`),
      json(`/api/properties?search=${oldWord}`) as Promise<ListBody>,
      json(`/api/properties?search=${newWord}`) as Promise<ListBody>,
      page(`/property/${id}`),
      page(`/listing?search=${property!.title.split(' ').at(-1)}`),
    ]);
    return {
      localities: (localities.data as Array<{ name: string }>).map((l) => l.name),
      city: (cities.data as Array<{ code: string; name: string }>).find((c) => c.code === cityCode)?.name,
      location: (detail.data as ApiProperty).location,
      foundByOld: byOld.data.map((p) => p._id),
      foundByNew: byNew.data.map((p) => p._id),
      detailPage: detailPage.html,
      listing: listing.html,
    };
  };

  it('renames a locality, then its city', async () => {
    expect(
      (await asAdmin('POST', '/api/cities', { name: `Pueblo ${cityWord}`, code: cityCode, departmentCode: '25' }))
        .status,
    ).toBe(201);
    const created = await asAdmin('POST', '/api/localities', {
      name: `Barrio ${oldWord}`,
      code: localityCode,
      cityCode,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    property = await createViaApi({
      title: `Finca ubicada ${token()}`,
      type: 'finca',
      operation: 'venta',
      status: 'disponible',
      location: { cityCode, localityCode },
    });

    const before = await read();
    expect(before.localities).toEqual([`Barrio ${oldWord}`]);
    expect(before.location.locality).toBe(`Barrio ${oldWord}`);
    expect(before.foundByOld).toEqual([property._id]);
    expect(before.foundByNew).toEqual([]);
    for (const html of [before.detailPage, before.listing]) expect(html).toContain(`Barrio ${oldWord}`);

    expect(
      (await asAdmin('PUT', '/api/localities', { name: `Barrio ${newWord}`, code: localityCode, cityCode })).status,
    ).toBe(200);
    const renamed = await read();
    expect(renamed.localities).toEqual([`Barrio ${newWord}`]);
    expect(renamed.location.locality).toBe(`Barrio ${newWord}`);
    expect(renamed.foundByOld).toEqual([]);
    expect(renamed.foundByNew).toEqual([property._id]);
    for (const html of [renamed.detailPage, renamed.listing]) {
      expect(html).toContain(`Barrio ${newWord}`);
      expect(html).not.toContain(`Barrio ${oldWord}`);
    }

    const newCity = `Villa ${token()}`;
    expect((await asAdmin('PUT', '/api/cities', { name: newCity, code: cityCode, departmentCode: '25' })).status).toBe(
      200,
    );
    const moved = await read();
    expect(moved.city).toBe(newCity);
    expect(moved.location.city).toBe(newCity);
    for (const html of [moved.detailPage, moved.listing]) {
      expect(html).toContain(newCity);
      expect(html).not.toContain(`Pueblo ${cityWord}`);
    }
  });
});
