import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { LISTED_STATUSES } from '@/lib/domain/property';
import { approximatePoint } from '@/lib/maps/approximate';
import { Property } from '@/models/property';

import { ensureXmllint } from '../../scripts/lib/debian-package.mjs';
import { asAdmin } from './accounts';
import { createViaApi, token } from './property-data';
import { baseURL, connectTestDb } from './stack-client';

// GET /feeds/trovit.xml: valid against the format's schema (our copy, with
// only PriceValue's maximum lifted), exactly the syndicated public listings, the location as far
// as the owner allows it, and a 304 to a crawler's conditional GET.

const SCHEMA = path.resolve(import.meta.dirname, '../fixtures/trovit/trovit-homes.xsd');
const word = token();
const made: Record<string, string> = {};

const feed = (headers: Record<string, string> = {}) => fetch(`${baseURL()}/feeds/trovit.xml`, { headers });
const ids = (xml: string) => [...xml.matchAll(/<ad><id>([^<]+)<\/id>/g)].map((m) => m[1]).sort();
const adOf = (xml: string, id: string) => xml.match(new RegExp(`<ad><id>${id}</id>.*?</ad>`, 's'))?.[0] ?? '';

/** xmllint's verdict on `xml` against the schema copy ('' when valid). */
function schemaErrors(xml: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'trovit-')), 'feed.xml');
  writeFileSync(file, xml);
  try {
    execFileSync(ensureXmllint(), ['--noout', '--schema', SCHEMA, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

beforeAll(async () => {
  await connectTestDb();
  const base = { type: 'apartamento', operation: 'venta', status: 'disponible', features: { area: 140 } };
  const location = {
    address: 'Calle 98 # 9-41, Apto 301',
    localityCode: '1100102',
    coordinates: { lat: 4.6843, lng: -74.0481 },
  };
  made.dear = (await createViaApi({ ...base, title: `Ático & <vista> ${word}`, price: 2_450_000_000, location }))._id;
  made.hidden = (
    await createViaApi({ ...base, title: `No sindicado ${word}`, price: 500_000_000, syndicate: false })
  )._id;
  made.rent = (
    await createViaApi({
      ...base,
      operation: 'arriendo',
      title: `Arriendo ${word}`,
      price: 3_200_000,
      description: 'Corto',
    })
  )._id;
});
afterAll(async () => {
  for (const id of Object.values(made)) await asAdmin('DELETE', `/api/properties/${id}`);
  await disconnectDb();
});

describe('GET /feeds/trovit.xml', () => {
  it('is valid against the schema and lists exactly the syndicated public listings', async () => {
    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(schemaErrors(xml)).toBe('');
    const rows = await Property.find({
      status: trusted({ $in: [...LISTED_STATUSES] }),
      syndicate: trusted({ $ne: false }),
    })
      .select('_id')
      .lean();
    expect(ids(xml)).toEqual(rows.map((row) => row._id.toString()).sort());
    expect(ids(xml)).not.toContain(made.hidden);
    expect(response.headers.get('x-feed-count')).toBe(String(rows.length));
  });

  it('escapes text, keeps prices in COP past 1,000,000,000 and hides what the owner did not allow', async () => {
    const xml = await (await feed()).text();
    const ad = adOf(xml, made.dear);
    expect(ad).toContain(`<title>Ático &amp; &lt;vista&gt; ${word}</title>`);
    expect(ad).toContain('<price currency="COP">2450000000</price>');
    expect(ad).toContain('<type>For Sale</type>');
    expect(ad).toContain('<address>Calle 98</address>'); // no door number, no unit
    const shown = approximatePoint({ lat: 4.6843, lng: -74.0481 });
    expect(ad).toContain(`<latitude>${shown.lat}</latitude><longitude>${shown.lng}</longitude>`);
    expect(ad).toContain('<city_area>Chapinero</city_area><city>Bogotá</city>');
    expect(ad).toContain('<country>CO</country>');
    expect(ad).toContain('<floor_area unit="meters">140</floor_area>');
    expect(ad).toMatch(
      new RegExp(`<url>${baseURL().replace(/[.:/]/g, '\\$&')}|<url>https?://[^<]+/property/${made.dear}</url>`),
    );
    const rent = adOf(xml, made.rent);
    expect(rent).toContain('<price currency="COP" period="monthly">3200000</price>');
    expect(rent).toContain('<type>For Rent</type>');
    expect(rent).toMatch(/<content>[^<]{30,}<\/content>/);
  });

  it('answers a conditional GET with 304 until the catalogue changes', async () => {
    const first = await feed();
    await first.text();
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect((await feed({ 'if-none-match': etag })).status).toBe(304);
    expect((await feed({ 'if-modified-since': lastModified })).status).toBe(304);
    await asAdmin('PUT', `/api/properties/${made.hidden}`, { syndicate: true });
    const changed = await feed({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(ids(await changed.text())).toContain(made.hidden);
  });
});
