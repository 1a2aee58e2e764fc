import { readFile } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { trusted } from '@/lib/db';
import { Lead } from '@/models/lead';
import { VisitSlot } from '@/models/visit-slot';

import { asAdmin } from './accounts';
import { baseURL, call, connectTestDb, get, post } from './stack-client';
import { newAgent, newProperty, sunday, workday, type TestAgent } from './team';

// Issue 20 item 5 over HTTP: free slots, booking, the slot race, the visitor's link, the agenda.

const TAKEN = 'Ese horario ya no está disponible. Elige otro.';
const day = workday(3);
const at = (hhmm: string, date = day) => `${date}T${hhmm}:00-05:00`;
let ana: TestAgent;
let beto: TestAgent;
let propertyId = '';
const properties: string[] = [];
let n = 0;

const visit = (start: string, extra: Record<string, unknown> = {}) => ({
  propertyId,
  start,
  name: 'Carolina Visitante',
  email: `visita-${Date.now()}-${(n += 1)}@correo.test`,
  phone: '310 555 1234',
  message: 'Voy con mi pareja',
  acceptPrivacy: true,
  ...extra,
});
const starts = (body: { data: Array<{ start: string }> }) => body.data.map((slot) => slot.start);

/** The token of the last visit link e-mailed to `email` (the app logs e-mails without SMTP_URL). */
async function visitToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const log = await readFile(inject('appLog'), 'utf8');
    const blocks = log.split('[mail] Para: ').filter((block) => block.startsWith(`${email}\n`));
    const token = blocks.at(-1)?.match(/\/visita\/([\w-]{43})/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no visit link for ${email} in the app log`);
}

beforeAll(async () => {
  await connectTestDb();
  [ana, beto] = [await newAgent('ana'), await newAgent('beto')];
  propertyId = (await newProperty(ana.id))._id;
  properties.push(propertyId);
});
afterAll(async () => {
  for (const id of properties) await asAdmin('DELETE', `/api/properties/${id}`);
  await Lead.deleteMany({ kind: 'visit', email: trusted({ $regex: '@correo\\.test$' }) });
});

describe('GET /api/properties/{id}/slots', () => {
  it('offers the office hours in slots of an hour, Bogotá time', async () => {
    const { status, body, headers } = await get(`/api/properties/${propertyId}/slots?date=${day}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/no-store|no-cache/);
    expect(body.data[0]).toEqual({ start: at('07:00'), end: at('08:00') });
    expect(starts(body as never)).toEqual(
      ['07', '08', '09', '10', '11', '12', '13', '14', '15'].map((h) => at(`${h}:00`)),
    );
  });

  it('offers nothing on a closed day or a past one, and follows the visit length in Settings', async () => {
    expect((await get(`/api/properties/${propertyId}/slots?date=${sunday()}`)).body.data).toEqual([]);
    expect((await get(`/api/properties/${propertyId}/slots?date=2020-01-06`)).body.data).toEqual([]);
    await asAdmin('PUT', '/api/settings/general', { visitSlotMinutes: 30 });
    try {
      const { body } = await get(`/api/properties/${propertyId}/slots?date=${day}`);
      expect(body.data).toHaveLength(18);
      expect(body.data[1]).toEqual({ start: at('07:30'), end: at('08:00') });
    } finally {
      await asAdmin('PUT', '/api/settings/general', { visitSlotMinutes: 60 });
    }
  });

  it('answers 400 for a bad date and 404 for a property not open to visits', async () => {
    const bad = await get(`/api/properties/${propertyId}/slots?date=2026-02-30`);
    expect([bad.status, bad.body.message]).toEqual([400, 'La fecha debe tener el formato AAAA-MM-DD']);
    const draft = await newProperty(ana.id, { status: 'borrador' });
    properties.push(draft._id);
    const hidden = await get(`/api/properties/${draft._id}/slots?date=${day}`);
    expect([hidden.status, hidden.body.message]).toEqual([404, 'Propiedad no encontrada']);
  });
});

describe('POST /api/visits', () => {
  it("books a slot as a lead of kind visit for the property's agent; the agent's other listings lose that hour", async () => {
    const body = visit(at('09:00'));
    const response = await post('/api/visits', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: '¡Visita agendada! Te enviamos la confirmación a tu correo.',
      data: { id: expect.stringMatching(/^[a-f\d]{24}$/), start: at('09:00'), end: at('10:00') },
    });
    const lead = await Lead.findById(response.body.data.id).lean();
    expect(lead).toMatchObject({
      kind: 'visit',
      status: 'visita_agendada',
      email: body.email,
      consent: { accepted: true },
      visit: { agentKey: ana.id, state: 'scheduled', start: new Date(at('09:00')) },
    });
    expect(String(lead!.assigneeId)).toBe(ana.id);
    const other = await newProperty(ana.id);
    properties.push(other._id);
    for (const id of [propertyId, other._id]) {
      const slots = starts((await get(`/api/properties/${id}/slots?date=${day}`)).body as never);
      expect(slots).not.toContain(at('09:00'));
      expect(slots).toContain(at('10:00'));
    }
    const again = await post('/api/visits', visit(at('09:00')));
    expect([again.status, again.body.message]).toEqual([409, TAKEN]);
  });

  it('validates consent and the slot', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [visit(at('10:00'), { acceptPrivacy: false }), 400, 'Debes aceptar la Política de Privacidad para continuar'],
      [visit(at('10:10')), 400, 'El horario elegido no está disponible para visitas'],
      [visit(at('16:00')), 400, 'El horario elegido no está disponible para visitas'],
      [
        visit('2026-01-05T09:00:00-05:00'),
        400,
        'Las visitas se agendan con al menos una hora de anticipación y hasta 60 días antes',
      ],
      [visit('mañana'), 400, 'La hora de la visita debe ser una fecha ISO 8601 con zona horaria'],
      [visit(at('10:00'), { phone: '' }), 400, 'El teléfono es obligatorio'],
      [visit(at('10:00'), { propertyId: '64b000000000000000000000' }), 404, 'Propiedad no encontrada'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/api/visits', body);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
  });

  it('two visitors, one slot: of many at once exactly one gets it, the others a 409 in Spanish', async () => {
    const raced = await newProperty(beto.id);
    properties.push(raced._id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/visits', { ...visit(at('11:00')), propertyId: raced._id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message).toBe(TAKEN);
    const stored = await Lead.countDocuments({ propertyId: raced._id, kind: 'visit' });
    expect(stored).toBe(1);
    expect(await VisitSlot.countDocuments({ agentKey: beto.id })).toBe(4);
  });

  it('a property without an agent: each active agent free at that hour takes one visit, then 409', async () => {
    const open = await newProperty();
    properties.push(open._id);
    const staff = (await asAdmin('GET', '/api/users?role=agent&active=true&limit=100')).body.data;
    const booked = [];
    for (let i = 0; i < staff.length; i++) {
      const response = await post('/api/visits', { ...visit(at('14:00')), propertyId: open._id });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      booked.push(response.body.data.id);
    }
    const hosts = await Lead.find({ _id: trusted({ $in: booked }) }).lean();
    expect(new Set(hosts.map((lead) => lead.visit?.agentKey)).size).toBe(staff.length);
    const full = await post('/api/visits', { ...visit(at('14:00')), propertyId: open._id });
    expect([full.status, full.body.message]).toEqual([409, TAKEN]);
    expect(starts((await get(`/api/properties/${open._id}/slots?date=${day}`)).body as never)).not.toContain(
      at('14:00'),
    );
  });
});

describe("the visitor's link", () => {
  it('moves the visit to a free slot of the same agent, then cancels it; each frees the time it held', async () => {
    const body = visit(at('12:00'));
    const booked = await post('/api/visits', body);
    const id = booked.body.data.id;
    const token = await visitToken(body.email);
    const page = await fetch(`${baseURL()}/visita/${token}`);
    const html = await page.text();
    expect(html).toContain('Tu visita');
    expect(html).toContain('noindex');

    const free = await get(`/api/visits/${token}/slots?date=${day}`);
    expect(starts(free.body as never)).not.toContain(at('12:00')); // its own
    expect(starts(free.body as never)).not.toContain(at('09:00')); // another visit's
    const taken = await call('PATCH', `/api/visits/${token}`, { body: { action: 'move', start: at('09:00') } });
    expect([taken.status, taken.body.message]).toEqual([409, TAKEN]);

    const moved = await call('PATCH', `/api/visits/${token}`, { body: { action: 'move', start: at('13:00') } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: 'Visita reprogramada',
      data: { start: at('13:00'), end: at('14:00'), state: 'scheduled', name: body.name },
    });
    let slots = starts((await get(`/api/properties/${propertyId}/slots?date=${day}`)).body as never);
    expect(slots).toContain(at('12:00'));
    expect(slots).not.toContain(at('13:00'));

    const cancelled = await call('PATCH', `/api/visits/${token}`, { body: { action: 'cancel' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: 'Visita cancelada', data: { state: 'cancelled' } });
    slots = starts((await get(`/api/properties/${propertyId}/slots?date=${day}`)).body as never);
    expect(slots).toContain(at('13:00'));
    const twice = await call('PATCH', `/api/visits/${token}`, { body: { action: 'cancel' } });
    expect([twice.status, twice.body.message]).toEqual([409, 'La visita ya fue cancelada']);

    const detail = await asAdmin('GET', `/api/leads/${id}`);
    expect(detail.body.data.visit).toEqual({ start: at('13:00'), end: at('14:00'), state: 'cancelled' });
    expect(detail.body.data.timeline.filter((e: { type: string }) => e.type === 'visit')).toHaveLength(3);
  });

  it('answers 400 for a malformed link and 404 for an unknown one', async () => {
    const bad = await call('PATCH', '/api/visits/corto', { body: { action: 'cancel' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'El enlace de la visita no es válido']);
    const unknown = await call('PATCH', `/api/visits/${'a'.repeat(43)}`, { body: { action: 'cancel' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Visita no encontrada']);
    const action = await call('PATCH', `/api/visits/${'a'.repeat(43)}`, { body: { action: 'borrar' } });
    expect([action.status, action.body.message]).toEqual([400, 'La acción debe ser cancel o move']);
  });
});

describe('GET /api/visits (agenda) and reassigning a visit', () => {
  // Ana: 9:00 (booked above) and 14:00 (the property without an agent); Beto: 11:00 and 14:00.
  it("shows an agent their own visits and an admin anyone's", async () => {
    const mine = await call('GET', `/api/visits?from=${day}&days=1`, { token: ana.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((v: { start: string }) => v.start)).toEqual([at('09:00'), at('14:00')]);
    expect(mine.body.data[0]).toMatchObject({ agent: { id: ana.id, name: ana.name }, status: 'visita_agendada' });
    const others = await call('GET', `/api/visits?from=${day}&days=1&agentId=${beto.id}`, { token: ana.token });
    expect([others.status, others.body.message]).toEqual([
      403,
      'Solo un administrador puede ver la agenda de otro asesor',
    ]);
    const admin = await asAdmin('GET', `/api/visits?from=${day}&days=7&agentId=${beto.id}`);
    expect(admin.body.data.map((v: { start: string }) => v.start)).toEqual([at('11:00'), at('14:00')]);
  });

  it("moves a reassigned visit to the new agent's calendar, or refuses when they are busy then", async () => {
    const [nine] = (await call('GET', `/api/visits?from=${day}&days=1`, { token: ana.token })).body.data;
    const toFree = await asAdmin('PATCH', `/api/leads/${nine.leadId}`, { assigneeId: beto.id });
    expect(toFree.status).toBe(200); // Beto is free at 9:00
    const betoDay = await call('GET', `/api/visits?from=${day}&days=1`, { token: beto.token });
    expect(betoDay.body.data.map((v: { start: string }) => v.start)).toEqual([at('09:00'), at('11:00'), at('14:00')]);
    const anaDay = await call('GET', `/api/visits?from=${day}&days=1`, { token: ana.token });
    expect(anaDay.body.data.map((v: { start: string }) => v.start)).toEqual([at('14:00')]);
    const eleven = betoDay.body.data[1];
    await asAdmin('PATCH', `/api/leads/${nine.leadId}`, { assigneeId: ana.id });
    const clash = await post('/api/visits', visit(at('11:00')));
    expect(clash.status).toBe(201); // Ana's 11:00
    const refused = await asAdmin('PATCH', `/api/leads/${eleven.leadId}`, { assigneeId: ana.id });
    expect([refused.status, refused.body.message]).toEqual([409, 'El asesor ya tiene una visita a esa hora']);
  });
});
