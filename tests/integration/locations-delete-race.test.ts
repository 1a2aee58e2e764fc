import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api/errors';
import { trusted } from '@/lib/db';
import { LOCATION_MESSAGES as M } from '@/lib/domain/locations';
import { removeCity } from '@/lib/services/locations/cities';
import { insertLocality, removeLocality, writeLocality } from '@/lib/services/locations/localities';
import { countProperties } from '@/lib/services/locations/shared';
import { resolveLocation } from '@/lib/services/properties/location';
import { insertProperty, saveUpdate } from '@/lib/services/properties/write';
import { between, setStepHook } from '@/lib/services/step-hook';
import { localityBodySchema } from '@/lib/validation/locations';
import { propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/properties';
import { City } from '@/models/city';
import { Locality } from '@/models/locality';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import { token } from './property-data';
import { connectTestDb } from './stack-client';

// Issue 11 item 3 on a store with no write queue (several app instances on MongoDB): the
// location-delete protocol (lib/services/locations/deletion.ts) run unqueued, its steps forced
// into every order by the services' step hook (lib/services/step-hook.ts). The HTTP races
// against the queued app are in concurrency.test.ts.

const SAVE = ['save:check', 'save:write', 'save:confirm'];
const DELETE = ['delete:mark', 'delete:count', 'delete:remove'];
const BOGOTA = '11001';
const codes: string[] = [];

/** Every order of two step lists that keeps each list's own order (20 for 3 + 3). */
function interleavings(a: string[], b: string[]): string[][] {
  if (a.length === 0 || b.length === 0) return [[...a, ...b]];
  return [
    ...interleavings(a.slice(1), b).map((rest) => [a[0], ...rest]),
    ...interleavings(a, b.slice(1)).map((rest) => [b[0], ...rest]),
  ];
}
const ORDERS = interleavings(SAVE, DELETE).map((order) => [order.join(' → '), order] as const);

type Outcome = { status: number; message?: string };

const outcome = (run: Promise<unknown>): Promise<Outcome> =>
  run.then(
    () => ({ status: 200 }),
    (error: unknown) => {
      if (error instanceof ApiError) return { status: error.status, message: error.message };
      throw error;
    },
  );

/**
 * Runs a save and a delete at once, each held before every step until the steps before it in
 * `order` are done (an actor that stops early drops its remaining steps). `before[step]` runs
 * just before that step: another writer slipping in.
 */
async function race(
  order: readonly string[],
  actors: Record<'save' | 'delete', () => Promise<unknown>>,
  before: Record<string, () => Promise<unknown>> = {},
) {
  const pending = [...order];
  const waiting = new Map<string, () => void>();
  const running = new Map<string, string>();
  const wake = () => {
    const go = waiting.get(pending[0]);
    if (!go) return;
    waiting.delete(pending[0]);
    go();
  };
  const finish = (actor: string) => {
    const step = running.get(actor);
    if (step) pending.splice(pending.indexOf(step), 1);
    running.delete(actor);
  };
  setStepHook(async (step) => {
    const actor = step.split(':')[0];
    finish(actor);
    if (!pending.includes(step)) throw new Error(`step ${step} is not in ${order.join(' ')}`);
    await new Promise<void>((resolve) => {
      waiting.set(step, resolve);
      wake();
    });
    running.set(actor, step);
    await before[step]?.();
  });
  const settle = (actor: 'save' | 'delete') =>
    outcome(actors[actor]()).finally(() => {
      finish(actor);
      for (let i = pending.length - 1; i >= 0; i -= 1) if (pending[i].startsWith(`${actor}:`)) pending.splice(i, 1);
      wake();
    });
  try {
    const [save, remove] = await Promise.all([settle('save'), settle('delete')]);
    return { save, remove };
  } finally {
    setStepHook(null);
  }
}

const freeCode = async () => {
  const code = `7${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await Promise.all([
    City.deleteOne({ code }),
    Locality.deleteMany({ cityCode: code }),
    Property.deleteMany({ 'location.cityCode': code }),
  ]);
  codes.push(code);
  return code;
};

async function newCity(): Promise<string> {
  const code = await freeCode();
  await City.create({ code, name: `Ciudad carrera ${code}`, departmentCode: '25', departmentName: 'Cundinamarca' });
  return code;
}

const draft = (location: Record<string, string>) =>
  propertyCreateSchema.parse({
    title: `Casa en carrera ${token()}`,
    type: 'casa',
    operation: 'venta',
    price: 300_000_000,
    status: 'borrador',
    location,
  });

/** The state after a race: whether the place is left (and unmarked), and how many point at it. */
async function after(ref: { cityCode: string } | { localityCode: string }, pointingAt = () => countProperties(ref)) {
  const place =
    'cityCode' in ref
      ? City.findOne({ code: ref.cityCode }).lean()
      : Locality.findOne({ code: ref.localityCode }).lean();
  const [left, pointing] = await Promise.all([place, pointingAt()]);
  return { placeLeft: !!left, marked: !!left?.deleting, pointing };
}

/** No property points at a deleted place; the answers agree with what is stored. */
function expectCoherent(
  state: Awaited<ReturnType<typeof after>>,
  save: Outcome,
  remove: Outcome,
  blocked: string,
  gone: RegExp,
) {
  const context = JSON.stringify({ state, save, remove });
  if (!state.placeLeft) expect(state.pointing, context).toBe(0);
  expect(state.marked, context).toBe(false);
  expect(save.status === 200 && remove.status === 200, context).toBe(false);
  if (save.status !== 200) expect(save.message, context).toMatch(gone);
  if (remove.status === 200) expect(state.placeLeft, context).toBe(false);
  else expect(remove, context).toEqual({ status: 409, message: blocked });
}

const cityGone = /^La ciudad seleccionada (ya )?no existe$/;
const localityGone = /^La localidad seleccionada (ya )?no existe$/;

beforeAll(async () => {
  await connectTestDb();
});

afterAll(async () => {
  setStepHook(null);
  await Property.deleteMany({ 'location.cityCode': trusted({ $in: codes }) });
  await Locality.deleteMany({ cityCode: trusted({ $in: codes }) });
  await City.deleteMany({ code: trusted({ $in: codes }) });
});

describe('the classic race: the save checks the city, the delete counts, the save writes, the delete deletes', () => {
  it('leaves a property in a missing city with the old order (check, then write; count, then delete)', async () => {
    const code = await newCity();
    const { save, remove } = await race(['save:check', 'delete:count', 'save:write', 'delete:remove'], {
      save: async () => {
        await between('save:check');
        const location = await resolveLocation({ cityCode: code });
        await between('save:write');
        await Property.create({ ...draft({}), location, slug: token() });
      },
      delete: async () => {
        await between('delete:count');
        if ((await countProperties({ cityCode: code })) > 0) throw new ApiError(409, M.cityHasProperties(1));
        await between('delete:remove');
        await City.deleteOne({ code });
      },
    });
    // What the new protocol must prevent: both succeed, and the property names a deleted city.
    expect([save.status, remove.status]).toEqual([200, 200]);
    expect(await after({ cityCode: code })).toEqual({ placeLeft: false, marked: false, pointing: 1 });
  });

  it('with the protocol the same race takes the save back: 409, the city is deleted, nothing points at it', async () => {
    const code = await newCity();
    const order = ['save:check', 'delete:mark', 'delete:count', 'save:write', 'save:confirm', 'delete:remove'];
    const { save, remove } = await race(order, {
      save: () => insertProperty(draft({ cityCode: code })),
      delete: () => removeCity(code),
    });
    expect(save).toEqual({ status: 409, message: 'La ciudad seleccionada ya no existe' });
    expect(remove.status).toBe(200);
    expect(await after({ cityCode: code })).toEqual({ placeLeft: false, marked: false, pointing: 0 });
  });

  it('the reverse (the save writes before the delete counts) keeps the property and refuses the delete', async () => {
    const code = await newCity();
    const order = ['save:check', 'save:write', 'delete:mark', 'delete:count', 'save:confirm', 'delete:remove'];
    const { save, remove } = await race(order, {
      save: () => insertProperty(draft({ cityCode: code })),
      delete: () => removeCity(code),
    });
    expect(save.status).toBe(200);
    expect(remove).toEqual({ status: 409, message: M.cityHasProperties(1) });
    expect(await after({ cityCode: code })).toEqual({ placeLeft: true, marked: false, pointing: 1 });
  });
});

describe('a property created into a city while the city is deleted, in every order of their steps', () => {
  it.each(ORDERS)('%s', async (_name, order) => {
    const code = await newCity();
    const { save, remove } = await race(order, {
      save: () => insertProperty(draft({ cityCode: code })),
      delete: () => removeCity(code),
    });
    expectCoherent(await after({ cityCode: code }), save, remove, M.cityHasProperties(1), cityGone);
  });
});

describe('a property moved into a city while the city is deleted, in every order of their steps', () => {
  it.each(ORDERS)('%s', async (_name, order) => {
    const code = await newCity();
    const mover = await insertProperty(draft({ cityCode: BOGOTA }));
    const patch = propertyUpdateSchema.parse({ location: { cityCode: code }, title: `Movida ${token()}` });
    const { save, remove } = await race(order, {
      save: () => saveUpdate(String(mover._id), patch),
      delete: () => removeCity(code),
    });
    expectCoherent(await after({ cityCode: code }), save, remove, M.cityHasProperties(1), cityGone);
    const stored = await Property.findById(mover._id).lean();
    if (save.status !== 200) {
      // Taken back (or refused before writing): the whole edit is undone, not just the location.
      expect({ cityCode: stored?.location?.cityCode, city: stored?.location?.city, title: stored?.title }).toEqual({
        cityCode: BOGOTA,
        city: mover.location?.city,
        title: mover.title,
      });
    }
    await Property.deleteOne({ _id: mover._id });
  });

  it('moves the property back out but keeps the fields of a save made on top of the taken-back one', async () => {
    const code = await newCity();
    const mover = await insertProperty(draft({ cityCode: BOGOTA }));
    const patch = propertyUpdateSchema.parse({ location: { cityCode: code } });
    const { save, remove } = await race(
      ['save:check', 'delete:mark', 'delete:count', 'save:write', 'save:confirm', 'delete:remove'],
      { save: () => saveUpdate(String(mover._id), patch), delete: () => removeCity(code) },
      // Another admin saves a new price over the moved property before the save re-reads its city.
      {
        'save:confirm': () =>
          Property.updateOne({ _id: mover._id }, { $set: { price: 123_456_789 }, $inc: { version: 1 } }),
      },
    );
    expect(save).toEqual({ status: 409, message: 'La ciudad seleccionada ya no existe' });
    expect(remove.status).toBe(200);
    const stored = await Property.findById(mover._id).lean();
    expect({ cityCode: stored?.location?.cityCode, price: stored?.price }).toEqual({
      cityCode: BOGOTA,
      price: 123_456_789,
    });
    expect(await after({ cityCode: code })).toEqual({ placeLeft: false, marked: false, pointing: 0 });
    await Property.deleteOne({ _id: mover._id });
  });
});

describe('a property created into a locality while the locality is deleted, in every order of their steps', () => {
  let cityCode = '';
  let next = 0;
  beforeAll(async () => {
    cityCode = await newCity();
  });

  it.each(ORDERS)('%s', async (_name, order) => {
    const localityCode = `${cityCode}${String((next += 1)).padStart(2, '0')}`;
    await Locality.create({
      code: localityCode,
      name: `Barrio ${localityCode}`,
      cityCode,
      cityName: 'Ciudad',
      departmentCode: '25',
      departmentName: 'Cundinamarca',
    });
    const { save, remove } = await race(order, {
      save: () => insertProperty(draft({ cityCode, localityCode })),
      delete: () => removeLocality(localityCode),
    });
    expectCoherent(await after({ localityCode }), save, remove, M.localityHasProperties(1), localityGone);
  });
});

describe('a locality created into a city while the city is deleted, in every order of their steps', () => {
  it.each(ORDERS)('%s', async (_name, order) => {
    const cityCode = await newCity();
    const body = localityBodySchema.parse({ code: `${cityCode}01`, name: `Barrio ${cityCode}`, cityCode });
    const { save, remove } = await race(order, {
      save: () => insertLocality(body),
      delete: () => removeCity(cityCode),
    });
    const state = await after({ cityCode }, () => Locality.countDocuments({ cityCode }));
    expectCoherent(
      state,
      save,
      remove,
      M.cityHasLocalities(1),
      /^(La ciudad seleccionada ya no existe|Ciudad no encontrada)$/,
    );
  });
});

describe('a locality moved into a city while the city is deleted, in every order of their steps', () => {
  it.each(ORDERS)('%s', async (_name, order) => {
    const [home, cityCode] = [await newCity(), await newCity()];
    const name = `Barrio viajero ${home}`;
    await Locality.create({
      code: `${home}01`,
      name,
      cityCode: home,
      cityName: 'Origen',
      departmentCode: '25',
      departmentName: 'Cundinamarca',
    });
    const body = localityBodySchema.parse({ code: `${home}01`, name: `${name} movido`, cityCode });
    const { save, remove } = await race(order, { save: () => writeLocality(body), delete: () => removeCity(cityCode) });
    const state = await after({ cityCode }, () => Locality.countDocuments({ cityCode }));
    expectCoherent(
      state,
      save,
      remove,
      M.cityHasLocalities(1),
      /^(La ciudad seleccionada ya no existe|Ciudad no encontrada)$/,
    );
    // Refused or taken back: the locality is where it was, under its old name.
    if (save.status !== 200)
      expect(await Locality.findOne({ code: `${home}01` }).lean()).toMatchObject({ cityCode: home, name });
  });
});

describe('a mark left by a delete that never finished', () => {
  it('blocks saves while fresh (409), is ignored after 30 s, and a later delete lifts it', async () => {
    const code = await newCity();
    await City.updateOne({ code }, { $set: { deleting: new Date() } });
    await expect(insertProperty(draft({ cityCode: code }))).rejects.toMatchObject({
      status: 409,
      message: 'La ciudad seleccionada ya no existe',
    });
    expect(await countProperties({ cityCode: code })).toBe(0);
    await City.updateOne({ code }, { $set: { deleting: new Date(Date.now() - 31_000) } });
    await insertProperty(draft({ cityCode: code }));
    await expect(removeCity(code)).rejects.toMatchObject({ status: 409, message: M.cityHasProperties(1) });
    expect(await after({ cityCode: code })).toEqual({ placeLeft: true, marked: false, pointing: 1 });
  });

  it('an admin update of the city lifts an old mark', async () => {
    const code = await newCity();
    await City.updateOne({ code }, { $set: { deleting: new Date(Date.now() - 31_000) } });
    const answer = await asAdmin('PUT', '/api/cities', {
      name: `Ciudad renombrada ${code}`,
      code,
      departmentCode: '25',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await City.findOne({ code }).lean())?.deleting).toBeUndefined();
  });
});
