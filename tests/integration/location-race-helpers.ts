import { expect } from 'vitest';

import { toErrorResponse } from '@/lib/api/errors';
import { trusted } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { DomainError } from '@/lib/domain/errors';
import { LOCATION_MESSAGES as M } from '@/lib/domain/locations';
import { deleteCity, deleteLocality, listCities, listLocalities } from '@/lib/services/locations';
import { createLocality } from '@/lib/services/locations/localities';
import { createProperty } from '@/lib/services/properties';
import { localityBodySchema } from '@/lib/validation/locations';
import { propertyCreateSchema } from '@/lib/validation/properties';
import { City } from '@/models/city';
import { Locality } from '@/models/locality';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import { token } from './property-data';
import { getJson } from './stack-client';

// The two sides of tests/integration/locations-delete-race.test.ts: this process calling the
// services, and the server over HTTP, racing a save against the delete of its place.

/** The city codes and property ids the races made (the test file deletes them afterwards). */
export const codes: string[] = [];
export const properties: string[] = [];

export type Outcome = { status: number; message?: string; id?: string };

/** Who the direct service calls write as (the activity log records them). */
export const TEST_ACTOR = { id: '000000000000000000000001', name: 'Prueba directa' };
export const TEST_SCOPE = { actor: TEST_ACTOR };

/** A service call in this process, answered like the API: 200, or the domain error's status and message. */
export const direct = (run: () => Promise<{ _id?: unknown } | unknown>): Promise<Outcome> =>
  run().then(
    (value) => ({ status: 200, id: (value as { _id?: unknown } | undefined)?._id?.toString() }),
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      const { status, body } = toErrorResponse(error);
      return { status, message: body.message };
    },
  );

/** The same call through the server. */
export async function http(method: string, path: string, body?: unknown): Promise<Outcome> {
  const answer = await asAdmin(method, path, body);
  if (answer.status >= 300) return { status: answer.status, message: answer.body.message };
  return { status: 200, id: answer.body.data?._id };
}

/** Starts `run` after a few milliseconds, so each round meets the other side at another point. */
const after = <T>(ms: number, run: () => Promise<T>) => new Promise((go) => setTimeout(go, ms)).then(run);
const jitter = () => Math.floor(Math.random() * 120);

export async function newCity(): Promise<string> {
  const code = `7${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await Promise.all([City.deleteOne({ code }), Locality.deleteMany({ cityCode: code })]);
  await Property.deleteMany({ 'location.cityCode': code });
  await moveCatalogueEpoch(); // deleted behind the app: its catalogue in memory reloads
  codes.push(code);
  await City.create({ code, name: `Ciudad carrera ${code}`, departmentCode: '25', departmentName: 'Cundinamarca' });
  return code;
}

export async function newLocality(cityCode: string, suffix: number): Promise<string> {
  const code = `${cityCode}${String(suffix).padStart(2, '0')}`;
  const body = localityBodySchema.parse({ code, name: `Barrio ${code}`, cityCode });
  await createLocality(body, TEST_ACTOR);
  return code;
}

export const draft = (location: Record<string, string>) => ({
  title: `Casa en carrera ${token()}`,
  type: 'casa',
  operation: 'venta',
  price: 300_000_000,
  status: 'borrador',
  location,
});
export const directCreate = (location: Record<string, string>) =>
  direct(() => createProperty(propertyCreateSchema.parse(draft(location)), TEST_SCOPE));

/** Every property this file made and every locality of its cities names a stored place. */
export async function expectNoOrphans() {
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

export type Sides = [() => Promise<Outcome>, () => Promise<Outcome>];

interface Place {
  code: string;
  stored: () => Promise<{ archivedAt?: Date | null } | null>;
  /** Its list in this process, and over HTTP. */
  list: () => Promise<{ code: string }[]>;
  path: string;
  /** Its DELETE in this process, and over HTTP. */
  remove: Sides;
}

export const city = (code: string): Place => ({
  code,
  stored: () => City.findOne({ code }).lean(),
  list: () => listCities('25'),
  path: '/api/cities?departmentCode=25',
  remove: [() => direct(() => deleteCity(code, TEST_ACTOR)), () => http('DELETE', `/api/cities/${code}`)],
});

export const locality = (code: string, cityCode: string): Place => ({
  code,
  stored: () => Locality.findOne({ code }).lean(),
  list: () => listLocalities(cityCode),
  path: `/api/localities?cityCode=${cityCode}`,
  remove: [() => direct(() => deleteLocality(code, TEST_ACTOR)), () => http('DELETE', `/api/localities/${code}`)],
});

export const unknownCity = { status: 400, message: 'La ciudad seleccionada no existe' };
export const unknownLocality = { status: 400, message: 'La localidad seleccionada no existe' };
export const cityNotFound = { status: 404, message: M.cityNotFound };

/**
 * Round `round`: a save (`save`, in this process or over HTTP) and the delete of `place` (on the
 * other side) at once, then their answers must agree with what is stored: a save is refused only
 * as naming an unknown place (the archive came first), a delete only because something already
 * pointed at the place, never both; an archived place is listed nowhere (by the server after its
 * own delete; its cache does not hear of this process's).
 */
export async function race(round: number, save: Sides, place: Place, unknown: Outcome, blocked: string) {
  const side = round % 2;
  const [saved, removed] = await Promise.all([after(jitter(), save[side]), after(jitter(), place.remove[1 - side])]);
  const context = JSON.stringify({ saved, removed });
  if (saved.id) properties.push(saved.id);
  if (saved.status !== 200) expect({ status: saved.status, message: saved.message }, context).toEqual(unknown);
  if (removed.status !== 200) expect(removed, context).toEqual({ status: 409, message: blocked });
  expect(saved.status === 200 || removed.status === 200, context).toBe(true);
  const stored = await place.stored();
  expect(stored, context).toBeTruthy();
  expect(Boolean(stored?.archivedAt), context).toBe(removed.status === 200);
  if (removed.status === 200) {
    expect((await place.list()).map((item) => item.code)).not.toContain(place.code);
    if (side === 0) {
      const listed = await getJson<{ data: { code: string }[] }>(place.path);
      expect(listed.body.data.map((item) => item.code)).not.toContain(place.code);
    }
  }
  await expectNoOrphans();
  return saved;
}
