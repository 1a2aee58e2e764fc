import { randomInt, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { nitCheckDigit } from '@/lib/domain/nit';
import { OWNER_MESSAGES, ownerHasCurrentMandate } from '@/lib/domain/owners';
import { addDays, bogotaDay } from '@/lib/domain/visits';
import { Activity } from '@/models/activity';
import { Mandate, MandateDocument } from '@/models/mandate';
import { Owner } from '@/models/owner';

import { adminToken, userToken } from './accounts';
import { baseURL, call, connectTestDb } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';
import { newProperty } from './team';

// Owners (docs/owners.md) over HTTP: the agent's scope, the document and consent rules, the
// activity log, the deletion against the mandates and the Ley 1581 export; and that no public
// read ever shows an owner.

const tag = randomUUID().slice(0, 8);
const cedula = () => String(randomInt(10_000_000, 1_999_999_999));
const nit = () => {
  const base = String(randomInt(800_000_000, 999_999_999));
  return `${base}-${nitCheckDigit(base)}`;
};
const withDots = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

let agent = '';
let other = '';
let admin = '';
let agentId = '';
let otherId = '';
let adminId = '';

const body = (extra: Record<string, unknown> = {}) => ({
  name: `Mariana Ríos Ñúñez ${tag}`,
  documentType: 'CC',
  documentNumber: cedula(),
  phone: '+57 (300) 555-1234',
  email: `mariana-${tag}@correo.test`,
  dataConsent: true,
  ...extra,
});

const create = (token: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/owners', { token, body: body(extra) });

async function created(token: string, extra: Record<string, unknown> = {}) {
  const response = await create(token, extra);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string; name: string; documentNumber: string; agent: { id: string } };
}

const today = () => bogotaDay(new Date());

/** A mandate written behind the API (the mandates API is its own work): current unless ended. */
async function mandateFor(ownerId: string, propertyId: string, { ended = false } = {}) {
  await connectTestDb();
  return Mandate.create({
    propertyId,
    ownerId,
    exclusive: true,
    commissionPercent: 3,
    startDate: addDays(today(), -30),
    endDate: addDays(today(), ended ? -1 : 180),
  });
}

beforeAll(async () => {
  [agent, other, admin] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES), adminToken()]);
  [agentId, otherId, adminId] = await Promise.all([idOf(agent), idOf(other), idOf(admin)]);
  await connectTestDb();
});

afterAll(async () => {
  await disconnectDb();
});

describe('creating an owner', () => {
  it("is the creating agent's, with the consent's time and source", async () => {
    const before = Date.now();
    const response = await create(agent, { documentNumber: withDots(cedula()) });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(OWNER_MESSAGES.created);
    const owner = response.body.data;
    expect(owner.agent.id).toBe(agentId);
    expect(owner.documentNumber).toMatch(/^\d+$/);
    expect(owner.phone).toBe('+57 (300) 555-1234');
    expect(owner.propertyCount).toBe(0);
    expect(owner.consent.accepted).toBe(true);
    expect(owner.consent.source).toBe('admin');
    expect(Date.parse(owner.consent.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an admin gives it to any active staff member, and is its agent by default', async () => {
    expect((await created(admin, { agentId: otherId })).agent.id).toBe(otherId);
    expect((await created(admin)).agent.id).toBe(adminId);
  });

  it('an agent cannot give it to someone else (403, as with properties)', async () => {
    const response = await create(agent, { agentId: otherId });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(OWNER_MESSAGES.onlyAdminAssigns);
  });

  it('stores a NIT with its check digit, and refuses a wrong one with a Spanish message', async () => {
    const good = nit();
    const [base] = good.split('-');
    const owner = await created(agent, { documentType: 'NIT', documentNumber: `${withDots(base)}-${good.slice(-1)}` });
    expect(owner.documentNumber).toBe(good);

    const wrong = `${base}-${(nitCheckDigit(base) + 1) % 10}`;
    const response = await create(agent, { documentType: 'NIT', documentNumber: wrong });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('El NIT no es válido: revisa el dígito de verificación (DIAN, módulo 11)');
    expect(response.body.errors[0].field).toBe('documentNumber');
  });

  it("refuses an owner without the owner's Ley 1581 authorisation", async () => {
    for (const dataConsent of [false, undefined, 'true']) {
      const response = await create(agent, { dataConsent });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'Debes contar con la autorización del propietario para el tratamiento de sus datos personales (Ley 1581 de 2012)',
      );
    }
  });

  it('refuses a second owner with the same document (409), however it is written', async () => {
    const number = cedula();
    await created(agent, { documentNumber: number });
    const response = await create(admin, { documentNumber: withDots(number), agentId: otherId });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(OWNER_MESSAGES.duplicate);
    // The same digits under another document type are another document.
    expect((await create(agent, { documentType: 'CE', documentNumber: number })).status).toBe(201);
  });
});

describe('the list, the search and the scope', () => {
  let owner: Awaited<ReturnType<typeof created>>;
  const name = `Íñigo Peñalosa Búsqueda ${tag}`;

  beforeAll(async () => {
    owner = await created(agent, { name, documentType: 'NIT', documentNumber: nit(), phone: '310 444 7788' });
  });

  const list = (token: string, query: string) =>
    call('GET', `/api/owners?${query}`, { token }).then((r) => {
      expect(r.status).toBe(200);
      return r.body.data.map((o: { id: string }) => o.id) as string[];
    });

  it('finds the owner by name without accents, by document with or without punctuation, and by phone', async () => {
    expect(await list(agent, `q=${encodeURIComponent(`inigo penalosa ${tag}`)}`)).toEqual([owner.id]);
    const [base, digit] = owner.documentNumber.split('-');
    expect(await list(agent, `q=${encodeURIComponent(`${withDots(base)}-${digit}`)}`)).toEqual([owner.id]);
    expect(await list(agent, `q=${base}`)).toEqual([owner.id]);
    expect(await list(agent, `q=${encodeURIComponent('310-444-7788')}&limit=100`)).toContain(owner.id);
  });

  it('another agent neither lists nor opens it (404 as if it did not exist); an admin sees it', async () => {
    expect(await list(other, `q=${tag}&limit=100`)).not.toContain(owner.id);
    const hidden = await call('GET', `/api/owners/${owner.id}`, { token: other });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Propietario no encontrado');
    for (const [method, extra] of [
      ['PATCH', { body: { phone: '3000000000' } }],
      ['DELETE', {}],
    ] as const) {
      expect((await call(method, `/api/owners/${owner.id}`, { token: other, ...extra })).status).toBe(404);
    }
    expect((await call('GET', `/api/owners/${owner.id}/export`, { token: other })).status).toBe(404);

    expect(await list(admin, `q=${tag}&limit=100`)).toContain(owner.id);
    expect(await list(admin, `q=${tag}&limit=100&agentId=${agentId}`)).toContain(owner.id);
    expect(await list(admin, `q=${tag}&limit=100&agentId=${otherId}`)).not.toContain(owner.id);
    expect((await call('GET', `/api/owners/${owner.id}`, { token: admin })).status).toBe(200);
  });

  it('an agent lists only their own owners, whatever agentId they send', async () => {
    const theirs = await created(other);
    const ids = await list(agent, `q=${tag}&limit=100&agentId=${otherId}`);
    expect(ids).toContain(owner.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('answers a bad id and a bad query with a 400, a visitor with a 403', async () => {
    expect((await call('GET', '/api/owners/xyz', { token: agent })).body.message).toBe(OWNER_MESSAGES.invalidId);
    expect((await call('GET', '/api/owners?limit=500', { token: agent })).status).toBe(400);
    expect((await call('GET', '/api/owners', { token: await userToken() })).status).toBe(403);
  });
});

describe('editing an owner', () => {
  it('changes the fields sent and records each change in the activity log and the history', async () => {
    const owner = await created(agent);
    const response = await call('PATCH', `/api/owners/${owner.id}`, {
      token: agent,
      body: { phone: '3125550000', address: 'Calle 85 # 11-20, Bogotá', email: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(OWNER_MESSAGES.updated);
    expect(response.body.data).toMatchObject({ phone: '3125550000', address: 'Calle 85 # 11-20, Bogotá', email: '' });

    const entries = await Activity.find({ entity: 'owner', entityId: owner.id }).sort({ at: 1 }).lean();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[0].actorId.toString()).toBe(agentId);
    const changes = Object.fromEntries(entries[1].changes.map((c) => [c.field, [c.from, c.to]]));
    expect(changes).toEqual({
      phone: ['+57 (300) 555-1234', '3125550000'],
      email: [`mariana-${tag}@correo.test`, ''],
      address: ['', 'Calle 85 # 11-20, Bogotá'],
    });
    const history = response.body.data.history as Array<{ entity: string; action: string }>;
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);

    // The search follows the new phone.
    const found = await call('GET', `/api/owners?q=3125550000&limit=100`, { token: agent });
    expect(found.body.data.map((o: { id: string }) => o.id)).toContain(owner.id);
  });

  it('checks a new document against the stored type, and refuses a taken one', async () => {
    const owner = await created(agent, { documentType: 'NIT', documentNumber: nit() });
    const bad = await call('PATCH', `/api/owners/${owner.id}`, {
      token: agent,
      body: { documentNumber: '890903938-1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(OWNER_MESSAGES.invalidNit);
    const taken = await created(agent, { documentType: 'NIT', documentNumber: nit() });
    const clash = await call('PATCH', `/api/owners/${owner.id}`, {
      token: agent,
      body: { documentNumber: taken.documentNumber },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(OWNER_MESSAGES.duplicate);
    expect((await call('PATCH', `/api/owners/${owner.id}`, { token: agent, body: {} })).body.message).toBe(
      OWNER_MESSAGES.emptyPatch,
    );
  });

  it('only an admin gives the owner to another agent', async () => {
    const owner = await created(agent);
    const refused = await call('PATCH', `/api/owners/${owner.id}`, { token: agent, body: { agentId: otherId } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OWNER_MESSAGES.onlyAdminAssigns);
    const moved = await call('PATCH', `/api/owners/${owner.id}`, { token: admin, body: { agentId: otherId } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.agent.id).toBe(otherId);
    expect((await call('GET', `/api/owners/${owner.id}`, { token: agent })).status).toBe(404);
    expect((await call('GET', `/api/owners/${owner.id}`, { token: other })).status).toBe(200);
  });
});

describe('properties, mandates, deletion and export', () => {
  const name = `Propietaria Mandato ${tag}`;
  let owner: Awaited<ReturnType<typeof created>>;
  let property: { _id: string; title: string };
  let mandateId = '';

  beforeAll(async () => {
    owner = await created(agent, { name });
    property = await newProperty(agentId);
    mandateId = (await mandateFor(owner.id, property._id))._id.toHexString();
    await MandateDocument.create({ _id: mandateId, data: Buffer.from('%PDF-1.4 contrato') });
  });

  it("shows the owner's properties with their mandate's status, and counts them in the list", async () => {
    const response = await call('GET', `/api/owners/${owner.id}`, { token: agent });
    expect(response.status).toBe(200);
    expect(response.body.data.propertyCount).toBe(1);
    expect(response.body.data.properties).toEqual([
      expect.objectContaining({
        id: property._id,
        title: property.title,
        mandate: expect.objectContaining({ id: mandateId, status: 'vigente', exclusive: true, commissionPercent: 3 }),
      }),
    ]);
    const listed = await call('GET', `/api/owners?q=${encodeURIComponent(name)}`, { token: agent });
    expect(listed.body.data[0].propertyCount).toBe(1);
  });

  it('exports what the agency holds about the owner as a JSON download', async () => {
    const response = await fetch(`${baseURL()}/api/owners/${owner.id}/export`, {
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="propietario-${owner.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = await response.json();
    expect(data.law).toContain('Ley 1581');
    expect(data.owner).toMatchObject({ id: owner.id, name, documentNumber: owner.documentNumber });
    expect(data.owner.consent.accepted).toBe(true);
    expect(data.mandates).toEqual([
      expect.objectContaining({ id: mandateId, property: { id: property._id, title: property.title } }),
    ]);
    expect(data.activity.map((a: { entity: string; action: string }) => `${a.entity} ${a.action}`)).toContain(
      'owner create',
    );
  });

  it('never shows an owner in the public API, the sitemap or the portals feed', async () => {
    const reads = await Promise.all([
      call('GET', '/api/properties?limit=100'),
      call('GET', `/api/properties/${property._id}`),
      fetch(`${baseURL()}/sitemap.xml`).then((r) => r.text()),
      fetch(`${baseURL()}/feeds/trovit.xml`).then((r) => r.text()),
    ]);
    const texts = reads.map((read) => (typeof read === 'string' ? read : JSON.stringify(read.body)));
    expect(texts[1]).toContain(property.title);
    for (const text of texts) {
      expect(text).not.toContain(name);
      expect(text).not.toContain(owner.documentNumber);
      expect(text).not.toContain(owner.id);
    }
  });

  it('refuses to delete the owner while the mandate is current, naming the property', async () => {
    const response = await call('DELETE', `/api/owners/${owner.id}`, { token: agent });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ownerHasCurrentMandate(property.title));
    expect(response.body.message).toBe(
      `No se puede eliminar el propietario: tiene un mandato vigente sobre «${property.title}». Termínalo o espera a que venza.`,
    );
    expect(await Owner.exists({ _id: owner.id })).not.toBeNull();
    // A mandate por vencer still binds.
    await Mandate.updateOne({ _id: mandateId }, { $set: { endDate: addDays(today(), 5) } });
    expect((await call('DELETE', `/api/owners/${owner.id}`, { token: agent })).status).toBe(409);
  });

  it("deletes the owner once the mandate has ended, with the ended mandate, its contract and the log's personal data", async () => {
    await Mandate.updateOne({ _id: mandateId }, { $set: { endedAt: new Date() } });
    const response = await call('DELETE', `/api/owners/${owner.id}`, { token: agent });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(OWNER_MESSAGES.deleted);

    expect(await Owner.exists({ _id: owner.id })).toBeNull();
    expect(await Mandate.exists({ _id: mandateId })).toBeNull();
    expect(await MandateDocument.exists({ _id: mandateId })).toBeNull();
    expect((await call('GET', `/api/owners/${owner.id}`, { token: agent })).status).toBe(404);

    const entries = await Activity.find({ entity: 'owner', entityId: owner.id }).lean();
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(name);
    expect(logged).not.toContain(owner.documentNumber);
    expect(logged).not.toContain(`mariana-${tag}`);
    // Who did what, and when, stays.
    expect(entries.every((entry) => entry.actorId.toString() === agentId)).toBe(true);
    expect(await Activity.exists({ entity: 'mandate', entityId: property._id, action: 'delete' })).not.toBeNull();
  });

  it('deletes an owner who never had a mandate', async () => {
    const plain = await created(admin);
    expect((await call('DELETE', `/api/owners/${plain.id}`, { token: admin })).status).toBe(200);
    expect(await Owner.exists({ _id: plain.id })).toBeNull();
  });
});
