import { describe, expect, it } from 'vitest';

import { DEFAULT_INQUIRY_MESSAGE, tooManyLeads } from '@/lib/domain/leads';
import { toApiLead, toLeadRecord } from '@/lib/services/leads/mapper';
import { leadListQuerySchema, leadPatchSchema } from '@/lib/validation/lead-admin';
import { contactLeadSchema, leadBodySchema } from '@/lib/validation/leads';

const CONSENT = 'Debes aceptar la Política de Privacidad para continuar';
const firstMessage = (body: unknown) => leadBodySchema.safeParse(body).error?.issues[0]?.message;
const at = new Date('2026-11-22T10:00:00Z');

const contact = {
  kind: 'contact',
  name: 'Ana Ruiz',
  email: 'Ana@Correo.co',
  subject: 'Avalúo',
  message: 'Quiero un avalúo',
  acceptPrivacy: true,
};
const inquiry = {
  kind: 'property-inquiry',
  nombre: 'Luis',
  email: 'luis@correo.co',
  telefono: '300 123 4567',
  propertyId: '507f1f77bcf86cd799439011',
  acceptPrivacy: true,
};
const plan = {
  kind: 'plan-request',
  firstName: 'Marta',
  lastName: 'Díaz',
  email: 'marta@correo.co',
  phone: '+57 310 555 0000',
  city: 'Bogotá',
  planId: 'arriendo-vip',
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('lead bodies', () => {
  it('accepts each kind', () => {
    expect(leadBodySchema.parse(contact)).toMatchObject({ kind: 'contact', email: 'ana@correo.co' });
    expect(contactLeadSchema.parse({ ...contact, phone: '' }).phone).toBeUndefined();
    expect(leadBodySchema.parse(inquiry)).toMatchObject({ mensaje: DEFAULT_INQUIRY_MESSAGE });
    expect(leadBodySchema.parse({ ...inquiry, mensaje: '   ' })).toMatchObject({ mensaje: DEFAULT_INQUIRY_MESSAGE });
    expect(leadBodySchema.parse(plan)).toMatchObject({ acceptMarketing: false });
  });

  it.each([
    [{ ...contact, acceptPrivacy: false }, CONSENT],
    [{ ...inquiry, acceptPrivacy: undefined }, CONSENT],
    [{ ...plan, acceptPrivacy: 'true' }, CONSENT],
    [{ ...plan, acceptTerms: false }, 'Debes aceptar los términos y condiciones'],
    [{ ...contact, name: ' ' }, 'El nombre es obligatorio'],
    [{ ...contact, email: 'x' }, 'El email no es válido'],
    [{ ...contact, subject: '' }, 'El asunto es obligatorio'],
    [{ ...contact, message: '' }, 'El mensaje es obligatorio'],
    [{ ...inquiry, telefono: '' }, 'El teléfono es obligatorio'],
    [{ ...inquiry, telefono: 'llámame' }, 'El teléfono no es válido'],
    [{ ...inquiry, propertyId: 'abc' }, 'ID de propiedad no válido'],
    [{ ...plan, lastName: '' }, 'El apellido es obligatorio'],
    [{ ...plan, city: '' }, 'La ciudad es obligatoria'],
    [{ ...plan, planId: '$where' }, 'Selecciona un plan válido'],
    [{ ...contact, kind: 'otro' }, 'El tipo de solicitud debe ser contact, property-inquiry, plan-request u owner'],
  ])('rejects %j', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it("reads the staff list query and the patch body, legacy statuses as today's words", () => {
    expect(leadListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(leadListQuerySchema.parse({ kind: 'plan-request', status: 'closed', page: '2', limit: '5' })).toMatchObject({
      kind: 'plan-request',
      status: 'ganada',
      page: 2,
      limit: 5,
    });
    expect(leadListQuerySchema.parse({ kind: 'visit', status: 'visita_agendada', assigneeId: 'none' })).toMatchObject({
      kind: 'visit',
      status: 'visita_agendada',
      assigneeId: 'none',
    });
    expect(leadListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(leadListQuerySchema.safeParse({ from: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'La fecha inicial debe tener el formato AAAA-MM-DD',
    );
    expect(leadListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues[0]?.message).toBe(
      'La fecha inicial debe ser anterior o igual a la final',
    );
    expect(leadPatchSchema.parse({ status: 'new' })).toEqual({ status: 'nueva' });
    expect(leadPatchSchema.parse({ status: 'contacted' })).toEqual({ status: 'contactada' });
    expect(leadPatchSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(leadPatchSchema.safeParse({ status: 'nuevo' }).error?.issues[0]?.message).toBe(
      'El estado debe ser nueva, contactada, visita_agendada, negociacion, ganada o descartada',
    );
    expect(leadPatchSchema.safeParse({}).error?.issues[0]?.message).toBe('Indica el estado o el asesor');
  });
});

describe('lead mappers', () => {
  it('normalises every form into name, email, phone and message with the consent time', () => {
    expect(toLeadRecord(leadBodySchema.parse(contact), at)).toEqual({
      kind: 'contact',
      name: 'Ana Ruiz',
      email: 'ana@correo.co',
      phone: '',
      subject: 'Avalúo',
      message: 'Quiero un avalúo',
      acceptMarketing: false,
      consent: { accepted: true, at },
    });
    expect(toLeadRecord(leadBodySchema.parse(inquiry), at)).toMatchObject({
      name: 'Luis',
      phone: '300 123 4567',
      message: DEFAULT_INQUIRY_MESSAGE,
      propertyId: inquiry.propertyId,
    });
    expect(toLeadRecord(leadBodySchema.parse({ ...plan, acceptMarketing: true }), at)).toMatchObject({
      name: 'Marta Díaz',
      phone: '+57 310 555 0000',
      city: 'Bogotá',
      planId: 'arriendo-vip',
      acceptMarketing: true,
      consent: { accepted: true, at },
    });
  });

  it('shows a stored lead with string ids and dates', () => {
    const lead = toApiLead({
      _id: '64b000000000000000000001',
      kind: 'contact',
      name: 'A',
      email: 'a@b.co',
      consent: { accepted: true, at },
      createdAt: at,
      updatedAt: at,
      propertyId: null,
    });
    expect(lead).toMatchObject({
      id: '64b000000000000000000001',
      status: 'nueva',
      assignee: null,
      visit: null,
      phone: '',
      propertyId: null,
      consent: { accepted: true, at: at.toISOString() },
      createdAt: at.toISOString(),
    });
  });

  it('words the wait in minutes', () => {
    expect(tooManyLeads(900)).toBe('Has enviado demasiadas solicitudes. Intenta de nuevo en 15 minutos.');
    expect(tooManyLeads(20)).toBe('Has enviado demasiadas solicitudes. Intenta de nuevo en 1 minuto.');
  });
});
