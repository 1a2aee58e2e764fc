import { describe, expect, it } from 'vitest';

import { documentMessage } from '@/lib/domain/owners';
import { LEASE_MESSAGES as M } from '@/lib/domain/rentals/lease-messages';
import {
  leaseCreateSchema,
  leaseListQuerySchema,
  leasePatchSchema,
  leaseTerminateSchema,
} from '@/lib/validation/leases';

// The lease bodies (docs/rentals.md#the-lease): every message a client can meet, and Ley 820
// art. 16 answered before anything else the body lacks.

const ID = 'a'.repeat(24);
const valid = () => ({
  propertyId: ID,
  tenant: { name: 'Camila Pérez', documentType: 'CC', documentNumber: '1.020.304.050', phone: '3105550101' },
  tenantConsent: true,
  guarantee: { type: 'ninguna' },
  monthlyRent: 2_000_000,
  startDate: '2026-01-31',
  commissionPercent: 10,
});

const firstMessage = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  return result.error!.issues[0].message;
};

describe('leaseCreateSchema', () => {
  it('fills the defaults and normalises the documents', () => {
    const parsed = leaseCreateSchema.parse({
      ...valid(),
      guarantee: {
        type: 'codeudor',
        coSigners: [{ name: 'Jorge', documentType: 'CC', documentNumber: '79.555.111' }],
        insurer: { name: 'Se descarta', policyNumber: '1' },
      },
    });
    expect(parsed).toMatchObject({
      termMonths: 12,
      graceDays: 5,
      adminFee: 0,
      contactChannels: ['email'],
      commercialValue: null,
      paidThrough: null,
      tenant: { documentNumber: '1020304050', email: '' },
      guarantee: { type: 'codeudor', insurer: null, coSigners: [{ documentNumber: '79555111', phone: '', email: '' }] },
    });
  });

  it('answers a deposit with art. 16 first, wherever it is', () => {
    expect(firstMessage(leaseCreateSchema, { deposit: 1 })).toBe(M.deposit);
    expect(firstMessage(leaseCreateSchema, { ...valid(), guarantee: { type: 'depósito en efectivo' } })).toBe(
      M.deposit,
    );
    expect(firstMessage(leaseCreateSchema, { ...valid(), guarantee: { type: 'ninguna', deposit: 10 } })).toBe(
      M.deposit,
    );
    expect(firstMessage(leaseCreateSchema, { ...valid(), guarantee: { type: 'hipoteca' } })).toBe(M.deposit);
    expect(firstMessage(leaseCreateSchema, { ...valid(), guarantee: { type: 'fiador' } })).toBe(M.guaranteeType);
  });

  it('says what each field needs', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ propertyId: 'x' }, M.invalidProperty],
      [{ tenant: { ...valid().tenant, name: '' } }, M.tenantName],
      [{ tenant: { ...valid().tenant, phone: '' } }, M.tenantPhone],
      [{ tenant: { ...valid().tenant, phone: 'abc' } }, M.invalidPhone],
      [{ tenant: { ...valid().tenant, email: 'no' } }, M.invalidEmail],
      [{ tenant: { ...valid().tenant, documentType: 'TI' } }, M.documentType],
      [{ tenant: { ...valid().tenant, documentNumber: '' } }, M.documentRequired],
      [{ tenant: { ...valid().tenant, documentNumber: '12' } }, documentMessage('CC')],
      [{ tenantConsent: undefined }, M.consent],
      [{ guarantee: { type: 'codeudor' } }, M.coSignerRequired],
      [{ guarantee: { type: 'afianzadora', insurer: { name: '', policyNumber: '1' } } }, M.insurerRequired],
      [{ monthlyRent: 0 }, M.monthlyRent],
      [{ adminFee: -1 }, M.adminFee],
      [{ commercialValue: 0 }, M.commercialValue],
      [{ startDate: '31/01/2026' }, M.startDate],
      [{ paidThrough: '2026-13-01' }, M.paidThrough],
      [{ paidThrough: '2026-01-30' }, M.paidThroughBeforeStart],
      [{ termMonths: 0 }, M.termMonths],
      [{ graceDays: 29 }, M.graceDays],
      [{ commissionPercent: 101 }, M.commissionPercent],
      [{ contactChannels: ['fax'] }, M.contactChannels],
    ];
    for (const [extra, message] of cases)
      expect(firstMessage(leaseCreateSchema, { ...valid(), ...extra })).toBe(message);
  });
});

describe('leasePatchSchema', () => {
  it('takes the changeable fields and never the canon or the start', () => {
    expect(leasePatchSchema.parse({ graceDays: 3, tenant: { email: 'A@B.co' } })).toEqual({
      graceDays: 3,
      tenant: { email: 'a@b.co' },
    });
    expect(firstMessage(leasePatchSchema, { monthlyRent: 1 })).toBe(M.rentByIncrease);
    expect(firstMessage(leasePatchSchema, { startDate: '2026-01-01' })).toBe(
      'La fecha de inicio del contrato no se puede cambiar',
    );
    expect(firstMessage(leasePatchSchema, {})).toBe(M.emptyPatch);
    expect(firstMessage(leasePatchSchema, { tenant: {} })).toBe(M.emptyPatch);
    expect(leasePatchSchema.parse({ commercialValue: null })).toEqual({ commercialValue: null });
  });
});

describe('terminate and list', () => {
  it('needs a day and a reason; the list a known status and agent id', () => {
    expect(firstMessage(leaseTerminateSchema, { date: 'hoy', reason: 'x' })).toBe(M.terminateDate);
    expect(firstMessage(leaseTerminateSchema, { date: '2026-05-01', reason: ' ' })).toBe(M.terminateReason);
    expect(firstMessage(leaseListQuerySchema, { status: 'activo' })).toBe(M.invalidStatus);
    expect(firstMessage(leaseListQuerySchema, { agentId: 'x' })).toBe(M.invalidAgent);
    expect(leaseListQuerySchema.parse({ q: '', status: '' })).toEqual({ page: 1, limit: 20 });
  });
});
