import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { Demand } from '@/models/demand';

import { adminToken } from './accounts';
import { call, connectTestDb } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';

// Client demands over real HTTP (docs/demands.md): defaults, the Ley 1581 consent, the ranges,
// the list's search and filters, the agent's scope, and the activity log of every write.

const CONSENT =
  'Debes contar con la autorización del cliente para el tratamiento de sus datos personales (Ley 1581 de 2012)';
const PRICE_ORDER = 'El precio mínimo no puede ser mayor que el máximo';
const ESTRATO_ORDER = 'El estrato mínimo no puede ser mayor que el máximo';
const NOT_FOUND = 'Demanda no encontrada';

const tag = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-${tag}@correo.test`;
const tokens = { admin: '', agent: '', other: '' };
const ids = { admin: '', agent: '', other: '' };

/** A valid demand for a client named `name` (with the run's tag, so searches find only this run's). */
const demand = (name: string, extra: object = {}) => ({
  client: { name: `${name} ${tag}`, phone: '310 555 0000', email: email(name.split(' ')[0].toLowerCase()) },
  clientConsent: true,
  operation: 'venta',
  types: ['apartamento'],
  ...extra,
});

async function create(token: string, body: object) {
  const response = await call('POST', '/api/demands', { token, body });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string; client: { name: string }; agent: { id: string; name: string } };
}

async function activityOf(id: string) {
  const log = await call('GET', `/api/activity?entity=demand&entityId=${id}&limit=100`, { token: tokens.admin });
  expect(log.status).toBe(200);
  return log.body.data as Array<{ action: string; label: string; actorName: string; changes: unknown[] }>;
}

beforeAll(async () => {
  await connectTestDb();
  [tokens.admin, tokens.agent, tokens.other] = await Promise.all([adminToken(), tokenOf(LAURA), tokenOf(ANDRES)]);
  [ids.admin, ids.agent, ids.other] = await Promise.all([idOf(tokens.admin), idOf(tokens.agent), idOf(tokens.other)]);
});
afterAll(async () => {
  await Demand.deleteMany({ 'client.email': trusted({ $regex: `-${tag}@correo\\.test$` }) });
  await disconnectDb();
});

describe('POST /api/demands', () => {
  it('creates a demand with the defaults: active, the creating agent, the consent given now', async () => {
    const before = Date.now();
    const response = await call('POST', '/api/demands', {
      token: tokens.agent,
      body: demand('Carolina Méndez', { client: { name: `Carolina Méndez ${tag}`, phone: '+57 (310) 555-1234' } }),
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Demanda creada exitosamente');
    const data = response.body.data;
    expect(data).toMatchObject({
      client: { name: `Carolina Méndez ${tag}`, phone: '+57 (310) 555-1234', email: '' },
      clientConsent: { accepted: true, source: 'admin' },
      operation: 'venta',
      types: ['apartamento'],
      city: '',
      localities: [],
      minPrice: null,
      maxPrice: null,
      petsAllowed: null,
      status: 'activa',
      notes: '',
      agent: { id: ids.agent, name: expect.any(String) },
      leadId: null,
    });
    expect(Date.parse(data.clientConsent.at)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await Demand.findById(data.id).select('+searchText').lean();
    expect(stored?.searchText).toBe(`carolina mendez ${tag} 573105551234`);
    const [entry] = await activityOf(data.id);
    expect(entry).toMatchObject({ action: 'create', label: `Carolina Méndez ${tag}` });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'status', from: null, to: 'activa' }]));
  });

  it('stores every criterion as given', async () => {
    const given = {
      operation: 'arriendo',
      types: ['apartamento', 'casa'],
      city: 'Bogotá',
      localities: ['Chapinero', '1100101'],
      minPrice: 2_000_000,
      maxPrice: 3_500_000,
      minBedrooms: 2,
      minBathrooms: 2,
      minParking: 1,
      minArea: 60,
      estratoMin: 3,
      estratoMax: 5,
      petsAllowed: true,
      status: 'en_pausa',
      notes: 'Con balcón',
    };
    const response = await call('POST', '/api/demands', {
      token: tokens.agent,
      body: demand('Criterios Completos', given),
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject(given);
  });

  it('refuses a demand without the client’s authorisation (Ley 1581) and stores nothing', async () => {
    for (const clientConsent of [false, undefined]) {
      const response = await call('POST', '/api/demands', {
        token: tokens.agent,
        body: demand('Sin Consentimiento', { clientConsent }),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: CONSENT });
    }
    expect(await Demand.countDocuments({ 'client.email': email('sin') })).toBe(0);
  });

  it('refuses a minimum above its maximum, for price and estrato', async () => {
    const price = await call('POST', '/api/demands', {
      token: tokens.agent,
      body: demand('Rango Precio', { minPrice: 600_000_000, maxPrice: 500_000_000 }),
    });
    expect(price.status).toBe(400);
    expect(price.body).toMatchObject({ message: PRICE_ORDER, errors: [{ field: 'minPrice', message: PRICE_ORDER }] });
    const estrato = await call('POST', '/api/demands', {
      token: tokens.agent,
      body: demand('Rango Estrato', { estratoMin: 6, estratoMax: 2 }),
    });
    expect(estrato.status).toBe(400);
    expect(estrato.body.message).toBe(ESTRATO_ORDER);
    const types = await call('POST', '/api/demands', { token: tokens.agent, body: demand('Sin Tipos', { types: [] }) });
    expect(types).toMatchObject({ status: 400, body: { message: 'Selecciona al menos un tipo de inmueble' } });
  });

  it('assigns: an agent’s demand is theirs; an admin gives any active staff member or keeps it', async () => {
    const refused = await call('POST', '/api/demands', {
      token: tokens.agent,
      body: demand('Asignada Ajena', { agentId: ids.other }),
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Solo un administrador puede asignar la demanda a otro asesor' },
    });
    expect((await create(tokens.admin, demand('Asignada Laura', { agentId: ids.agent }))).agent.id).toBe(ids.agent);
    expect((await create(tokens.admin, demand('Asignada Admin'))).agent.id).toBe(ids.admin);
    const unknown = await call('POST', '/api/demands', {
      token: tokens.admin,
      body: demand('Asignada Nadie', { agentId: '665f1c2a9b1e4a0012345678' }),
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'El asesor no existe o está inactivo' } });
  });
});

describe('GET /api/demands', () => {
  const made: Record<string, string> = {};
  beforeAll(async () => {
    // Oldest first, so the list (newest first) reads them backwards.
    made.lucia = (
      await create(
        tokens.agent,
        demand('Lucía Búsqueda', {
          client: { name: `Lucía Búsqueda ${tag}`, phone: '311 222 3344', email: email('lucia') },
        }),
      )
    ).id;
    made.pedro = (await create(tokens.agent, demand('Pedro Pausa', { operation: 'arriendo', status: 'en_pausa' }))).id;
    made.sofia = (await create(tokens.other, demand('Sofía Otra'))).id;
  });
  const list = async (token: string, query: string) => {
    const response = await call('GET', `/api/demands?q=${tag}&${query}`, { token });
    expect(response.status).toBe(200);
    return response.body as { data: Array<{ id: string }>; pagination: Record<string, number> };
  };
  const idsOf = (body: { data: Array<{ id: string }> }) => body.data.map((item) => item.id);

  it('searches the client’s name without accents, e-mail, and phone whatever its punctuation', async () => {
    for (const q of [`lucia busqueda ${tag}`, `LUCÍA ${tag}`, email('lucia'), `${tag} 311-222-33.44`]) {
      const response = await call('GET', `/api/demands?q=${encodeURIComponent(q)}`, { token: tokens.agent });
      expect(idsOf(response.body as { data: Array<{ id: string }> }), q).toEqual([made.lucia]);
    }
  });

  it('an agent lists only their own, newest first, in the page envelope; an admin sees everyone’s', async () => {
    const own = await list(tokens.agent, 'limit=100');
    expect(idsOf(own)).not.toContain(made.sofia);
    expect(idsOf(own).indexOf(made.pedro)).toBeLessThan(idsOf(own).indexOf(made.lucia));
    expect(own.pagination).toMatchObject({ page: 1, limit: 100, total: own.data.length, pages: 1 });
    const all = idsOf(await list(tokens.admin, 'limit=100'));
    expect(all).toEqual(expect.arrayContaining([made.lucia, made.pedro, made.sofia]));
    expect(idsOf(await list(tokens.admin, `agentId=${ids.other}`))).toEqual([made.sofia]);
    // An agent naming another agent still sees only their own.
    expect(idsOf(await list(tokens.agent, `agentId=${ids.other}`))).toEqual([]);
  });

  it('filters by status and operation, and pages', async () => {
    const paused = (await list(tokens.agent, 'status=en_pausa&operation=arriendo&limit=100')).data as Array<{
      id: string;
      status: string;
      operation: string;
    }>;
    expect(paused.map((d) => d.id)).toContain(made.pedro);
    expect(paused.map((d) => d.id)).not.toContain(made.lucia);
    expect(paused.every((d) => d.status === 'en_pausa' && d.operation === 'arriendo')).toBe(true);
    expect(idsOf(await list(tokens.agent, 'operation=venta&limit=100'))).not.toContain(made.pedro);
    const first = await list(tokens.admin, 'limit=1');
    expect(first.data).toHaveLength(1);
    expect(first.pagination.pages).toBe(first.pagination.total);
    const bad = await call('GET', '/api/demands?status=abierta', { token: tokens.agent });
    expect(bad).toMatchObject({ status: 400, body: { message: 'El estado debe ser activa, en_pausa o cerrada' } });
  });
});

describe('one demand', () => {
  let id = '';
  beforeAll(async () => {
    id = (await create(tokens.agent, demand('Daniela Detalle', { maxPrice: 500_000_000, minPrice: 300_000_000 }))).id;
  });

  it('another agent gets a 404 for it, as if it did not exist; an admin sees it', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { status: 'cerrada' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/demands/${id}`, { token: tokens.other, body });
      expect(response, method).toMatchObject({ status: 404, body: { success: false, message: NOT_FOUND } });
    }
    expect((await call('GET', `/api/demands/${id}`, { token: tokens.admin })).body.data).toMatchObject({
      id,
      status: 'activa',
      agent: { id: ids.agent },
    });
    expect(await call('GET', '/api/demands/no-es-un-id', { token: tokens.agent })).toMatchObject({
      status: 400,
      body: { message: 'ID de demanda no válido' },
    });
    expect((await call('GET', '/api/demands/665f1c2a9b1e4a0012345678', { token: tokens.admin })).status).toBe(404);
  });

  it('a status change and a client edit are saved and logged with their old and new values', async () => {
    const paused = await call('PATCH', `/api/demands/${id}`, { token: tokens.agent, body: { status: 'en_pausa' } });
    expect(paused).toMatchObject({
      status: 200,
      body: { message: 'Demanda actualizada exitosamente', data: { status: 'en_pausa' } },
    });
    const renamed = await call('PATCH', `/api/demands/${id}`, {
      token: tokens.agent,
      body: { client: { name: `Daniela Renombrada ${tag}` }, minPrice: null },
    });
    expect(renamed.body.data).toMatchObject({
      client: { name: `Daniela Renombrada ${tag}`, phone: '310 555 0000', email: email('daniela') },
      minPrice: null,
      maxPrice: 500_000_000,
    });
    const found = await call('GET', `/api/demands?q=${encodeURIComponent(`renombrada ${tag}`)}`, {
      token: tokens.agent,
    });
    expect(found.body.data.map((d: { id: string }) => d.id)).toEqual([id]);

    const log = await activityOf(id);
    expect(log.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(log[1]).toMatchObject({
      label: `Daniela Detalle ${tag}`,
      changes: [{ field: 'status', from: 'activa', to: 'en_pausa' }],
    });
    expect(log[0].label).toBe(`Daniela Renombrada ${tag}`);
    expect(log[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'client.name', from: `Daniela Detalle ${tag}`, to: `Daniela Renombrada ${tag}` },
        { field: 'minPrice', from: 300_000_000, to: null },
      ]),
    );
    expect(log[0].changes).toHaveLength(2);
  });

  it('checks the ranges against what is stored; refuses an empty patch and an agent handing it on', async () => {
    const above = await call('PATCH', `/api/demands/${id}`, { token: tokens.agent, body: { minPrice: 600_000_000 } });
    expect(above).toMatchObject({ status: 400, body: { message: PRICE_ORDER } });
    const estrato = await call('PATCH', `/api/demands/${id}`, { token: tokens.agent, body: { estratoMin: 5 } });
    expect(estrato.status).toBe(200);
    expect(await call('PATCH', `/api/demands/${id}`, { token: tokens.agent, body: { estratoMax: 4 } })).toMatchObject({
      status: 400,
      body: { message: ESTRATO_ORDER },
    });
    expect(await call('PATCH', `/api/demands/${id}`, { token: tokens.agent, body: {} })).toMatchObject({
      status: 400,
      body: { message: 'Indica al menos un dato de la demanda para actualizar' },
    });
    expect(
      await call('PATCH', `/api/demands/${id}`, { token: tokens.agent, body: { agentId: ids.other } }),
    ).toMatchObject({ status: 403, body: { message: 'Solo un administrador puede asignar la demanda a otro asesor' } });
  });

  it('an admin hands it to another agent, whose it then is', async () => {
    const handed = await call('PATCH', `/api/demands/${id}`, { token: tokens.admin, body: { agentId: ids.other } });
    expect(handed.body.data.agent.id).toBe(ids.other);
    expect((await call('GET', `/api/demands/${id}`, { token: tokens.agent })).status).toBe(404);
    expect((await call('GET', `/api/demands/${id}`, { token: tokens.other })).status).toBe(200);
    const [entry] = await activityOf(id);
    expect(entry.changes).toEqual([{ field: 'agent', from: expect.any(String), to: expect.any(String) }]);
  });

  it('its agent deletes it, and the log keeps the client’s name', async () => {
    const removed = await call('DELETE', `/api/demands/${id}`, { token: tokens.other });
    expect(removed).toMatchObject({ status: 200, body: { success: true, message: 'Demanda eliminada exitosamente' } });
    expect((await call('GET', `/api/demands/${id}`, { token: tokens.admin })).status).toBe(404);
    expect(await Demand.countDocuments({ _id: id })).toBe(0);
    const [entry] = await activityOf(id);
    expect(entry).toMatchObject({ action: 'delete', label: `Daniela Renombrada ${tag}` });
  });
});
