import { describe, expect, it } from 'vitest';

import { formatValue } from '@/components/admin/activity/labels';
import { balanceText, dayText, periodText, pesos } from '@/components/admin/leases/labels';
import { emptyCoSigner, initialSignValues, signBody } from '@/components/admin/leases/sign-values';
import { withholdingsBody } from '@/components/admin/owners/withholdings-field';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { leaseCreateSchema } from '@/lib/validation/leases';
import { ownerPatchSchema } from '@/lib/validation/owners';

// Intl writes pesos with a no-break space after the sign (\u00a0).
// The pure parts of the rentals screens: how money and days read, the signing form's body (checked
// with the API's own schema before it is sent), the owner's withholdings and the history's words.

const PROPERTY = '665f1c2a9b1e4a0012345678';

describe('how a lease reads', () => {
  it('writes days, months and pesos as the panel does', () => {
    expect(dayText('2026-11-05')).toBe('5 de nov de 2026');
    expect(dayText(null)).toBe('—');
    expect(periodText('2026-01-31')).toBe('Enero de 2026');
    expect(pesos(0)).toBe('$\u00a00');
    expect(pesos(1_250_000)).toBe('$\u00a01.250.000');
    expect(pesos(-180_000)).toBe('− $\u00a0180.000');
    expect(balanceText(-50_000)).toBe('A favor $\u00a050.000');
    expect(balanceText(1_200_000)).toBe('$\u00a01.200.000');
  });
});

describe('the signing form', () => {
  const values = {
    ...initialSignValues('2026-11-29'),
    'tenant.name': 'Camila Rojas',
    'tenant.documentNumber': '1032035271',
    'tenant.phone': '3101234567',
    'tenant.email': 'camila@correo.test',
    monthlyRent: '1.800.000',
    adminFee: '200.000',
    commercialValue: '',
    paidThrough: '2026-11-01',
  };
  const coSigner = { ...emptyCoSigner(), name: 'Jorge Rojas', documentNumber: '19203582' };

  it('makes a body the API accepts: pesos typed with dots, a co-signer, the consent', () => {
    const body = signBody(PROPERTY, { ...values, startDate: '2025-10-01' }, [coSigner], ['email'], true);
    const parsed = leaseCreateSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      monthlyRent: 1_800_000,
      adminFee: 200_000,
      termMonths: 12,
      graceDays: 5,
      commercialValue: null,
      paidThrough: '2026-11-01',
      guarantee: { type: 'codeudor', insurer: null },
    });
  });

  it('keeps only what the guarantee type holds, and the API names what is missing by its path', () => {
    const insurer = signBody(
      PROPERTY,
      { ...values, 'guarantee.type': 'afianzadora', 'guarantee.insurer.name': 'Fianzas SA' },
      [coSigner],
      ['email'],
      false,
    );
    expect(insurer.guarantee.coSigners).toEqual([]);
    const parsed = leaseCreateSchema.safeParse(insurer);
    const issues = parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['guarantee.insurer.policyNumber', LEASE_MESSAGES.insurerRequired]);
    expect(issues).toContainEqual(['tenantConsent', LEASE_MESSAGES.consent]);
  });

  it('sends an empty canon as a number the API refuses with its message', () => {
    const parsed = leaseCreateSchema.safeParse(
      signBody(PROPERTY, { ...values, monthlyRent: '' }, [coSigner], [], true),
    );
    expect(parsed.error!.issues.find((issue) => issue.path[0] === 'monthlyRent')?.message).toBe(
      LEASE_MESSAGES.monthlyRent,
    );
  });
});

describe("the owner's withholdings", () => {
  it('reads decimal commas and sends what the owners API accepts', () => {
    const rows = withholdingsBody([{ label: ' Retención en la fuente ', percent: '3,5' }]);
    expect(rows).toEqual([{ label: 'Retención en la fuente', percent: 3.5 }]);
    expect(ownerPatchSchema.safeParse({ withholdings: rows }).success).toBe(true);
    expect(ownerPatchSchema.safeParse({ withholdings: withholdingsBody([{ label: 'x', percent: '' }]) }).success).toBe(
      false,
    );
  });
});

describe("the lease's history in words", () => {
  it('writes payments, reversals, increases and canon steps instead of raw objects', () => {
    const payment = { id: 'p1', date: '2026-11-29', amount: 800_000, method: 'pse', reference: 'TR-1' };
    expect(formatValue(payment, 'pagos')).toBe('$\u00a0800.000 el 2026-11-29 · PSE · ref. TR-1');
    expect(formatValue({ id: 'p1', reversed: true, reason: 'Cheque devuelto' }, 'pagos')).toBe(
      'Revertido: Cheque devuelto',
    );
    expect(formatValue({ percent: 3, effectiveDate: '2026-12-01' }, 'increases')).toBe('3 % desde 2026-12-01');
    expect(
      formatValue(
        [
          { from: '2025-10-01', amount: 1_800_000 },
          { from: '2026-12-01', amount: 1_854_000 },
        ],
        'rents',
      ),
    ).toBe('$\u00a01.800.000 desde 2025-10-01; $\u00a01.854.000 desde 2026-12-01');
    expect(formatValue({ unrelated: true })).toBe('{"unrelated":true}');
  });
});
