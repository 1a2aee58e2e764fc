import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trusted } from '@/lib/db';
import { Activity } from '@/models/activity';
import { Lead } from '@/models/lead';

import { adminToken, asAdmin } from './accounts';
import { baseURL, call, connectTestDb, post } from './stack-client';
import { newAgent, newProperty, type TestAgent } from './team';

// Issue 20 item 4 over HTTP: the staff list and its filters, one lead with its timeline, status
// and assignee changes, notes, and what an agent may and may not do.

const tag = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-${tag}@correo.test`;
let sofia: TestAgent;
let luis: TestAgent;
let propertyId = '';
let inquiryId = '';

const inquiry = (nombre: string, telefono = '300 555 0101') => ({
  kind: 'property-inquiry',
  nombre,
  email: email('nusta'),
  telefono,
  mensaje: 'Quisiera conocer el apartamento',
  propertyId,
  acceptPrivacy: true,
});
const as = (agent: TestAgent, method: string, path: string, body?: unknown) =>
  call(method, path, { body, token: agent.token });

beforeAll(async () => {
  await connectTestDb();
  [sofia, luis] = [await newAgent('sofia'), await newAgent('luis')];
  propertyId = (await newProperty(sofia.id))._id;
  const response = await post('/api/leads', inquiry('Ñusta Peñalosa', '+57 (311) 222-3344'));
  expect(response.status).toBe(201);
  inquiryId = response.body.data.id;
});
afterAll(async () => {
  await asAdmin('DELETE', `/api/properties/${propertyId}`);
  await Lead.deleteMany({ email: trusted({ $regex: `-${tag}@correo\\.test$` }) });
});

describe('a property inquiry', () => {
  it("goes to the property's agent, with its first timeline entries", async () => {
    const { status, body } = await as(sofia, 'GET', `/api/leads/${inquiryId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: inquiryId,
      status: 'nueva',
      assignee: { id: sofia.id, name: sofia.name },
      property: { id: propertyId, title: expect.stringContaining('Apartamento de visitas') },
      firstContactAt: null,
    });
    expect(body.data.timeline).toEqual([
      { type: 'created', at: expect.any(String), actor: '', text: null, from: null, to: null },
      { type: 'assignment', at: expect.any(String), actor: '', text: null, from: null, to: sofia.name },
    ]);
  });

  it('is found by name without accents, by phone digits and by e-mail', async () => {
    for (const q of ['nusta penalosa', 'PEÑALOSA', '311 222', '3112223344', email('nusta')]) {
      const { body } = await asAdmin('GET', `/api/leads?q=${encodeURIComponent(q)}`);
      expect(
        body.data.map((l: { id: string }) => l.id),
        q,
      ).toContain(inquiryId);
    }
    const none = await asAdmin('GET', `/api/leads?q=${encodeURIComponent('.*')}&limit=1`);
    expect(none.body.data.map((l: { id: string }) => l.id)).not.toContain(inquiryId);
  });
});

describe('the follow-up', () => {
  it('an agent changes the status of their own lead and adds a note; both go on the timeline', async () => {
    const changed = await as(sofia, 'PATCH', `/api/leads/${inquiryId}`, { status: 'contactada' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Solicitud actualizada');
    expect(changed.body.data.status).toBe('contactada');
    expect(changed.body.data.firstContactAt).toEqual(expect.any(String));
    const note = await as(sofia, 'POST', `/api/leads/${inquiryId}/notes`, { text: 'Llamó; visita el sábado' });
    expect(note.status).toBe(201);
    expect(note.body.message).toBe('Nota agregada');
    expect(note.body.data.timeline.slice(-2)).toEqual([
      { type: 'status', at: expect.any(String), actor: sofia.name, text: null, from: 'nueva', to: 'contactada' },
      {
        type: 'note',
        at: expect.any(String),
        actor: sofia.name,
        text: 'Llamó; visita el sábado',
        from: null,
        to: null,
      },
    ]);
    const log = await Activity.find({ entity: 'lead', entityId: inquiryId }).sort({ at: 1 }).lean();
    expect(log.map((entry) => [entry.actorName, entry.changes[0]?.field, entry.changes[0]?.to])).toEqual([
      [sofia.name, 'status', 'contactada'],
      [sofia.name, 'note', 'Llamó; visita el sábado'],
    ]);
  });

  it('another agent does not see it (404), nor in the list; an agent cannot reassign (403)', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/leads/${inquiryId}`, undefined],
      ['PATCH', `/api/leads/${inquiryId}`, { status: 'ganada' }],
      ['POST', `/api/leads/${inquiryId}/notes`, { text: 'hola' }],
    ] as const) {
      const response = await as(luis, method, path, body);
      expect([response.status, response.body.message]).toEqual([404, 'Solicitud no encontrada']);
    }
    const list = await as(luis, 'GET', '/api/leads?limit=100');
    expect(list.body.data.every((l: { assignee: { id: string } | null }) => l.assignee?.id === luis.id)).toBe(true);
    const reassign = await as(sofia, 'PATCH', `/api/leads/${inquiryId}`, { assigneeId: luis.id });
    expect([reassign.status, reassign.body.message]).toEqual([
      403,
      'Solo un administrador puede reasignar solicitudes',
    ]);
    const mine = await as(sofia, 'GET', '/api/leads?limit=100');
    expect(mine.body.data.map((l: { id: string }) => l.id)).toContain(inquiryId);
  });

  it('an admin reassigns it; the timeline says from whom to whom and the new agent sees it', async () => {
    const response = await asAdmin('PATCH', `/api/leads/${inquiryId}`, { assigneeId: luis.id, status: 'negociacion' });
    expect(response.status).toBe(200);
    expect(response.body.data.assignee).toEqual({ id: luis.id, name: luis.name });
    expect(response.body.data.timeline.slice(-2)).toEqual([
      {
        type: 'status',
        at: expect.any(String),
        actor: 'Administrador',
        text: null,
        from: 'contactada',
        to: 'negociacion',
      },
      {
        type: 'assignment',
        at: expect.any(String),
        actor: 'Administrador',
        text: null,
        from: sofia.name,
        to: luis.name,
      },
    ]);
    expect((await as(luis, 'GET', `/api/leads/${inquiryId}`)).status).toBe(200);
    expect((await as(sofia, 'GET', `/api/leads/${inquiryId}`)).status).toBe(404);
    const bad = await asAdmin('PATCH', `/api/leads/${inquiryId}`, { assigneeId: '64b000000000000000000000' });
    expect([bad.status, bad.body.message]).toEqual([400, 'El asesor no existe o está inactivo']);
    const unassign = await asAdmin('PATCH', `/api/leads/${inquiryId}`, { assigneeId: null });
    expect(unassign.body.data.assignee).toBeNull();
    const unassigned = await asAdmin('GET', '/api/leads?assigneeId=none&limit=100');
    expect(unassigned.body.data.map((l: { id: string }) => l.id)).toContain(inquiryId);
    await asAdmin('PATCH', `/api/leads/${inquiryId}`, { assigneeId: luis.id });
  });

  it('rejects an empty note and a patch with nothing to change', async () => {
    const note = await asAdmin('POST', `/api/leads/${inquiryId}/notes`, { text: '   ' });
    expect([note.status, note.body.message]).toEqual([400, 'La nota es obligatoria']);
    const empty = await asAdmin('PATCH', `/api/leads/${inquiryId}`, {});
    expect([empty.status, empty.body.message]).toEqual([400, 'Indica el estado o el asesor']);
  });
});

describe('filters', () => {
  it('by status, kind, assignee and date range (Bogotá days)', async () => {
    const byAll = await asAdmin(
      'GET',
      `/api/leads?status=negociacion&kind=property-inquiry&assigneeId=${luis.id}&limit=100`,
    );
    expect(byAll.body.data.map((l: { id: string }) => l.id)).toEqual([inquiryId]);
    const created = (await Lead.findById(inquiryId).lean())!.createdAt;
    const day = new Date(created.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
    const inside = await asAdmin('GET', `/api/leads?from=${day}&to=${day}&q=penalosa`);
    expect(inside.body.data.map((l: { id: string }) => l.id)).toEqual([inquiryId]);
    const before = await asAdmin('GET', `/api/leads?to=2020-01-01&q=penalosa`);
    expect(before.body.data).toEqual([]);
    const wrong = await asAdmin('GET', '/api/leads?from=2026-03-02&to=2026-03-01');
    expect([wrong.status, wrong.body.message]).toEqual([400, 'La fecha inicial debe ser anterior o igual a la final']);
    const kind = await asAdmin('GET', '/api/leads?kind=otra');
    expect([kind.status, kind.body.message]).toEqual([
      400,
      'El tipo debe ser contact, property-inquiry, plan-request, owner o visit',
    ]);
  });
});

describe('CSV export, stats and assignees', () => {
  it('exports the filtered leads for admins with the consent, guarded against formulas', async () => {
    const response = await fetch(`${baseURL()}/api/leads/export?q=penalosa`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="solicitudes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(rows[0]).toContain('"consentimiento_aceptado","consentimiento_fecha"');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"Ñusta Peñalosa"');
    expect(rows[1]).toContain(`"'+57 (311) 222-3344"`);
    expect(rows[1]).toMatch(/"sí","\d{4}-\d{2}-\d{2}T[^"]+Z"/);
    expect((await as(sofia, 'GET', '/api/leads/export')).status).toBe(403);
  });

  it('counts this month, the median time to first contact and leads by status (an agent: theirs)', async () => {
    const admin = await asAdmin('GET', '/api/leads/stats');
    expect(admin.status).toBe(200);
    expect(admin.body.data.thisMonth).toBeGreaterThan(0);
    expect(admin.body.data.byStatus.negociacion).toBeGreaterThanOrEqual(1);
    expect(admin.body.data.medianFirstContactMinutes).toEqual(expect.any(Number));
    const agent = await as(luis, 'GET', '/api/leads/stats');
    expect(agent.body.data).toMatchObject({ thisMonth: 1, unassigned: 0, byStatus: { negociacion: 1, nueva: 0 } });
  });

  it('lists active staff for reassignment (admins only)', async () => {
    const { status, body } = await asAdmin('GET', '/api/users?role=staff&active=true&limit=100');
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sofia.id, name: sofia.name, role: 'agent' }),
        expect.objectContaining({ name: 'Administrador', role: 'admin' }),
      ]),
    );
    expect((await as(sofia, 'GET', '/api/users?role=staff')).status).toBe(403);
  });
});
