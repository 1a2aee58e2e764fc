import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trusted } from '@/lib/db';
import { City } from '@/models/city';
import { Locality } from '@/models/locality';
import { Property } from '@/models/property';

import { ADMIN, adminToken, asAdmin, loginTokens } from './accounts';
import { fixture, MB, padded } from './media-fixtures';
import { createViaApi, token } from './property-data';
import { baseURL, call, connectTestDb, postMultipart } from './stack-client';

// Issue 11 item 3: what two admins (or an admin and a location edit) doing things at the same
// time may not break. Each race is run many times: a lost update needs an unlucky interleaving.

const CONFLICT =
  'La propiedad fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.';
const ROUNDS = 10;
const created: string[] = [];
const cities: string[] = [];

beforeAll(async () => {
  await connectTestDb();
});

afterAll(async () => {
  for (const id of created) await asAdmin('DELETE', `/api/properties/${id}`);
  for (const code of cities) {
    for (const locality of await Locality.find({ cityCode: code }).lean())
      await asAdmin('DELETE', `/api/localities/${locality.code}`);
    await asAdmin('DELETE', `/api/cities/${code}`);
  }
});

const base = () => ({ title: `Casa concurrente ${token()}`, type: 'casa', operation: 'venta', price: 350_000_000 });

async function newProperty(extra: Record<string, unknown> = {}) {
  const property = await createViaApi({ ...base(), ...extra });
  created.push(property._id);
  return property;
}

describe('two admins saving the same property from the same version', () => {
  it(`one wins with 200, the other gets 409 and the stored document is the winner's (${ROUNDS} rounds)`, async () => {
    // Two bearer sessions of the admin: two browser tabs, or two people with the admin account.
    const [first, second] = [await adminToken(), (await loginTokens(ADMIN.email, ADMIN.password)).accessToken];
    const property = await newProperty();
    let version = property.version as number;
    for (let round = 0; round < ROUNDS; round += 1) {
      const edits = [
        { title: `Versión de Ana ${round} ${token()}`, price: 400_000_000 + round, version },
        { title: `Versión de Luis ${round} ${token()}`, price: 500_000_000 + round, version },
      ];
      const answers = await Promise.all(
        edits.map((body, i) =>
          call('PUT', `/api/properties/${property._id}`, { body, token: i === 0 ? first : second }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body).toEqual({ success: false, message: CONFLICT, code: 'version_conflict' });
      const winner = edits[answers.findIndex((a) => a.status === 200)];
      const stored = await Property.findById(property._id).lean();
      expect({ title: stored?.title, price: stored?.price, version: stored?.version }).toEqual({
        title: winner.title,
        price: winner.price,
        version: version + 1,
      });
      version += 1;
    }
  });
});

describe('deleting a city or a locality while a property is saved into it', () => {
  const newCity = async () => {
    const code = `9${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await City.deleteOne({ code });
    await Locality.deleteMany({ cityCode: code });
    const answer = await asAdmin('POST', '/api/cities', { name: `Ciudad carrera ${code}`, code, departmentCode: '25' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    cities.push(code);
    return code;
  };

  /** No property made by this file names a city or locality code that no longer exists. */
  async function expectNoOrphans() {
    const rows = await Property.find({ _id: trusted({ $in: created }) }).lean();
    for (const row of rows) {
      const { cityCode, localityCode } = row.location ?? {};
      if (cityCode)
        expect(await City.exists({ code: cityCode }), `property ${row._id} -> city ${cityCode}`).toBeTruthy();
      if (localityCode)
        expect(
          await Locality.exists({ code: localityCode }),
          `property ${row._id} -> locality ${localityCode}`,
        ).toBeTruthy();
    }
  }

  it(`a create and a move racing a city delete never leave a property in a missing city (${ROUNDS} rounds)`, async () => {
    const mover = await newProperty();
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await newCity();
      const [create, move, remove] = await Promise.all([
        asAdmin('POST', '/api/properties', { ...base(), location: { cityCode: code } }),
        asAdmin('PUT', `/api/properties/${mover._id}`, { location: { cityCode: code } }),
        asAdmin('DELETE', `/api/cities/${code}`),
      ]);
      if (create.status === 201) created.push(create.body.data._id);
      for (const save of [create, move])
        if (save.status === 400) expect(save.body.message).toBe('La ciudad seleccionada no existe');
      // Either the delete went first (both saves refused) or a save went first: the delete is
      // refused and the city stays, so the other save succeeds too.
      const expected = remove.status === 200 ? [400, 400] : [201, 200];
      expect([create.status, move.status], JSON.stringify([create.body, move.body, remove.body])).toEqual(expected);
      if (remove.status !== 200) expect(remove.status).toBe(409);
      await expectNoOrphans();
      // Put the mover back outside the city so the next round's delete is not blocked by it.
      if (move.status === 200)
        expect((await asAdmin('PUT', `/api/properties/${mover._id}`, { location: { cityCode: '11001' } })).status).toBe(
          200,
        );
    }
  });

  it(`a create racing a locality delete never leaves a property in a missing locality (${ROUNDS} rounds)`, async () => {
    const code = await newCity();
    for (let round = 0; round < ROUNDS; round += 1) {
      const localityCode = `${code}${String(round).padStart(2, '0')}`;
      const made = await asAdmin('POST', '/api/localities', {
        name: `Barrio carrera ${round}`,
        code: localityCode,
        cityCode: code,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const [create, remove] = await Promise.all([
        asAdmin('POST', '/api/properties', { ...base(), location: { cityCode: code, localityCode } }),
        asAdmin('DELETE', `/api/localities/${localityCode}`),
      ]);
      if (create.status === 201) created.push(create.body.data._id);
      expect(
        [
          [201, 409],
          [400, 200],
        ],
        JSON.stringify([create.body, remove.body]),
      ).toContainEqual([create.status, remove.status]);
      if (create.status === 400) expect(create.body.message).toBe('La localidad seleccionada no existe');
      await expectNoOrphans();
    }
  });
});

describe('renaming a city while a property is saved into it', () => {
  it(`the property ends up with the city's current name (${ROUNDS} rounds)`, async () => {
    const code = `9${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await City.deleteOne({ code });
    expect((await asAdmin('POST', '/api/cities', { name: 'Nombre 0', code, departmentCode: '25' })).status).toBe(201);
    cities.push(code);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [create, rename] = await Promise.all([
        asAdmin('POST', '/api/properties', { ...base(), location: { cityCode: code } }),
        asAdmin('PUT', '/api/cities', { name: `Nombre ${round}`, code, departmentCode: '25' }),
      ]);
      expect([create.status, rename.status]).toEqual([201, 200]);
      created.push(create.body.data._id);
      const stored = await Property.findById(create.body.data._id).lean();
      expect(stored?.location?.city).toBe(`Nombre ${round}`);
    }
  });
});

describe('two uploads with the same file name at the same time', () => {
  const colour = (r: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 10, b: 200 } } })
      .png()
      .toBuffer();

  async function stored(url: string) {
    const response = await fetch(`${baseURL()}${url}`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it('stores two images both named foto.png under different names, each with its own pixels', async () => {
    const token = await adminToken();
    const sources = [await colour(250), await colour(5)];
    const answers = await Promise.all(
      sources.map((bytes) =>
        postMultipart('/api/upload/property-images', {
          files: [{ name: 'foto.png', type: 'image/png', bytes: new Uint8Array(bytes) }],
          token,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const urls = answers.map((a) => a.body.data.files[0].url as string);
    expect(new Set(urls).size).toBe(2);
    for (const [i, url] of urls.entries()) {
      const bytes = await stored(url);
      expect(bytes.length).toBe(answers[i].body.data.files[0].size);
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      // The red channel of the first pixel tells which source this file came from (lossy WebP: ±8).
      expect(Math.abs(data[0] - (i === 0 ? 250 : 5))).toBeLessThan(8);
    }
  });

  it('stores two different videos both named clip.mp4 under different names, byte for byte', async () => {
    const token = await adminToken();
    const clip = fixture('sample.mp4');
    const sources = [clip, padded(clip, clip.length + MB)];
    const answers = await Promise.all(
      sources.map((bytes) =>
        postMultipart('/api/upload/videos', { files: [{ name: 'clip.mp4', type: 'video/mp4', bytes }], token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const urls = answers.map((a) => a.body.data.files[0].url as string);
    expect(new Set(urls).size).toBe(2);
    for (const [i, url] of urls.entries()) expect((await stored(url)).equals(Buffer.from(sources[i]))).toBe(true);
  });
});
