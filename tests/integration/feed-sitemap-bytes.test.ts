import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { LISTED_STATUSES } from '@/lib/domain/property';
import { TROVIT_HEAD, TROVIT_TAIL, trovitAd } from '@/lib/feeds/trovit';
import { toApiProperty, type StoredProperty } from '@/lib/services/properties/mapper';
import { toPublicProperty } from '@/lib/services/properties/public-location';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import { createViaApi, token } from './property-data';
import { baseURL, connectTestDb } from './stack-client';

// The feed and the sitemap are rebuilt after a write from what each listing's block was (the
// feed keeps every <ad> until its listing changes): the bytes must be exactly those of a document
// written from the database, and a change of one listing must change its block and nothing else.

const word = token();
let id = '';

const fetchBytes = async (path: string) => {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status, path).toBe(200);
  return { text: Buffer.from(await response.arrayBuffer()).toString('utf8'), etag: response.headers.get('etag') };
};
const feed = () => fetchBytes('/feeds/trovit.xml');
const sitemap = () => fetchBytes('/sitemap.xml');

const adOf = (xml: string) => xml.match(new RegExp(`<ad><id>${id}</id>.*?</ad>\n`, 's'))?.[0] ?? '';
const urlOf = (xml: string) =>
  xml.match(new RegExp(`<url>\n<loc>[^<]*/property/${id}</loc>.*?</url>\n`, 's'))?.[0] ?? '';

/** What the feed was before its ads were kept: every syndicated listing from a database cursor, newest id first. */
async function feedFromDatabase(siteName: string) {
  const hash = createHash('sha1');
  let body = TROVIT_HEAD;
  const rows = Property.find({ status: trusted({ $in: [...LISTED_STATUSES] }), syndicate: trusted({ $ne: false }) })
    .sort({ _id: -1 })
    .lean<StoredProperty[]>()
    .cursor({ batchSize: 200 });
  for await (const row of rows as AsyncIterable<StoredProperty>) {
    const ad = trovitAd(toPublicProperty(toApiProperty(row)), baseURL(), siteName);
    hash.update(ad);
    body += ad;
  }
  return { text: body + TROVIT_TAIL, etag: `"${hash.digest('hex')}"` };
}

async function siteName(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/settings`);
  return (await response.json()).data.general.siteName;
}

beforeAll(async () => {
  await connectTestDb();
  id = (
    await createViaApi({
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      title: `Bytes ${word}`,
      price: 610_000_000,
      features: { area: 88, bedrooms: 2 },
      location: { address: 'Carrera 7 # 71-21', localityCode: '1100102', coordinates: { lat: 4.6553, lng: -74.0572 } },
    })
  )._id;
});
afterAll(async () => {
  if (id) await asAdmin('DELETE', `/api/properties/${id}`);
  await disconnectDb();
});

describe('the feed and the sitemap, byte for byte', () => {
  it('the feed is the document a database scan writes, and a second fetch without a write is the same bytes', async () => {
    const [first, second] = [await feed(), await feed()];
    expect(second.text).toBe(first.text);
    expect(second.etag).toBe(first.etag);
    const built = await feedFromDatabase(await siteName());
    expect(first.text === built.text, 'the feed differs from the database scan').toBe(true);
    expect(first.etag).toBe(built.etag);
    const [map, mapAgain] = [await sitemap(), await sitemap()];
    expect(mapAgain.text === map.text, 'two fetches of the sitemap differ').toBe(true);
  });

  it("after one listing's change both differ only in that listing's block, which shows the change", async () => {
    const [feedBefore, mapBefore] = [await feed(), await sitemap()];
    const [adBefore, urlBefore] = [adOf(feedBefore.text), urlOf(mapBefore.text)];
    expect(adBefore).toContain(`<title>Bytes ${word}</title>`);
    expect(urlBefore).not.toBe('');

    const changed = await asAdmin('PUT', `/api/properties/${id}`, {
      title: `Bytes cambiado ${word}`,
      price: 595_000_000,
    });
    expect(changed.status).toBe(200);
    const updatedAt = changed.body.data.updatedAt as string;

    const [feedAfter, mapAfter] = [await feed(), await sitemap()];
    const [adAfter, urlAfter] = [adOf(feedAfter.text), urlOf(mapAfter.text)];
    expect(adAfter).toContain(`<title>Bytes cambiado ${word}</title>`);
    expect(adAfter).toContain('<price currency="COP">595000000</price>');
    expect(urlAfter).toContain(`<lastmod>${updatedAt}</lastmod>`);
    expect(urlAfter).not.toBe(urlBefore);
    // Everything else, byte for byte, and the block in the same place.
    expect(feedAfter.text.indexOf(adAfter)).toBe(feedBefore.text.indexOf(adBefore));
    expect(feedAfter.text.replace(adAfter, '') === feedBefore.text.replace(adBefore, ''), 'other ads changed').toBe(
      true,
    );
    expect(mapAfter.text.indexOf(urlAfter)).toBe(mapBefore.text.indexOf(urlBefore));
    expect(mapAfter.text.replace(urlAfter, '') === mapBefore.text.replace(urlBefore, ''), 'other urls changed').toBe(
      true,
    );
    expect(feedAfter.etag).not.toBe(feedBefore.etag);
    expect((await feedFromDatabase(await siteName())).text === feedAfter.text).toBe(true);
  });

  it("a change of the agency's name is in every ad", async () => {
    const original = await siteName();
    const renamed = `Agencia ${token()}`;
    try {
      expect((await asAdmin('PUT', '/api/settings', { general: { siteName: renamed } })).status).toBe(200);
      const { text } = await feed();
      const ads = text.match(/<ad>/g)?.length ?? 0;
      expect(ads).toBeGreaterThan(0);
      expect(text.split(`<agency>${renamed}</agency>`).length - 1).toBe(ads);
    } finally {
      expect((await asAdmin('PUT', '/api/settings', { general: { siteName: original } })).status).toBe(200);
    }
    const { text } = await feed();
    expect(text).not.toContain(renamed);
  });
});
