import { describe, expect, it } from 'vitest';

import { EMPTY_DEMAND, errorsByField, toFormValues, toRequestBody } from '@/components/admin/demands/form-values';
import { budgetText, estratoText, minimumsText, typesText, zoneText } from '@/components/admin/demands/labels';
import { DEMAND_MESSAGES, demandRangeIssues } from '@/lib/domain/demands';
import { demandSearchText, toApiDemand } from '@/lib/services/demands/mapper';
import { demandQuery } from '@/lib/services/demands/scope';
import {
  demandCreateSchema,
  demandIdParamSchema,
  demandListQuerySchema,
  demandPatchSchema,
} from '@/lib/validation/demands';

const CONSENT =
  'Debes contar con la autorización del cliente para el tratamiento de sus datos personales (Ley 1581 de 2012)';
const PRICE_ORDER = 'El precio mínimo no puede ser mayor que el máximo';
const ESTRATO_ORDER = 'El estrato mínimo no puede ser mayor que el máximo';

const base = {
  client: { name: '  Carolina Méndez ', phone: '+57 310 555 1234', email: 'Carolina@Correo.CO' },
  clientConsent: true,
  operation: 'venta',
  types: ['apartamento'],
};
const issues = (
  schema: { safeParse: (v: unknown) => { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } } },
  body: unknown,
) =>
  schema.safeParse(body).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('demandCreateSchema', () => {
  it('takes a minimal demand: status activa, no criteria, the client trimmed and the e-mail lowercased', () => {
    expect(demandCreateSchema.parse(base)).toEqual({
      client: { name: 'Carolina Méndez', phone: '+57 310 555 1234', email: 'carolina@correo.co' },
      clientConsent: true,
      operation: 'venta',
      types: ['apartamento'],
      city: '',
      localities: [],
      status: 'activa',
      notes: '',
    });
  });

  it('accepts every criterion, numbers as numbers or numeric strings, and null for none', () => {
    const parsed = demandCreateSchema.parse({
      ...base,
      client: { name: 'Ana', phone: '3001234567' },
      types: ['casa', 'apartamento', 'casa'],
      city: 'Bogotá',
      localities: ['Chapinero', ' ', '1100102', 'Chapinero'],
      minPrice: '300000000',
      maxPrice: 500_000_000,
      minBedrooms: 2,
      minBathrooms: '2',
      minParking: null,
      minArea: 72.5,
      estratoMin: 3,
      estratoMax: '5',
      petsAllowed: true,
      status: 'en_pausa',
      notes: 'Cerca de TransMilenio',
      agentId: '507f1f77bcf86cd799439011',
    });
    expect(parsed).toMatchObject({
      client: { name: 'Ana', phone: '3001234567', email: '' },
      types: ['casa', 'apartamento'],
      localities: ['Chapinero', '1100102'],
      minPrice: 300_000_000,
      maxPrice: 500_000_000,
      minBathrooms: 2,
      minParking: null,
      minArea: 72.5,
      estratoMin: 3,
      estratoMax: 5,
      petsAllowed: true,
      status: 'en_pausa',
      agentId: '507f1f77bcf86cd799439011',
    });
  });

  it('requires the client’s Ley 1581 authorisation', () => {
    for (const clientConsent of [false, undefined, 'true', 1])
      expect(issues(demandCreateSchema, { ...base, clientConsent })).toEqual([
        { path: 'clientConsent', message: CONSENT },
      ]);
    expect(DEMAND_MESSAGES.consent).toBe(CONSENT);
  });

  it('refuses a minimum above its maximum, price and estrato, in Spanish', () => {
    expect(issues(demandCreateSchema, { ...base, minPrice: 600_000_000, maxPrice: 500_000_000 })).toEqual([
      { path: 'minPrice', message: PRICE_ORDER },
    ]);
    expect(issues(demandCreateSchema, { ...base, estratoMin: 5, estratoMax: 3 })).toEqual([
      { path: 'estratoMin', message: ESTRATO_ORDER },
    ]);
    // Equal bounds and one-sided bounds are fine.
    expect(demandCreateSchema.safeParse({ ...base, minPrice: 1, maxPrice: 1, estratoMin: 4 }).success).toBe(true);
  });

  it('says what is wrong with each field', () => {
    const messages = (body: object) => issues(demandCreateSchema, { ...base, ...body }).map((i) => i.message);
    expect(messages({ client: { name: '', phone: '3001234567' } })).toEqual([DEMAND_MESSAGES.clientName]);
    expect(messages({ client: { name: 'Ana' } })).toEqual([DEMAND_MESSAGES.clientPhone]);
    expect(messages({ client: { name: 'Ana', phone: 'abc' } })).toEqual([DEMAND_MESSAGES.phoneInvalid]);
    expect(messages({ client: { name: 'Ana', phone: '3001234567', email: 'ana@' } })).toEqual([
      DEMAND_MESSAGES.emailInvalid,
    ]);
    expect(messages({ client: undefined })).toEqual([DEMAND_MESSAGES.clientRequired]);
    expect(messages({ operation: 'permuta' })).toEqual([DEMAND_MESSAGES.operation]);
    expect(messages({ types: [] })).toEqual([DEMAND_MESSAGES.types]);
    expect(messages({ types: undefined })).toEqual([DEMAND_MESSAGES.types]);
    expect(messages({ types: ['castillo'] })).toEqual([DEMAND_MESSAGES.typeInvalid]);
    expect(messages({ estratoMin: 7 })).toEqual([DEMAND_MESSAGES.estrato]);
    expect(messages({ estratoMax: 0 })).toEqual([DEMAND_MESSAGES.estrato]);
    expect(messages({ minPrice: -1 })).toEqual(['El precio mínimo no puede ser negativo']);
    expect(messages({ maxPrice: 'mucho' })).toEqual(['El precio máximo debe ser un número']);
    expect(messages({ minBedrooms: 1.5 })).toEqual(['El número de habitaciones debe ser un número entero']);
    expect(messages({ petsAllowed: 'si' })).toEqual([DEMAND_MESSAGES.petsAllowed]);
    expect(messages({ status: 'abierta' })).toEqual([DEMAND_MESSAGES.status]);
    expect(messages({ agentId: 'laura' })).toEqual([DEMAND_MESSAGES.invalidAgent]);
    expect(messages({ localities: 'Chapinero' })).toEqual(['Las localidades deben ser una lista']);
  });
});

describe('demandPatchSchema', () => {
  it('takes any one field; null clears a criterion; the consent is not part of it', () => {
    expect(demandPatchSchema.parse({ status: 'cerrada' })).toEqual({ status: 'cerrada' });
    expect(demandPatchSchema.parse({ minPrice: null, client: { phone: '310 000 0000' } })).toEqual({
      minPrice: null,
      client: { phone: '310 000 0000' },
    });
    expect(demandPatchSchema.parse({ clientConsent: false, notes: 'x' })).toEqual({ notes: 'x' });
  });

  it('refuses an empty patch and ranges out of order within the body', () => {
    expect(issues(demandPatchSchema, {})).toEqual([{ path: '', message: DEMAND_MESSAGES.emptyPatch }]);
    expect(issues(demandPatchSchema, { client: {} })).toEqual([{ path: '', message: DEMAND_MESSAGES.emptyPatch }]);
    expect(issues(demandPatchSchema, { minPrice: 9, maxPrice: 8, estratoMin: 6, estratoMax: 1 })).toEqual([
      { path: 'minPrice', message: PRICE_ORDER },
      { path: 'estratoMin', message: ESTRATO_ORDER },
    ]);
    expect(issues(demandPatchSchema, { types: [] })).toEqual([{ path: 'types', message: DEMAND_MESSAGES.types }]);
  });
});

describe('the cross-field rule', () => {
  it('compares only bounds that are both set', () => {
    expect(demandRangeIssues({})).toEqual([]);
    expect(demandRangeIssues({ minPrice: 5, maxPrice: null, estratoMin: null, estratoMax: 2 })).toEqual([]);
    expect(demandRangeIssues({ minPrice: 5, maxPrice: 4 })).toEqual([{ field: 'minPrice', message: PRICE_ORDER }]);
    expect(demandRangeIssues({ estratoMin: 3, estratoMax: 2 })).toEqual([
      { field: 'estratoMin', message: ESTRATO_ORDER },
    ]);
  });
});

describe('the list query and the id', () => {
  it('pages by 20, filters by status, operation and agent; empty values mean no filter', () => {
    expect(demandListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(
      demandListQuerySchema.parse({ q: ' ana ', status: 'activa', operation: 'arriendo', agentId: '', page: '2' }),
    ).toEqual({ q: 'ana', status: 'activa', operation: 'arriendo', page: 2, limit: 20 });
    expect(issues(demandListQuerySchema, { status: 'nueva' })).toEqual([
      { path: 'status', message: DEMAND_MESSAGES.status },
    ]);
    expect(issues(demandListQuerySchema, { limit: '500' })[0].message).toBe('El límite debe ser como máximo 100');
  });

  it('takes a 24-hex id only', () => {
    expect(demandIdParamSchema.safeParse({ id: '507f1f77bcf86cd799439011' }).success).toBe(true);
    expect(issues(demandIdParamSchema, { id: 'abc' })).toEqual([{ path: 'id', message: DEMAND_MESSAGES.invalidId }]);
  });
});

describe('search and scope', () => {
  it('searches the client’s name and e-mail without accents, and the phone by its digits', () => {
    expect(demandSearchText({ name: 'Carolina Méndez', email: 'caro@correo.co', phone: '+57 (310) 555-1234' })).toBe(
      'carolina mendez caro@correo.co 573105551234',
    );
    const trust = <T extends object>(value: T) => value;
    const agent = { id: 'a1', name: 'Laura', email: 'l@x.co', role: 'agent' as const };
    const admin = { ...agent, id: 'ad', role: 'admin' as const };
    expect(demandQuery({ q: 'Méndez 310-555' }, agent, trust)).toEqual({
      $and: [{ agentId: 'a1' }, { searchText: { $regex: 'mendez' } }, { searchText: { $regex: '310555' } }],
    });
    expect(demandQuery({}, admin, trust)).toEqual({});
    expect(demandQuery({ status: 'activa', agentId: 'a2' }, admin, trust)).toEqual({
      $and: [{ status: 'activa' }, { agentId: 'a2' }],
    });
    // A write's scope reads the same way: an agent's own, an admin's everyone's.
    expect(demandQuery({}, { actor: { id: 'a1', name: 'Laura' }, agentId: 'a1' }, trust)).toEqual({ agentId: 'a1' });
    expect(demandQuery({}, { actor: { id: 'ad', name: 'Admin' } }, trust)).toEqual({});
  });
});

describe('the API shape', () => {
  it('maps a stored demand with its agent’s current name, nothing missing', () => {
    const at = new Date('2026-11-27T15:00:00Z');
    const api = toApiDemand(
      {
        _id: '665f1c2a9b1e4a0012345678',
        client: { name: 'Ana', phone: '300' },
        clientConsent: { accepted: true, at },
        operation: 'arriendo',
        types: ['apartamento'],
        agentId: '507f1f77bcf86cd799439011',
        minPrice: null,
        maxPrice: 3_000_000,
        createdAt: at,
        updatedAt: at,
      },
      new Map([['507f1f77bcf86cd799439011', 'Laura Gómez']]),
    );
    expect(api).toEqual({
      id: '665f1c2a9b1e4a0012345678',
      client: { name: 'Ana', phone: '300', email: '' },
      clientConsent: { accepted: true, at: at.toISOString(), source: 'admin' },
      operation: 'arriendo',
      types: ['apartamento'],
      city: '',
      localities: [],
      minPrice: null,
      maxPrice: 3_000_000,
      minBedrooms: null,
      minBathrooms: null,
      minParking: null,
      minArea: null,
      estratoMin: null,
      estratoMax: null,
      petsAllowed: null,
      status: 'activa',
      notes: '',
      agent: { id: '507f1f77bcf86cd799439011', name: 'Laura Gómez' },
      leadId: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
  });
});

describe('the screens’ words', () => {
  it('writes the budget in pesos', () => {
    const nbsp = (text: string) => text.replace(/\s/g, ' ');
    expect(nbsp(budgetText(300_000_000, 500_000_000))).toBe('$ 300.000.000 a $ 500.000.000');
    expect(nbsp(budgetText(null, 2_500_000))).toBe('Hasta $ 2.500.000');
    expect(nbsp(budgetText(400_000_000, null))).toBe('Desde $ 400.000.000');
    expect(budgetText(null, null)).toBe('Sin presupuesto definido');
  });

  it('names the zone, the types, the estrato and the minimums', () => {
    expect(zoneText('Bogotá, D.C.', ['Chapinero', 'Usaquén'])).toBe('Chapinero, Usaquén · Bogotá, D.C.');
    expect(zoneText('', [])).toBe('Cualquier zona');
    expect(typesText(['apartamento', 'local'])).toBe('Apartamento, Local Comercial');
    expect(estratoText(3, 5)).toBe('Estrato 3 a 5');
    expect(estratoText(4, 4)).toBe('Estrato 4');
    expect(estratoText(4, null)).toBe('Estrato 4 o más');
    expect(estratoText(null, null)).toBeNull();
    expect(minimumsText({ minBedrooms: 3, minBathrooms: 1, minParking: null, minArea: 80, petsAllowed: true })).toEqual(
      ['3+ habitaciones', '1+ baño', '80 m² o más', 'Con mascotas'],
    );
  });

  it('turns the form into the request the API validates, and its field messages back', () => {
    const values = { ...EMPTY_DEMAND, name: 'Ana', phone: '3001234567', types: ['casa'], minPrice: '300.000.000' };
    const body = toRequestBody(
      { ...values, consent: true, maxPrice: 'x', petsAllowed: 'false', agentId: 'id' },
      {
        create: true,
        canAssign: false,
      },
    );
    expect(body).toMatchObject({ clientConsent: true, minPrice: 300_000_000, maxPrice: 'x', petsAllowed: false });
    expect(body).not.toHaveProperty('agentId');
    expect(toRequestBody(values, { create: false, canAssign: true })).not.toHaveProperty('clientConsent');
    const parsed = demandCreateSchema.safeParse(toRequestBody(values, { create: true, canAssign: false }));
    expect(errorsByField(parsed.error!.issues)).toEqual({ consent: CONSENT });
    expect(
      errorsByField([
        { path: 'client.phone', message: 'a' },
        { path: 'types.0', message: 'b' },
        { path: 'minPrice', message: 'c' },
        { path: 'minPrice', message: 'd' },
      ]),
    ).toEqual({ phone: 'a', types: 'b', minPrice: 'c' });
    // A stored demand fills the form with its pesos written as people write them, and goes back unchanged.
    const stored = toApiDemand({
      _id: '665f1c2a9b1e4a0012345678',
      client: { name: 'Ana', phone: '3001234567' },
      operation: 'venta',
      types: ['casa'],
      agentId: '507f1f77bcf86cd799439011',
      minPrice: 300_000_000,
      estratoMin: 4,
      petsAllowed: false,
    });
    const form = toFormValues(stored);
    expect(form).toMatchObject({ minPrice: '300.000.000', maxPrice: '', estratoMin: '4', petsAllowed: 'false' });
    expect(toRequestBody(form, { create: false, canAssign: false })).toMatchObject({
      minPrice: 300_000_000,
      maxPrice: null,
      estratoMin: 4,
      petsAllowed: false,
    });
  });
});
