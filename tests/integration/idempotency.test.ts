import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { idempotencyRecordId } from '@/lib/api/idempotency';
import { trusted } from '@/lib/db';
import { IDEMPOTENCY_MESSAGES } from '@/lib/domain/idempotency';
import { removeExpiredIdempotencyRecords } from '@/lib/services/idempotency';
import { IdempotencyRecord } from '@/models/idempotency-record';
import { Lead } from '@/models/lead';
import { Property } from '@/models/property';
import { PropertyImport } from '@/models/property-import';

import { adminToken, asAdmin } from './accounts';
import { token as word } from './property-data';
import { baseURL, call, connectTestDb, freshIp } from './stack-client';
import { ANDRES, tokenOf } from './staff';
import { newAgent, newProperty, workday } from './team';

// Idempotent writes over real HTTP (docs/api.md#idempotency): a retried creating POST with the
// same Idempotency-Key gets the first answer again and writes nothing twice; another body is a
// 422, a request while the first runs a 409; keys belong to their caller.

const tag = randomUUID().slice(0, 8);
const email = (name: string) => `idem-${name}-${tag}@correo.test`;
const key = () => `clave-${randomUUID()}`;
let admin = '';
type Answer = { success: boolean; data: { _id: string } };

type Options = { key?: string; token?: string; ip?: string; headers?: Record<string, string> };
/** A JSON POST with an Idempotency-Key, from a given (or a fresh) client address. */
function send(path: string, body: unknown, { key: idem, token, ip = freshIp(), headers = {} }: Options = {}) {
  return call('POST', path, {
    body,
    token,
    headers: { 'x-forwarded-for': ip, ...(idem === undefined ? {} : { 'Idempotency-Key': idem }), ...headers },
  });
}

const contact = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'contact',
  name: 'Ana Ruiz',
  email: email(name),
  phone: '',
  subject: 'Arriendo',
  message: 'Busco apartamento en Chapinero',
  acceptPrivacy: true,
  ...extra,
});
const leadsOf = (name: string) => Lead.countDocuments({ email: email(name) });
const propertyBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 'apartamento',
  operation: 'venta',
  price: 380_000_000,
  status: 'borrador',
  ...extra,
});
const propertiesTitled = (title: string) => Property.countDocuments({ title });

beforeAll(async () => {
  await connectTestDb();
  admin = await adminToken();
});
afterAll(async () => {
  await Lead.deleteMany({ email: trusted({ $regex: `-${tag}@correo\\.test$` }) });
  // Through the API, so that the app's catalogue in memory forgets them too.
  const mine = await Property.find({ title: trusted({ $regex: `^Idempotencia ${tag}` }) })
    .select('_id')
    .lean();
  for (const { _id } of mine) await asAdmin('DELETE', `/api/properties/${String(_id)}`);
});

describe('POST /api/leads with an Idempotency-Key', () => {
  it('answers a retry with the first answer, marked as replayed, and stores one lead', async () => {
    const ip = freshIp();
    const idem = key();
    const first = await send('/api/leads', contact('replay'), { key: idem, ip });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send('/api/leads', contact('replay'), { key: idem, ip });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // The same body with its keys in another order and other spacing is the same request.
    const reordered = Object.fromEntries(Object.entries(contact('replay')).reverse());
    const third = await send('/api/leads', JSON.stringify(reordered, null, 2), { key: idem, ip });
    expect([third.status, third.body.data?.id, third.headers.get('idempotent-replayed')]).toEqual([
      201,
      first.body.data.id,
      'true',
    ]);
    expect(await leadsOf('replay')).toBe(1);
  });

  it('refuses the same key with another body (422), and writes nothing', async () => {
    const ip = freshIp();
    const idem = key();
    expect((await send('/api/leads', contact('mismatch'), { key: idem, ip })).status).toBe(201);
    const other = await send('/api/leads', contact('mismatch', { message: 'Otro mensaje' }), { key: idem, ip });
    expect([other.status, other.body]).toEqual([
      422,
      { success: false, message: IDEMPOTENCY_MESSAGES.mismatch, code: 'idempotency_key_reused' },
    ]);
    expect(other.body.message).toBe('Esta clave de idempotencia ya se usó con otra solicitud');
    expect(await leadsOf('mismatch')).toBe(1);
  });

  it('keeps keys per client address: the same key from another address is its own request', async () => {
    const idem = key();
    const first = await send('/api/leads', contact('scope'), { key: idem, ip: freshIp() });
    const other = await send('/api/leads', contact('scope'), { key: idem, ip: freshIp() });
    expect([first.status, other.status]).toEqual([201, 201]);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect(await leadsOf('scope')).toBe(2);
  });

  it('replays a 4xx answer too', async () => {
    const ip = freshIp();
    const idem = key();
    const body = contact('refused', { acceptPrivacy: false });
    const first = await send('/api/leads', body, { key: idem, ip });
    expect([first.status, first.body.message]).toEqual([400, 'Debes aceptar la Política de Privacidad para continuar']);
    const again = await send('/api/leads', body, { key: idem, ip });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([400, first.body, 'true']);
    expect(await leadsOf('refused')).toBe(0);
  });

  it('behaves as before without the header: every send is a new lead', async () => {
    const ip = freshIp();
    const first = await send('/api/leads', contact('plain'), { ip });
    const second = await send('/api/leads', contact('plain'), { ip });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(await leadsOf('plain')).toBe(2);
  });

  it('refuses a malformed key with a 400 in Spanish, before anything is written', async () => {
    const response = await send('/api/leads', contact('badkey'), { key: 'x'.repeat(256) });
    expect([response.status, response.body.message]).toEqual([400, IDEMPOTENCY_MESSAGES.invalidKey]);
    expect(response.body.message).toBe(
      'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles',
    );
    expect(await leadsOf('badkey')).toBe(0);
  });
});

describe('POST /api/properties with an Idempotency-Key', () => {
  it('creates one property for the admin however often the request is retried, even at once', async () => {
    const title = `Idempotencia ${tag} ${word()}`;
    const idem = key();
    const answers = await Promise.all(
      [0, 1, 2].map(() => send('/api/properties', propertyBody(title), { key: idem, token: admin })),
    );
    // Each retry is the first answer again, or a 409 while the first was still running.
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a.status !== 201))
      expect([answer.status, answer.body.message]).toEqual([409, IDEMPOTENCY_MESSAGES.inFlight]);
    expect(new Set(created.map((a) => a.body.data._id)).size).toBe(1);
    const replay = await send('/api/properties', propertyBody(title), { key: idem, token: admin });
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(replay.body).toEqual(created[0].body);
    expect(await propertiesTitled(title)).toBe(1);
  });

  it("keeps keys per caller: another person's token with the same key creates their own", async () => {
    const title = `Idempotencia ${tag} ${word()}`;
    const idem = key();
    const agent = await tokenOf(ANDRES);
    const mine = await send('/api/properties', propertyBody(title), { key: idem, token: admin });
    const theirs = await send('/api/properties', propertyBody(title), { key: idem, token: agent });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.data._id).not.toBe(mine.body.data._id);
    expect(await propertiesTitled(title)).toBe(2);
  });

  it('stores a refusal of the request itself: the replay is the same 400, a corrected body a 422', async () => {
    const title = `Idempotencia ${tag} ${word()}`;
    const idem = key();
    const bad = propertyBody(title, { location: { cityCode: '99999' } });
    const first = await send('/api/properties', bad, { key: idem, token: admin });
    expect([first.status, first.body.message]).toEqual([400, 'La ciudad seleccionada no existe']);
    const again = await send('/api/properties', bad, { key: idem, token: admin });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([400, first.body, 'true']);
    const fixed = await send('/api/properties', propertyBody(title), { key: idem, token: admin });
    expect(fixed.status).toBe(422);
    expect(await propertiesTitled(title)).toBe(0);
  });
});

describe('POST /api/visits with an Idempotency-Key', () => {
  let propertyId = '';
  beforeAll(async () => {
    const agent = await newAgent('idem');
    propertyId = (await newProperty(agent.id, { title: `Idempotencia ${tag} visitas ${word()}` }))._id;
  });

  it('books once: the retry gets the first booking back, not "slot taken"', async () => {
    const slots = await call('GET', `/api/properties/${propertyId}/slots?date=${workday(4)}`);
    const ip = freshIp();
    const idem = key();
    const body = {
      propertyId,
      start: slots.body.data[0].start as string,
      name: 'Carolina Visitante',
      email: email('visita'),
      phone: '310 555 1234',
      acceptPrivacy: true,
    };
    const first = await send('/api/visits', body, { key: idem, ip });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await send('/api/visits', body, { key: idem, ip });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true']);
    expect(await Lead.countDocuments({ email: email('visita'), kind: 'visit' })).toBe(1);
    // Without the key the same booking is a second request, and the agent's slot is taken.
    const plain = await send('/api/visits', body, { ip });
    expect([plain.status, plain.body.message]).toEqual([409, 'Ese horario ya no está disponible. Elige otro.']);
  });
});

describe('a key in use', () => {
  const recordOf = (ip: string, path: string, idem: string) => idempotencyRecordId(`ip:${ip}`, 'POST', path, idem);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const insert = (id: string, fields: Record<string, unknown>) =>
    IdempotencyRecord.collection.insertOne({
      _id: id as never,
      state: 'running',
      token: randomUUID(),
      fingerprint: null,
      lockedAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
      ...fields,
    });

  it('answers 409 while the first request runs, and takes over one abandoned by a crash', async () => {
    const ip = freshIp();
    const idem = key();
    await insert(recordOf(ip, '/api/leads', idem), {});
    const busy = await send('/api/leads', contact('running'), { key: idem, ip });
    expect([busy.status, busy.body.message]).toEqual([409, IDEMPOTENCY_MESSAGES.inFlight]);
    expect(busy.body.message).toBe(
      'Una solicitud con esta clave de idempotencia todavía está en curso. Intenta de nuevo en unos segundos.',
    );
    expect(await leadsOf('running')).toBe(0);

    const stale = key();
    await insert(recordOf(ip, '/api/leads', stale), { lockedAt: minutesAgo(3) });
    const taken = await send('/api/leads', contact('running'), { key: stale, ip });
    expect(taken.status).toBe(201);
    expect(await leadsOf('running')).toBe(1);
    expect(await IdempotencyRecord.findById(recordOf(ip, '/api/leads', stale)).lean()).toMatchObject({
      state: 'done',
      status: 201,
    });
  });

  it('forgets a key after 24 hours: the expired record is replaced, and the cleanup deletes the rest', async () => {
    const ip = freshIp();
    const idem = key();
    const id = recordOf(ip, '/api/leads', idem);
    await insert(id, { state: 'done', status: 201, body: Buffer.from('{}'), expiresAt: minutesAgo(1) });
    const fresh = await send('/api/leads', contact('expired'), { key: idem, ip });
    expect([fresh.status, fresh.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await leadsOf('expired')).toBe(1);

    const old = recordOf(freshIp(), '/api/leads', key());
    await insert(old, { state: 'done', status: 201, body: Buffer.from('{}'), expiresAt: minutesAgo(1) });
    // The alert pass's timed jobs run this at most every 15 minutes (lib/services/jobs/timed.ts).
    expect(await removeExpiredIdempotencyRecords()).toBeGreaterThanOrEqual(1);
    expect(await IdempotencyRecord.findById(old).lean()).toBeNull();
    expect(await IdempotencyRecord.findById(id).lean()).not.toBeNull();
  });
});

describe('POST /api/imports (multipart) and its commit with an Idempotency-Key', () => {
  it('replays the dry run of the same file, though each send draws its own multipart boundary', async () => {
    const title = `Idempotencia ${tag} importada`;
    const csv = `code;title;operation;type;price\nI${tag}-1;${title};venta;casa;500000000\n`;
    const fileName = `idem-${tag}.csv`;
    const idem = key();
    const upload = async (content = csv) => {
      const form = new FormData();
      form.set('file', new Blob([content], { type: 'text/csv' }), fileName);
      const response = await fetch(`${baseURL()}/api/imports`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin}`, 'Idempotency-Key': idem },
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
    };
    const first = await upload();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await upload();
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(again.body).toEqual(first.body);
    expect((await upload(csv.replace('500000000', '510000000'))).status).toBe(422);
    expect(await PropertyImport.countDocuments({ fileName })).toBe(1);

    // The commit retried with its key is the first commit's answer, not "already applied".
    const commitKey = key();
    const path = `/api/imports/${first.body.data._id}/commit`;
    const applied = await send(path, undefined, { key: commitKey, token: admin });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const retried = await send(path, undefined, { key: commitKey, token: admin });
    expect([retried.status, retried.body, retried.headers.get('idempotent-replayed')]).toEqual([
      200,
      applied.body,
      'true',
    ]);
    expect((await send(path, undefined, { token: admin })).status).toBe(409);
    expect(await propertiesTitled(title)).toBe(1);
    await PropertyImport.deleteMany({ fileName });
  });
});
