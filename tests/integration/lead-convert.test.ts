import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { PUBLIC_STATUSES } from '@/lib/domain/property';
import { Lead } from '@/models/lead';
import { Property } from '@/models/property';

import { adminToken as adminTokenOf, asAdmin } from './accounts';
import { call, connectTestDb, post } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';

// POST /api/leads/{id}/convert: each lead kind into what it becomes, the 409 of a second
// conversion (also of two at once), the kinds refused and the agent's scope.

const tag = randomUUID().slice(0, 8);
/** A cédula of this run's own (documents are unique). */
const cedula = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
const email = (name: string) => `${name}-${tag}@correo.test`;
let laura = '';
let andres = '';
let lauraId = '';
let listing = { id: '', price: 0, operation: '', type: '', locality: '', city: '' };

const convert = (id: string, body: unknown, token: string) => call('POST', `/api/leads/${id}/convert`, { token, body });
const leadIdOf = async (address: string) => String((await Lead.findOne({ email: address }).lean())!._id);

beforeAll(async () => {
  await connectTestDb();
  [laura, andres] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES)]);
  lauraId = await idOf(laura);
  const row = await Property.findOne({
    agentId: lauraId,
    status: trusted({ $in: [...PUBLIC_STATUSES] }),
    price: trusted({ $gt: 0 }),
    'location.localityCode': trusted({ $ne: '' }),
  }).lean();
  listing = {
    id: String(row!._id),
    price: row!.price,
    operation: row!.operation,
    type: row!.type,
    locality: row!.location!.locality!,
    city: row!.location!.city!,
  };
});
afterAll(() => disconnectDb());

describe('an owner lead', () => {
  let leadId = '';
  beforeAll(async () => {
    const sent = await post('/api/leads', {
      kind: 'owner',
      name: 'Marta Gil Ortiz',
      email: email('propietaria'),
      phone: '300 555 0101',
      property: { operation: 'venta', type: 'apartamento', city: '11001', area: 84, bedrooms: 3, bathrooms: 2 },
      acceptPrivacy: true,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    leadId = await leadIdOf(email('propietaria'));
  });

  it('needs the identity document, then becomes an owner with a draft property that carries its details', async () => {
    const adminToken = await adminTokenOf();
    const missing = await convert(leadId, { into: 'owner' }, adminToken);
    expect([missing.status, missing.body.message]).toEqual([
      400,
      'Indica el tipo y el número de documento del propietario',
    ]);
    const badNit = await convert(
      leadId,
      { into: 'owner', documentType: 'NIT', documentNumber: '890903938-1' },
      adminToken,
    );
    expect(badNit.status).toBe(400);

    const done = await convert(leadId, { into: 'owner', documentType: 'CC', documentNumber: cedula }, adminToken);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.message).toBe('Propietario y borrador de inmueble creados');
    const { owner, property } = done.body.data;

    const stored = await asAdmin('GET', `/api/owners/${owner.id}`);
    expect(stored.body.data).toMatchObject({ name: 'Marta Gil Ortiz', documentType: 'CC', documentNumber: cedula });
    const draft = await asAdmin('GET', `/api/properties/${property.id}`);
    const lead = (await asAdmin('GET', `/api/leads/${leadId}`)).body.data;
    expect(draft.body.data).toMatchObject({
      status: 'borrador',
      operation: 'venta',
      type: 'apartamento',
      price: lead.owner.estimate?.mid ?? 0,
      features: { area: 84, bedrooms: 3, bathrooms: 2 },
      // The lead's place by name, stored by its DANE codes as the property form picks it.
      location: { city: 'Bogotá, D.C.', cityCode: '11001', departmentCode: '11' },
    });
    expect(lead.convertedTo).toEqual({ into: 'owner', id: owner.id, propertyId: property.id });
    expect(lead.timeline.at(-1)).toMatchObject({ type: 'converted', to: 'owner' });

    const again = await convert(
      leadId,
      { into: 'owner', documentType: 'CC', documentNumber: `${cedula}9` },
      adminToken,
    );
    expect([again.status, again.body.message]).toEqual([409, 'Esta solicitud ya fue convertida']);
  });

  it('cannot become a demand', async () => {
    const sent = await post('/api/leads', {
      kind: 'owner',
      name: 'Rosa Díaz',
      email: email('otra-propietaria'),
      phone: '300 555 0102',
      property: { operation: 'arriendo', type: 'casa', city: '11001', area: 120 },
      acceptPrivacy: true,
    });
    expect(sent.status).toBe(201);
    const response = await asAdmin('POST', `/api/leads/${await leadIdOf(email('otra-propietaria'))}/convert`, {
      into: 'demand',
    });
    expect([response.status, response.body.message]).toEqual([
      400,
      'Solo una consulta por un inmueble o un mensaje de contacto se convierte en demanda',
    ]);
  });
});

describe('an inquiry', () => {
  let leadId = '';
  beforeAll(async () => {
    const sent = await post('/api/leads', {
      kind: 'property-inquiry',
      nombre: 'Luis Pérez',
      email: email('consulta'),
      telefono: '300 123 4567',
      mensaje: 'Me interesa',
      propertyId: listing.id,
      acceptPrivacy: true,
    });
    expect(sent.status).toBe(201);
    leadId = await leadIdOf(email('consulta'));
  });

  it("is another agent's 404, and its agent's demand prefilled from the listing, ±20 % of its price", async () => {
    expect((await convert(leadId, { into: 'demand' }, andres)).status).toBe(404);
    const [first, second] = await Promise.all([
      convert(leadId, { into: 'demand' }, laura),
      convert(leadId, { into: 'demand' }, laura),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const done = first.status === 201 ? first : second;
    expect(done.body.message).toBe('Demanda creada');
    const demand = (await call('GET', `/api/demands/${done.body.data.demand.id}`, { token: laura })).body.data;
    expect(demand).toMatchObject({
      client: { name: 'Luis Pérez', phone: '300 123 4567', email: email('consulta') },
      operation: listing.operation,
      types: [listing.type],
      city: listing.city,
      localities: [listing.locality],
      minPrice: Math.round(listing.price * 0.8),
      maxPrice: Math.round(listing.price * 1.2),
      status: 'activa',
      agent: { id: lauraId },
    });
    const lead = (await call('GET', `/api/leads/${leadId}`, { token: laura })).body.data;
    expect(lead.convertedTo).toEqual({ into: 'demand', id: done.body.data.demand.id, propertyId: null });
  });
});

describe('a contact message', () => {
  it('needs the operation and a phone it lacks, then becomes a demand', async () => {
    const sent = await post('/api/leads', {
      kind: 'contact',
      name: 'Ana Ruiz',
      email: email('contacto'),
      phone: '',
      subject: 'Busco arriendo',
      message: 'Apartamento cerca al trabajo',
      acceptPrivacy: true,
    });
    expect(sent.status).toBe(201);
    const leadId = await leadIdOf(email('contacto'));
    const noOperation = await asAdmin('POST', `/api/leads/${leadId}/convert`, { into: 'demand', phone: '3101234567' });
    expect([noOperation.status, noOperation.body.message]).toEqual([
      400,
      'Indica la operación de la demanda (venta o arriendo): la solicitud no viene de un inmueble',
    ]);
    const noTypes = await asAdmin('POST', `/api/leads/${leadId}/convert`, { into: 'demand', operation: 'arriendo' });
    expect([noTypes.status, noTypes.body.message]).toEqual([
      400,
      'Indica qué tipo de inmueble busca el cliente: la solicitud no viene de un inmueble',
    ]);
    const noPhone = await asAdmin('POST', `/api/leads/${leadId}/convert`, {
      into: 'demand',
      operation: 'arriendo',
      types: ['apartamento'],
    });
    expect([noPhone.status, noPhone.body.message]).toEqual([400, 'Indica el teléfono: la solicitud no lo tiene']);
    const done = await asAdmin('POST', `/api/leads/${leadId}/convert`, {
      into: 'demand',
      operation: 'arriendo',
      types: ['apartamento'],
      phone: '3101234567',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const demand = (await asAdmin('GET', `/api/demands/${done.body.data.demand.id}`)).body.data;
    expect(demand).toMatchObject({
      operation: 'arriendo',
      types: ['apartamento'],
      client: { name: 'Ana Ruiz', phone: '3101234567' },
    });
  });

  it('a plan request converts into nothing', async () => {
    const sent = await post('/api/leads', {
      kind: 'plan-request',
      firstName: 'Marta',
      lastName: 'Díaz',
      email: email('plan'),
      phone: '3105550000',
      city: 'Bogotá',
      address: 'Calle 100 # 15-20',
      planId: 'arriendo-vip',
      acceptMarketing: false,
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(sent.status).toBe(201);
    const leadId = await leadIdOf(email('plan'));
    const response = await asAdmin('POST', `/api/leads/${leadId}/convert`, { into: 'owner' });
    expect([response.status, response.body.message]).toEqual([
      400,
      'Solo una solicitud de propietario (Vender o arrendar) se convierte en propietario',
    ]);
  });
});
