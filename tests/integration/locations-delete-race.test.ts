import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { trusted } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { LOCATION_MESSAGES as M } from '@/lib/domain/locations';
import { deleteCity, listCities } from '@/lib/services/locations';
import { createLocality, updateLocality } from '@/lib/services/locations/localities';
import { updateProperty } from '@/lib/services/properties';
import { resolveLocation } from '@/lib/services/properties/location';
import { localityBodySchema } from '@/lib/validation/locations';
import { propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/properties';
import { City } from '@/models/city';
import { Locality } from '@/models/locality';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import {
  city,
  cityNotFound,
  codes,
  direct,
  directCreate,
  draft,
  http,
  locality,
  newCity,
  newLocality,
  properties,
  race,
  TEST_ACTOR,
  TEST_SCOPE,
  unknownCity,
  unknownLocality,
  type Sides,
} from './location-race-helpers';
import { token } from './property-data';
import { connectTestDb, getJson } from './stack-client';

// No property or locality ever names a city or locality that does not exist, whatever the order
// of a save and a delete: DELETE archives a place (lib/services/locations/place-writes.ts), so a save
// that checked the place just before still finds it. Two app instances race here, as on MongoDB
// with several: the server over HTTP, and this process calling the services on the same database
// (with its own write queue, so nothing serialises the two). This process has no Next.js cache,
// so its cache calls do nothing; its cached reads (listCities...) read the database each time.
// The integration files share one module graph (vitest.config.ts): it is reset first, so the
// services load again here with the mock, and after, so no later file keeps it.
vi.hoisted(() => vi.resetModules());
vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  cacheTag: () => undefined,
  cacheLife: () => undefined,
}));

const ROUNDS = 6;
const BOGOTA = '11001';

beforeAll(async () => {
  await connectTestDb();
});

afterAll(async () => {
  await Property.deleteMany({ _id: trusted({ $in: properties }) });
  await Property.deleteMany({ 'location.cityCode': trusted({ $in: codes }) });
  await moveCatalogueEpoch(); // deleted behind the app: its catalogue in memory reloads
  await Locality.deleteMany({ cityCode: trusted({ $in: codes }) });
  await City.deleteMany({ code: trusted({ $in: codes }) });
  vi.doUnmock('next/cache');
  vi.resetModules();
});

describe('a save racing the delete of its place, from two app instances', () => {
  it(`a property created into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newCity();
      const location = { cityCode: code };
      const save: Sides = [() => directCreate(location), () => http('POST', '/api/properties', draft(location))];
      await race(round, save, city(code), unknownCity, M.cityHasProperties(1));
    }
  });

  it(`a property moved into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newCity();
      const { id } = await directCreate({ cityCode: BOGOTA });
      properties.push(id!);
      const patch = { location: { cityCode: code }, title: `Movida ${token()}` };
      const save: Sides = [
        () => direct(() => updateProperty(id!, propertyUpdateSchema.parse(patch), TEST_SCOPE)),
        () => http('PUT', `/api/properties/${id}`, patch),
      ];
      const saved = await race(round, save, city(code), unknownCity, M.cityHasProperties(1));
      const stored = await Property.findById(id).lean();
      expect(stored?.location?.cityCode).toBe(saved.status === 200 ? code : BOGOTA);
    }
  });

  it(`a property created into a locality (${ROUNDS} rounds)`, async () => {
    const cityCode = await newCity();
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newLocality(cityCode, round);
      const location = { cityCode, localityCode: code };
      const save: Sides = [() => directCreate(location), () => http('POST', '/api/properties', draft(location))];
      await race(round, save, locality(code, cityCode), unknownLocality, M.localityHasProperties(1));
    }
  });

  it(`a locality created into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const cityCode = await newCity();
      const body = { code: `${cityCode}01`, name: `Barrio ${cityCode}`, cityCode };
      const save: Sides = [
        () => direct(() => createLocality(localityBodySchema.parse(body), TEST_ACTOR)),
        () => http('POST', '/api/localities', body),
      ];
      await race(round, save, city(cityCode), cityNotFound, M.cityHasLocalities(1));
    }
  });

  it(`a locality moved into a city (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [home, cityCode] = [await newCity(), await newCity()];
      const code = await newLocality(home, 1);
      const body = { code, name: `Barrio viajero ${code}`, cityCode };
      const save: Sides = [
        () => direct(() => updateLocality(localityBodySchema.parse(body), TEST_ACTOR)),
        () => http('PUT', '/api/localities', body),
      ];
      const saved = await race(round, save, city(cityCode), cityNotFound, M.cityHasLocalities(1));
      expect((await Locality.findOne({ code }).lean())?.cityCode).toBe(saved.status === 200 ? cityCode : home);
    }
  });
});

describe('an archived place', () => {
  it('the worst order (a save checks, the delete archives, the save writes) leaves a stored place', async () => {
    const code = await newCity();
    // The save's check, then the whole delete (nothing points at the city yet), then the save's write.
    const location = await resolveLocation({ cityCode: code });
    await deleteCity(code, TEST_ACTOR);
    const written = await Property.create({ ...propertyCreateSchema.parse(draft({})), location, slug: token() });
    properties.push(String(written._id));
    const stored = await City.findOne({ code }).lean();
    expect(stored?.archivedAt).toBeInstanceOf(Date);
    expect(written.location?.city).toBe(stored?.name);
    expect((await listCities('25')).map((item) => item.code)).not.toContain(code);
    expect(await directCreate({ cityCode: code })).toEqual(unknownCity);
    expect(await direct(() => deleteCity(code, TEST_ACTOR))).toEqual(cityNotFound);
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
