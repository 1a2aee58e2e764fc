import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { Lead } from '@/models/lead';
import { Property } from '@/models/property';

import { asAdmin, userToken } from './accounts';
import { call, connectTestDb, post } from './stack-client';

const NO_TOKEN = 'No hay token de autenticación. Por favor, inicia sesión nuevamente.';
const FORBIDDEN = 'No tienes permisos para realizar esta acción';
const CONSENT = 'Debes aceptar la Política de Privacidad para continuar';

const tag = randomUUID().slice(0, 8);
const email = (name: string) => `${name}-${tag}@correo.test`;
let publicPropertyId = '';
let draftPropertyId = '';

const contact = () => ({
  kind: 'contact',
  name: 'Ana Ruiz',
  email: email('contacto'),
  phone: '',
  subject: 'Avalúo',
  message: 'Quiero vender mi apartamento',
  acceptPrivacy: true,
});
const inquiry = () => ({
  kind: 'property-inquiry',
  nombre: 'Luis Pérez',
  email: email('consulta'),
  telefono: '300 123 4567',
  mensaje: '',
  propertyId: publicPropertyId,
  acceptPrivacy: true,
});
const plan = () => ({
  kind: 'plan-request',
  firstName: 'Marta',
  lastName: 'Díaz',
  email: email('plan'),
  phone: '3105550000',
  city: 'Bogotá',
  address: 'Calle 100 # 15-20',
  planId: 'arriendo-vip',
  acceptTerms: true,
  acceptMarketing: true,
  acceptPrivacy: true,
});

beforeAll(async () => {
  await connectTestDb();
  const listed = await Property.findOne({ status: 'disponible' }).lean();
  publicPropertyId = String(listed?._id);
  const draft = await Property.create({
    title: 'Borrador de prueba de solicitudes',
    slug: `borrador-solicitudes-${tag}`,
    type: 'casa',
    operation: 'venta',
    price: 1,
  });
  draftPropertyId = String(draft._id);
});
afterAll(async () => {
  await Property.deleteOne({ _id: draftPropertyId });
  await Lead.deleteMany({ email: trusted({ $regex: `-${tag}@correo\\.test$` }) });
  await disconnectDb();
});

describe('POST /api/leads', () => {
  it('stores a contact message with its consent time', async () => {
    const before = Date.now();
    const response = await post('/api/leads', contact());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.',
      data: { id: expect.stringMatching(/^[a-f\d]{24}$/) },
    });
    const lead = await Lead.findById(response.body.data.id).lean();
    expect(lead).toMatchObject({
      kind: 'contact',
      status: 'nueva',
      name: 'Ana Ruiz',
      email: email('contacto'),
      phone: '',
      subject: 'Avalúo',
      consent: { accepted: true },
    });
    expect(lead?.consent?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lead?.consent?.at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores a property inquiry with the default message', async () => {
    const response = await post('/api/leads', inquiry());
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      '¡Consulta enviada! Un asesor te contactará pronto con la información de la propiedad.',
    );
    const lead = await Lead.findById(response.body.data.id).lean();
    expect(lead).toMatchObject({
      kind: 'property-inquiry',
      name: 'Luis Pérez',
      phone: '300 123 4567',
      consent: { accepted: true, at: expect.any(Date) },
    });
    expect(lead!.message).toBe('Hola, estoy interesado en esta propiedad y me gustaría recibir más información.');
    expect(String(lead!.propertyId)).toBe(publicPropertyId);
  });

  it('stores a plan request', async () => {
    const response = await post('/api/leads', plan());
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('¡Gracias por tu interés!');
    const lead = await Lead.findById(response.body.data.id).lean();
    expect(lead).toMatchObject({
      kind: 'plan-request',
      name: 'Marta Díaz',
      phone: '3105550000',
      city: 'Bogotá',
      address: 'Calle 100 # 15-20',
      planId: 'arriendo-vip',
      acceptMarketing: true,
      consent: { accepted: true, at: expect.any(Date) },
    });
  });

  it('refuses a lead without consent and stores nothing', async () => {
    for (const body of [
      { ...contact(), acceptPrivacy: false },
      { ...plan(), acceptPrivacy: undefined },
      { ...inquiry(), acceptPrivacy: 'sí' },
    ]) {
      const response = await post('/api/leads', { ...body, email: email('sin-consentimiento') });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: CONSENT });
    }
    expect(await Lead.countDocuments({ email: email('sin-consentimiento') })).toBe(0);
  });

  it('applies each form rule', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ ...plan(), acceptTerms: false }, 400, 'Debes aceptar los términos y condiciones'],
      [{ ...contact(), subject: '' }, 400, 'El asunto es obligatorio'],
      [{ ...inquiry(), telefono: '' }, 400, 'El teléfono es obligatorio'],
      [{ ...inquiry(), propertyId: 'nada' }, 400, 'ID de propiedad no válido'],
      [{ ...inquiry(), propertyId: '64b000000000000000000000' }, 404, 'Propiedad no encontrada'],
      [{ ...inquiry(), propertyId: draftPropertyId }, 404, 'Propiedad no encontrada'],
      [{ kind: 'otro' }, 400, 'El tipo de solicitud debe ser contact, property-inquiry, plan-request u owner'],
      ['{"kind": "contact",', 400, 'El cuerpo de la solicitud no es un JSON válido'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/api/leads', body);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
  });

  it('answers a honeypot hit like a success and stores nothing', async () => {
    const response = await post('/api/leads', { ...plan(), email: email('robot'), website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: '¡Gracias por tu interés!',
      data: { id: expect.stringMatching(/^[a-f\d]{24}$/) },
    });
    expect(await Lead.countDocuments({ email: email('robot') })).toBe(0);
    expect(await Lead.exists({ _id: response.body.data.id })).toBeNull();
  });

  it('allows 5 submissions per IP, then answers 429 with Retry-After', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const headers = { 'x-forwarded-for': ip };
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/leads', { ...contact(), email: email(`limite${i}`) }, { headers });
      expect(response.status).toBe(201);
    }
    const limited = await post('/api/leads', { ...contact(), email: email('limite5') }, { headers });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: 'Has enviado demasiadas solicitudes. Intenta de nuevo en 15 minutos.',
      code: 'rate_limited',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await Lead.countDocuments({ email: email('limite5') })).toBe(0);
    // Another address is not affected.
    expect((await post('/api/leads', { ...contact(), email: email('otra-ip') })).status).toBe(201);
  });
});

describe('admin leads', () => {
  it('lists newest first with pagination and filters by kind', async () => {
    const { status, body } = await asAdmin('GET', '/api/leads?limit=3');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(3);
    expect(body.pagination).toMatchObject({ page: 1, limit: 3, total: expect.any(Number) });
    const dates = body.data.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const defaults = await asAdmin('GET', '/api/leads');
    expect(defaults.body.pagination.limit).toBe(20);

    const plans = await asAdmin('GET', '/api/leads?kind=plan-request&limit=100');
    expect(plans.body.data.length).toBeGreaterThan(0);
    expect(plans.body.data.every((l: { kind: string }) => l.kind === 'plan-request')).toBe(true);
    const mine = plans.body.data.find((l: { email: string }) => l.email === email('plan'));
    expect(mine).toMatchObject({
      name: 'Marta Díaz',
      status: 'nueva',
      consent: { accepted: true, at: expect.any(String) },
      acceptMarketing: true,
    });
    expect(plans.body.pagination.total).toBe(await Lead.countDocuments({ kind: 'plan-request' }));

    const bad = await asAdmin('GET', '/api/leads?kind=spam');
    expect(bad.status).toBe(400);
  });

  it('updates a status (the legacy word contacted is contactada) and filters by it', async () => {
    const lead = await Lead.findOne({ email: email('consulta') }).lean();
    const id = String(lead!._id);
    const response = await asAdmin('PATCH', `/api/leads/${id}`, { status: 'contacted' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Solicitud actualizada',
      data: { id, status: 'contactada' },
    });
    const contacted = await asAdmin('GET', '/api/leads?status=contacted&kind=property-inquiry&limit=100');
    expect(contacted.body.data.some((l: { id: string }) => l.id === id)).toBe(true);
    expect(
      contacted.body.data.every(
        (l: { status: string; kind: string }) => l.status === 'contactada' && l.kind === 'property-inquiry',
      ),
    ).toBe(true);

    const badStatus = await asAdmin('PATCH', `/api/leads/${id}`, { status: 'nuevo' });
    expect([badStatus.status, badStatus.body.message]).toEqual([
      400,
      'El estado debe ser nueva, contactada, visita_agendada, negociacion, ganada o descartada',
    ]);
    const malformed = await asAdmin('PATCH', '/api/leads/123', { status: 'closed' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'ID de solicitud no válido']);
    const unknown = await asAdmin('PATCH', '/api/leads/64b000000000000000000000', { status: 'closed' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Solicitud no encontrada']);
  });

  it('GET /api/leads and PATCH /api/leads/{id}: anonymous 401, user 403, admin 200', async () => {
    const lead = await Lead.findOne({ email: email('contacto') }).lean();
    const endpoints: Array<[string, string, unknown]> = [
      ['GET', '/api/leads', undefined],
      ['PATCH', `/api/leads/${String(lead!._id)}`, { status: 'closed' }],
    ];
    for (const [method, path, body] of endpoints) {
      const anonymous = await call(method, path, { body });
      expect([anonymous.status, anonymous.body.message]).toEqual([401, NO_TOKEN]);
      const user = await call(method, path, { body, token: await userToken() });
      expect([user.status, user.body.message]).toEqual([403, FORBIDDEN]);
      expect((await asAdmin(method, path, body)).status).toBe(200);
    }
  });
});
