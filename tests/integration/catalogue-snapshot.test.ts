import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { readCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { snapshotFromDatabase } from '@/lib/db/catalogue-snapshot';
import { LISTED_STATUSES } from '@/lib/domain/property';
import { database } from '@/lib/services/catalogue/source';
import { findPropertyPage, publicQuery } from '@/lib/services/properties/read';
import { propertyListQuerySchema } from '@/lib/validation/properties';

import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { asAdmin } from './accounts';
import { createViaApi, token, type ListBody } from './property-data';
import { baseURL, connectTestDb } from './stack-client';

// A server that starts from the catalogue's snapshot and the journal of the writes made since
// (lib/services/catalogue/snapshot.ts) answers exactly as the warm one and as the database: the
// snapshot is taken, writes go through the API of the running app, then a second app starts on
// the same database and both are asked the same lists and properties.

const FILTERS = [
  'limit=40',
  'operation=venta&sort=price-low&limit=40',
  'type=apartamento,casa&operation=arriendo&limit=40',
  'city=bogota&sort=best-seller&limit=40',
  'neighborhood=Usaquén&sort=newest',
  'minPrice=300000000&maxPrice=900000000&sort=price-high&limit=40',
  'bedrooms=3&bathrooms=2&page=2&limit=12',
  'amenities=Gimnasio&sort=recently',
  'priceDrop=true&sort=price-drop',
  'search=apartamento norte',
];

type App = Awaited<ReturnType<typeof startApp>>;
let started: App;
const written: { kept: string[]; gone: string[] } = { kept: [], gone: [] };

async function list(base: string, query: string) {
  const response = await fetch(`${base}/api/properties?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ListBody;
  return { items: body.data, pagination: body.pagination };
}

async function fromDatabase(query: string) {
  const parsed = publicQuery(propertyListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
  const page = await findPropertyPage(parsed, LISTED_STATUSES, { source: database });
  return { ids: page.items.map((p) => p._id), total: page.pagination.total };
}

beforeAll(async () => {
  await connectTestDb();
  // The snapshot as the seed leaves it, then writes after it: a start must find them in the journal.
  await snapshotFromDatabase(await readCatalogueEpoch());
  const word = token();
  const listed = (n: number) =>
    createViaApi({
      title: `Casa ${word} ${n}`,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      price: 400_000_000 + n,
    });
  const [a, b, c, d] = [await listed(1), await listed(2), await listed(3), await listed(4)];
  expect((await asAdmin('PUT', `/api/properties/${a._id}`, { price: 350_000_000 })).status).toBe(200);
  expect((await asAdmin('PUT', `/api/properties/${b._id}`, { status: 'borrador' })).status).toBe(200);
  expect((await asAdmin('DELETE', `/api/properties/${c._id}`)).status).toBe(200);
  written.kept = [a._id, d._id];
  written.gone = [b._id, c._id];
  started = await startApp({ ...stackSeedEnv(inject('mongoUri')), OUTBOX_WORKER: 'off' });
}, 120_000);

afterAll(async () => {
  await started?.stop();
  for (const id of written.kept) await asAdmin('DELETE', `/api/properties/${id}`);
  await disconnectDb();
});

describe('a server started from the snapshot and the journal', () => {
  it('started from the snapshot, not a scan', async () => {
    await fetch(`${started.baseURL}/api/properties?limit=1`);
    expect(readFileSync(started.logFile, 'utf8')).toMatch(/\[catalogue\] \d+ properties from the snapshot/);
  });

  it.each(FILTERS)('answers %s as the warm server and the database do', async (query) => {
    const [fresh, warm] = [await list(started.baseURL, query), await list(baseURL(), query)];
    expect(fresh).toEqual(warm);
    expect({ ids: fresh.items.map((p) => p._id), total: fresh.pagination.total }).toEqual(await fromDatabase(query));
  });

  it('has the properties written since the snapshot, and not those unpublished or deleted', async () => {
    for (const id of written.kept) {
      const [fresh, warm] = await Promise.all(
        [started.baseURL, baseURL()].map(async (base) => (await fetch(`${base}/api/properties/${id}`)).json()),
      );
      expect(fresh).toEqual(warm);
      expect((fresh as { data: { _id: string } }).data._id).toBe(id);
    }
    const repriced = await list(started.baseURL, 'type=casa&minPrice=350000000&maxPrice=350000000');
    expect(repriced.items.map((p) => p._id)).toContain(written.kept[0]);
    for (const id of written.gone) expect((await fetch(`${started.baseURL}/api/properties/${id}`)).status).toBe(404);
  });
});
