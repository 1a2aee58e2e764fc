import { describe, expect, it } from 'vitest';

import { normalizeDocument, OWNER_MESSAGES, ownerHasCurrentMandate } from '@/lib/domain/owners';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { ownerQuery, ownerSearchText } from '@/lib/services/owners/scope';
import { ownerCreateSchema, ownerListQuerySchema, ownerPatchSchema } from '@/lib/validation/owners';

const valid = {
  name: 'María Fernanda Ríos',
  documentType: 'CC',
  documentNumber: '1.020.304.050',
  phone: '+57 300 123 4567',
  dataConsent: true,
};

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('normalizeDocument', () => {
  it('keeps a cédula as its digits', () => {
    expect(normalizeDocument('CC', '1.020.304.050')).toBe('1020304050');
    expect(normalizeDocument('CE', ' 123 ')).toBe('123');
    expect(normalizeDocument('CC', '12')).toBeNull();
    expect(normalizeDocument('CC', '1234567890123')).toBeNull();
    expect(normalizeDocument('CC', '10203A')).toBeNull();
  });

  it('checks a NIT with DIAN and stores it with its dash', () => {
    expect(normalizeDocument('NIT', '890.903.938-8')).toBe('890903938-8');
    expect(normalizeDocument('NIT', '890903938-1')).toBeNull();
  });

  it('keeps a passport as 4 to 20 letters and digits, upper case', () => {
    expect(normalizeDocument('PAS', 'ab12345')).toBe('AB12345');
    expect(normalizeDocument('PAS', 'A12')).toBeNull();
    expect(normalizeDocument('PAS', 'AB-12*45')).toBeNull();
    expect(normalizeDocument('PAS', 'A'.repeat(21))).toBeNull();
  });
});

describe('ownerCreateSchema', () => {
  it('accepts an owner and stores the document normalised, optional fields empty', () => {
    const parsed = ownerCreateSchema.parse(valid);
    expect(parsed).toMatchObject({ documentNumber: '1020304050', email: '', whatsapp: '', address: '', notes: '' });
    expect(parsed.dataConsent).toBe(true);
  });

  it('stores a NIT with its check digit', () => {
    const parsed = ownerCreateSchema.parse({ ...valid, documentType: 'NIT', documentNumber: '860.034.313-7' });
    expect(parsed.documentNumber).toBe('860034313-7');
  });

  it("refuses a NIT whose check digit is wrong, in DIAN's words", () => {
    const result = ownerCreateSchema.safeParse({ ...valid, documentType: 'NIT', documentNumber: '860034313-2' });
    expect(messages(result)).toEqual([OWNER_MESSAGES.invalidNit]);
    expect(OWNER_MESSAGES.invalidNit).toBe('El NIT no es válido: revisa el dígito de verificación (DIAN, módulo 11)');
    expect(result.error?.issues[0].path).toEqual(['documentNumber']);
  });

  it('checks the document even when other fields fail, so a form shows every error at once', () => {
    const result = ownerCreateSchema.safeParse({
      ...valid,
      documentType: 'NIT',
      documentNumber: '890903938-1',
      dataConsent: false,
    });
    expect(messages(result).sort()).toEqual([OWNER_MESSAGES.consent, OWNER_MESSAGES.invalidNit].sort());
  });

  it('refuses a cédula with letters and a short passport', () => {
    expect(messages(ownerCreateSchema.safeParse({ ...valid, documentNumber: '10A20' }))).toEqual([
      OWNER_MESSAGES.invalidCedula,
    ]);
    expect(messages(ownerCreateSchema.safeParse({ ...valid, documentType: 'PAS', documentNumber: 'X1' }))).toEqual([
      OWNER_MESSAGES.invalidPassport,
    ]);
  });

  it('requires the Ley 1581 authorisation, exactly true', () => {
    const consent =
      'Debes contar con la autorización del propietario para el tratamiento de sus datos personales (Ley 1581 de 2012)';
    expect(OWNER_MESSAGES.consent).toBe(consent);
    for (const dataConsent of [undefined, false, 'true', 1]) {
      expect(messages(ownerCreateSchema.safeParse({ ...valid, dataConsent }))).toContain(consent);
    }
  });

  it('refuses an unknown document type, a bad phone, e-mail or WhatsApp, and a missing name', () => {
    expect(messages(ownerCreateSchema.safeParse({ ...valid, documentType: 'RUT' }))).toContain(
      OWNER_MESSAGES.documentType,
    );
    expect(messages(ownerCreateSchema.safeParse({ ...valid, phone: '12' }))).toContain(OWNER_MESSAGES.invalidPhone);
    expect(messages(ownerCreateSchema.safeParse({ ...valid, phone: '' }))).toContain(OWNER_MESSAGES.phoneRequired);
    expect(messages(ownerCreateSchema.safeParse({ ...valid, email: 'no-es-email' }))).toContain(
      OWNER_MESSAGES.invalidEmail,
    );
    expect(messages(ownerCreateSchema.safeParse({ ...valid, whatsapp: 'abc' }))).toContain(
      OWNER_MESSAGES.invalidWhatsapp,
    );
    expect(messages(ownerCreateSchema.safeParse({ ...valid, name: '  ' }))).toContain(OWNER_MESSAGES.nameRequired);
    expect(messages(ownerCreateSchema.safeParse({ ...valid, agentId: 'x' }))).toContain(OWNER_MESSAGES.invalidAgent);
  });
});

describe('ownerPatchSchema', () => {
  it('needs at least one field', () => {
    expect(messages(ownerPatchSchema.safeParse({}))).toEqual([OWNER_MESSAGES.emptyPatch]);
    expect(ownerPatchSchema.parse({ phone: '3001112233' })).toEqual({ phone: '3001112233' });
  });

  it('checks a document sent with its type; one sent alone is left to the service', () => {
    expect(messages(ownerPatchSchema.safeParse({ documentType: 'NIT', documentNumber: '890903938-0' }))).toEqual([
      OWNER_MESSAGES.invalidNit,
    ]);
    expect(ownerPatchSchema.safeParse({ documentNumber: '890903938-0' }).success).toBe(true);
  });

  it('lets the e-mail be cleared', () => {
    expect(ownerPatchSchema.parse({ email: '' })).toEqual({ email: '' });
  });
});

describe('the list and its search', () => {
  it('pages like the leads list', () => {
    expect(ownerListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(ownerListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('scopes an agent to their own owners and ignores their agent filter', () => {
    const asIs = <T extends object>(value: T) => value;
    const agent = { actor: { id: 'a', name: 'A' }, agentId: '64b000000000000000000007' };
    const admin = { actor: { id: 'b', name: 'B' } };
    expect(ownerQuery({ page: 1, limit: 20, agentId: '64b000000000000000000009' }, agent, asIs)).toEqual({
      agentId: agent.agentId,
    });
    expect(ownerQuery({ page: 1, limit: 20, agentId: '64b000000000000000000009' }, admin, asIs)).toEqual({
      agentId: '64b000000000000000000009',
    });
    expect(ownerQuery({ page: 1, limit: 20, q: 'Ríos 890.903.938-8' }, admin, asIs)).toEqual({
      $and: [{ searchText: { $regex: 'rios' } }, { searchText: { $regex: '8909039388' } }],
    });
  });

  it('matches name without accents, the document with or without punctuation, e-mail and phone digits', () => {
    const text = ownerSearchText({
      name: 'María Ríos',
      documentNumber: '890903938-8',
      email: 'maria@correo.co',
      phone: '+57 300 123-4567',
    });
    expect(text).toBe('maria rios 890903938-8 8909039388 maria@correo.co 573001234567');
  });
});

it('names the property of the current mandate that stops a deletion', () => {
  expect(ownerHasCurrentMandate('Apartamento en Chapinero')).toBe(
    'No se puede eliminar el propietario: tiene un mandato vigente sobre «Apartamento en Chapinero». Termínalo o espera a que venza.',
  );
});

describe('withholdings', () => {
  it('are none by default and take a label with a percentage of 0 to 100', () => {
    expect(ownerCreateSchema.parse(valid).withholdings).toEqual([]);
    const rows = [{ label: 'Retención en la fuente', percent: 3.5 }];
    expect(ownerCreateSchema.parse({ ...valid, withholdings: rows }).withholdings).toEqual(rows);
    expect(ownerPatchSchema.parse({ withholdings: [] })).toEqual({ withholdings: [] });
  });

  it('refuse a row without a label or out of range, and more than five', () => {
    expect(messages(ownerPatchSchema.safeParse({ withholdings: [{ label: ' ', percent: 1 }] }))).toEqual([
      LEDGER_MESSAGES.withholdingLabel,
    ]);
    expect(messages(ownerPatchSchema.safeParse({ withholdings: [{ label: 'ICA', percent: 101 }] }))).toEqual([
      LEDGER_MESSAGES.withholdingPercent,
    ]);
    const six = Array.from({ length: 6 }, (_, i) => ({ label: `R${i}`, percent: 1 }));
    expect(messages(ownerPatchSchema.safeParse({ withholdings: six }))).toEqual([LEDGER_MESSAGES.withholdingMax]);
  });
});
