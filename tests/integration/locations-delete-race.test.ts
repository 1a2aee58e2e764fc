import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api/errors';
import { trusted } from '@/lib/db';
import { LOCATION_MESSAGES as M } from '@/lib/domain/locations';
import { deleteCity, deleteLocality, listCities, listLocalities } from '@/lib/services/locations';
import { createLocality, updateLocality } from '@/lib/services/locations/localities';
import { createProperty, updateProperty } from '@/lib/services/properties';
import { resolveLocation } from '@/lib/services/properties/location';
import { localityBodySchema } from '@/lib/validation/locations';
import { propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/properties';
import { City } from '@/models/city';
import { Locality } from '@/models/locality';
import { Property } from '@/models/property';

import { asAdmin } from './api-helpers';
import { connectTestDb, getJson } from './helpers';
import { token } from './property-helpers';

// No property or locality ever names a city or locality that does not exist, whatever the order
// of a save and a delete: DELETE archives a place (lib/services/locations/shared.ts), so a save
// that checked the place just before still finds it. Two app instances race here, as on MongoDB
// with several: the server over HTTP, and this process calling the services on the same database
// (with its own write queue, so nothing serialises the two). This process has no Next.js cache,
// so its cache calls do nothing; its cached reads (listCities...) read the database each time.
vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  cacheTag: () => undefined,
  cacheLife: () => undefined,
}));

const ROUNDS = 6;
const BOGOTA = '11001';
const codes: string[] = [];
const properties: string[] = [];

type Outcome = { status: number; message?: string; id?: string };

/** A service call in this process, answered like the API: 200, or the ApiError's status and message. */
const direct = (run: () => Promise<{ _id?: unknown } | unknown>): Promise<Outcome> =>
  run().then(
    (value) => ({ status: 200, id: (value as { _id?: unknown } | undefined)?._id?.toString() }),
    (error: unknown) => {
      if (error instanceof ApiError) return { status: error.status, message: error.message };
      throw error;
    },
  );

/** The same call through the server. */
async function http(method: string, path: string, body?: unknown): Promise<Outcome> {
  const answer = await asAdmin(method, path, body);
  if (answer.status >= 300) return { status: answer.status, message: answer.body.message };
  return { status: 200, id: answer.body.data?._id };
}

/** Starts `run` after a few milliseconds, so each round meets the other side at another point. */
const after = <T>(ms: number, run: () => Promise<T>) => new Promise((go) => setTimeout(go, ms)).then(run);
const jitter = () => Math.floor(Math.random() * 120);

async function newCity(): Promise<string> {
  const code = `7${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await Promise.all([City.deleteOne({ code }), Locality.deleteMany({ cityCode: code })]);
  await Property.deleteMany({ 'location.cityCode': code });
  codes.push(code);
  await City.create({ code, name: `Ciudad carrera ${code}`, departmentCode: '25', departmentName: 'Cundinamarca' });
  return code;
}

async function newLocality(cityCode: string, suffix: number): Promise<string> {
  const code = `${cityCode}${String(suffix).padStart(2, '0')}`;
  const body = localityBodySchema.parse({ code, name: `Barrio ${code}`, cityCode });
  await createLocality(body);
  return code;
}

const draft = (location: Record<string, string>) => ({
  title: `Casa en carrera ${token()}`,
  type: 'casa',
  operation: 'venta',
  price: 300_000_000,
  status: 'borrador',
  location,
});
const directCreate = (location: Record<string, string>) =>
  direct(() => createProperty(propertyCreateSchema.parse(draft(location))));

/** Every property this file made and every locality of its cities names a stored place. */
async function expectNoOrphans() {
  const [rows, localities] = await Promise.all([
    Property.find({ _id: trusted({ $in: properties }) }).lean(),
    Locality.find({ cityCode: trusted({ $in: codes }) }).lean(),
  ]);
  for (const { _id, location } of rows) {
    if (location?.cityCode) expect(await City.exists({ code: location.cityCode }), `${_id}`).toBeTruthy();
    if (location?.localityCode) expect(await Locality.exists({ code: location.localityCode }), `${_id}`).toBeTruthy();
  }
  for (const { code, cityCode } of localities) expect(await City.exists({ code: cityCode }), code).toBeTruthy();
}

/**
 * One race's answers agree with what is stored: a save is refused only as naming an unknown
 * place (the archive came first), a delete only because something already pointed at the place,
 * never both; an archived place is listed nowhere, here or (after an HTTP delete) by the server.
 */
async function expectCoherent(save: Outcome, remove: Outcome, unknown: Outcome, blocked: string, place: Place) {
  const context = JSON.stringify({ save, remove });
  if (save.id) properties.push(save.id);
  if (save.status !== 200) expect({ status: save.status, message: save.message }, context).toEqual(unknown);
  if (remove.status !== 200) expect(remove, context).toEqual({ status: 409, message: blocked });
  expect(save.status === 200 || remove.status === 200, context).toBe(true);
  const stored = await place.stored();
  expect(stored, context).toBeTruthy();
  expect(Boolean(stored?.archivedAt), context).toBe(remove.status === 200);
  if (remove.status === 200) {
    expect((await place.list()).map((item) => item.code)).not.toContain(place.code);
    if (place.overHttp) {
      const listed = await getJson<{ data: { code: string }[] }>(place.path);
      expect(listed.body.data.map((item) => item.code)).not.toContain(place.code);
    }
  }
  await expectNoOrphans();
}

interface Place {
  code: string;
  stored: () => Promise<{ archivedAt?: Date | null } | null>;
  list: () => Promise<{ code: string }[]>;
  path: string;
  overHttp: boolean;
}

const city = (code: string, overHttp: boolean): Place => ({
  code,
  stored: () => City.findOne({ code }).lean(),
  list: () => listCities('25'),
  path: '/api/cities?departmentCode=25',
  overHttp,
});

const unknownCity = { status: 400, message: 'La ciudad seleccionada no existe' };
const unknownLocality = { status: 400, message: 'La localidad seleccionada no existe' };
const cityNotFound = { status: 404, message: M.cityNotFound };

/** Round `round`'s save and delete, one over HTTP and the other in this process, in turns. */
function pair(round: number, save: [() => Promise<Outcome>, () => Promise<Outcome>], remove: typeof save) {
  const side = round % 2;
  return Promise.all([after(jitter(), save[side]), after(jitter(), remove[1 - side])]);
}

beforeAll(async () => {
  await connectTestDb();
});

afterAll(async () => {
  await Property.deleteMany({ _id: trusted({ $in: properties }) });
  await Property.deleteMany({ 'location.cityCode': trusted({ $in: codes }) });
  await Locality.deleteMany({ cityCode: trusted({ $in: codes }) });
  await City.deleteMany({ code: trusted({ $in: codes }) });
});

describe('a save racing the delete of its place, from two app instances', () => {
  it(`a property created into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newCity();
      const [save, remove] = await pair(
        round,
        [() => directCreate({ cityCode: code }), () => http('POST', '/api/properties', draft({ cityCode: code }))],
        [() => direct(() => deleteCity(code)), () => http('DELETE', `/api/cities/${code}`)],
      );
      await expectCoherent(save, remove, unknownCity, M.cityHasProperties(1), city(code, round % 2 === 0));
    }
  });

  it(`a property moved into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newCity();
      const mover = await directCreate({ cityCode: BOGOTA });
      properties.push(mover.id!);
      const patch = { location: { cityCode: code }, title: `Movida ${token()}` };
      const [save, remove] = await pair(
        round,
        [
          () => direct(() => updateProperty(mover.id!, propertyUpdateSchema.parse(patch))),
          () => http('PUT', `/api/properties/${mover.id}`, patch),
        ],
        [() => direct(() => deleteCity(code)), () => http('DELETE', `/api/cities/${code}`)],
      );
      await expectCoherent(
        { ...save, id: undefined },
        remove,
        unknownCity,
        M.cityHasProperties(1),
        city(code, round % 2 === 0),
      );
      const stored = await Property.findById(mover.id).lean();
      expect(stored?.location?.cityCode).toBe(save.status === 200 ? code : BOGOTA);
    }
  });

  it(`a property created into a locality (${ROUNDS} rounds)`, async () => {
    const cityCode = await newCity();
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newLocality(cityCode, round);
      const location = { cityCode, localityCode: code };
      const [save, remove] = await pair(
        round,
        [() => directCreate(location), () => http('POST', '/api/properties', draft(location))],
        [() => direct(() => deleteLocality(code)), () => http('DELETE', `/api/localities/${code}`)],
      );
      await expectCoherent(save, remove, unknownLocality, M.localityHasProperties(1), {
        code,
        stored: () => Locality.findOne({ code }).lean(),
        list: () => listLocalities(cityCode),
        path: `/api/localities?cityCode=${cityCode}`,
        overHttp: round % 2 === 0,
      });
    }
  });

  it(`a locality created into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const cityCode = await newCity();
      const body = { code: `${cityCode}01`, name: `Barrio ${cityCode}`, cityCode };
      const [save, remove] = await pair(
        round,
        [
          () => direct(() => createLocality(localityBodySchema.parse(body))),
          () => http('POST', '/api/localities', body),
        ],
        [() => direct(() => deleteCity(cityCode)), () => http('DELETE', `/api/cities/${cityCode}`)],
      );
      await expectCoherent(save, remove, cityNotFound, M.cityHasLocalities(1), city(cityCode, round % 2 === 0));
    }
  });

  it(`a locality moved into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [home, cityCode] = [await newCity(), await newCity()];
      const code = await newLocality(home, 1);
      const body = { code, name: `Barrio viajero ${code}`, cityCode };
      const [save, remove] = await pair(
        round,
        [
          () => direct(() => updateLocality(localityBodySchema.parse(body))),
          () => http('PUT', '/api/localities', body),
        ],
        [() => direct(() => deleteCity(cityCode)), () => http('DELETE', `/api/cities/${cityCode}`)],
      );
      await expectCoherent(save, remove, cityNotFound, M.cityHasLocalities(1), city(cityCode, round % 2 === 0));
      expect((await Locality.findOne({ code }).lean())?.cityCode).toBe(save.status === 200 ? cityCode : home);
    }
  });
});

describe('an archived place', () => {
  it('the worst order (a save checks, the delete archives, the save writes) leaves a stored place', async () => {
    const code = await newCity();
    // The save's check, then the whole delete (nothing points at the city yet), then the save's write.
    const location = await resolveLocation({ cityCode: code });
    await deleteCity(code);
    const written = await Property.create({ ...propertyCreateSchema.parse(draft({})), location, slug: token() });
    properties.push(String(written._id));
    const stored = await City.findOne({ code }).lean();
    expect(stored?.archivedAt).toBeInstanceOf(Date);
    expect(written.location?.city).toBe(stored?.name);
    expect((await listCities('25')).map((item) => item.code)).not.toContain(code);
    expect(await directCreate({ cityCode: code })).toEqual(unknownCity);
    expect(await direct(() => deleteCity(code))).toEqual(cityNotFound);
    expect(await http('PUT', '/api/cities', { code, name: 'Otra', departmentCode: '25' })).toEqual(cityNotFound);
    expect(await http('POST', '/api/localities', { code: `${code}01`, name: 'Barrio', cityCode: code })).toEqual(
      cityNotFound,
    );
  });

  it('comes back, listed and under its new name, when a city or locality is created with its code', async () => {
    const code = await newCity();
    const locality = await newLocality(code, 1);
    expect(await http('DELETE', `/api/localities/${locality}`)).toEqual({ status: 200 });
    expect(await http('DELETE', `/api/cities/${code}`)).toEqual({ status: 200 });
    // A property that raced in before the archives: it points at both places.
    const location = { cityCode: code, city: 'Antes', localityCode: locality, locality: 'Antes' };
    const raced = await Property.create({ ...propertyCreateSchema.parse(draft({})), location, slug: token() });
    properties.push(String(raced._id));
    const created = await asAdmin('POST', '/api/cities', { code, name: `Renacida ${code}`, departmentCode: '25' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({
      code,
      name: `Renacida ${code}`,
      departmentCode: '25',
      departmentName: 'Cundinamarca',
    });
    const cities = await getJson<{ data: { code: string }[] }>('/api/cities?departmentCode=25');
    expect(cities.body.data.map((item) => item.code)).toContain(code);
    expect(
      await http('POST', '/api/localities', { code: locality, name: 'Barrio de vuelta', cityCode: code }),
    ).toMatchObject({
      status: 200,
    });
    const localities = await getJson<{ data: { code: string; name: string }[] }>(`/api/localities?cityCode=${code}`);
    expect(localities.body.data).toEqual([expect.objectContaining({ code: locality, name: 'Barrio de vuelta' })]);
    const moved = await Property.findById(raced._id).lean();
    expect({ city: moved?.location?.city, locality: moved?.location?.locality }).toEqual({
      city: `Renacida ${code}`,
      locality: 'Barrio de vuelta',
    });
    expect(await http('POST', '/api/cities', { code, name: 'Otra vez', departmentCode: '25' })).toEqual({
      status: 409,
      message: M.duplicateCity(code),
    });
  });
});
