import { describe, expect, it } from 'vitest';

import { computeStatement, dailyRate, daysBetween } from '@/lib/domain/rentals/ledger';
import type { ChargeEntry, LedgerEntry, PaymentEntry, ReversalEntry } from '@/lib/domain/rentals/types';

const at = new Date('2026-01-01T00:00:00Z');

function charge(period: string, due: string, canon = 2_000_000, adminFee = 300_000, settled = false): ChargeEntry {
  return {
    kind: 'charge',
    key: `charge:${period}`,
    period,
    due,
    canon,
    adminFee,
    amount: canon + adminFee,
    settledAtRegistration: settled,
    date: period,
    createdAt: at,
    createdBy: null,
  };
}

function payment(id: string, date: string, amount: number): PaymentEntry {
  return {
    kind: 'payment',
    key: `payment:${id}`,
    id,
    date,
    amount,
    method: 'transferencia',
    reference: `ref-${id}`,
    createdAt: at,
    createdBy: 'agent',
  };
}

function reversal(paymentId: string, date: string, amount: number): ReversalEntry {
  return {
    kind: 'reversal',
    key: `reversal:${paymentId}`,
    paymentId,
    date,
    amount,
    reason: 'Consignación devuelta',
    createdAt: at,
    createdBy: 'admin',
  };
}

const statement = (entries: LedgerEntry[], asOf: string, lateInterestRate: number | null = null) =>
  computeStatement({ entries, asOf, lateInterestRate });

describe('computeStatement', () => {
  it('owes a charge until it is paid: pendiente through its due day, vencido from the next', () => {
    const entries = [charge('2026-03-01', '2026-03-06')];
    expect(statement(entries, '2026-03-06')).toMatchObject({ balance: 2_300_000, daysOverdue: 0 });
    expect(statement(entries, '2026-03-06').charges[0].status).toBe('pendiente');
    const late = statement(entries, '2026-03-07');
    expect(late.charges[0].status).toBe('vencido');
    expect(late.daysOverdue).toBe(1);
    expect(late.nextDue).toEqual({ period: '2026-03-01', due: '2026-03-06', amount: 2_300_000 });
    expect(late.interest).toBe(0); // no rate in Settings: no interest
  });

  it('leaves out entries dated after the day it is computed at', () => {
    const entries = [
      charge('2026-03-01', '2026-03-06'),
      charge('2026-04-01', '2026-04-06'),
      payment('p', '2026-04-02', 100),
    ];
    const march = statement(entries, '2026-03-20');
    expect(march.charges).toHaveLength(1);
    expect(march.payments).toHaveLength(0);
  });

  it('pays the oldest charge first, canon before administración; a partial payment leaves the rest open', () => {
    const entries = [
      charge('2026-03-01', '2026-03-06'),
      charge('2026-04-01', '2026-04-06'),
      payment('a', '2026-04-03', 2_100_000),
    ];
    const result = statement(entries, '2026-04-05');
    expect(result.payments[0].allocation).toEqual({ interest: 0, canon: 2_000_000, adminFee: 100_000, credit: 0 });
    expect(result.charges.map((c) => [c.paid, c.canonPaid, c.adminFeePaid, c.status])).toEqual([
      [2_100_000, 2_000_000, 100_000, 'vencido'],
      [0, 0, 0, 'pendiente'],
    ]);
    expect(result.balance).toBe(200_000 + 2_300_000);
    expect(result.daysOverdue).toBe(daysBetween('2026-03-06', '2026-04-05'));
  });

  it('turns an overpayment into a credit that pays the next charge the day it starts', () => {
    const entries = [
      charge('2026-03-01', '2026-03-06'),
      payment('a', '2026-03-02', 3_000_000),
      charge('2026-04-01', '2026-04-06'),
    ];
    const before = statement(entries, '2026-03-31');
    expect(before.credit).toBe(700_000);
    expect(before.balance).toBe(-700_000);
    const after = statement(entries, '2026-04-01');
    expect(after.credit).toBe(0);
    expect(after.charges[1]).toMatchObject({ paid: 700_000, canonPaid: 700_000, adminFeePaid: 0, status: 'pendiente' });
    expect(after.payments[0].allocation).toEqual({ interest: 0, canon: 2_700_000, adminFee: 300_000, credit: 0 });
    expect(after.balance).toBe(1_600_000);
    expect(after.nextDue).toEqual({ period: '2026-04-01', due: '2026-04-06', amount: 1_600_000 });
  });

  it('accrues late interest from the day after the due day at the daily equivalent of the effective annual rate', () => {
    expect(dailyRate(24)).toBeCloseTo(0.00058952, 8);
    const entries = [charge('2026-01-01', '2026-01-06', 1_000_000, 0)];
    // 30 days late on $ 1.000.000 at 24 % E.A.: 1.000.000 × ((1,24)^(1/365) − 1) × 30.
    expect(statement(entries, '2026-02-05', 24).interest).toBe(17_686);
    expect(statement(entries, '2026-01-06', 24).interest).toBe(0);
    expect(statement(entries, '2026-01-07', 24).interest).toBe(590);
    expect(statement(entries, '2026-02-05', null).interest).toBe(0);
    expect(statement(entries, '2026-02-05', 24).balance).toBe(1_017_686);
  });

  it('applies a payment to the interest owed before any charge (Código Civil art. 1653)', () => {
    const entries = [charge('2026-01-01', '2026-01-06', 1_000_000, 0), payment('a', '2026-02-05', 500_000)];
    const result = statement(entries, '2026-02-05', 24);
    expect(result.payments[0].allocation).toEqual({ interest: 17_686, canon: 482_314, adminFee: 0, credit: 0 });
    expect(result.interest).toBe(0);
    expect(result.interestPaid).toBe(17_686);
    // From then on interest runs on what is left of the canon only.
    const later = statement(entries, '2026-02-15', 24);
    expect(later.interest).toBe(Math.round((1_000_000 * 30 + 517_686 * 10) * dailyRate(24)) - 17_686);
  });

  it('counts a reversed payment as never paid, and keeps it on the statement with who and why', () => {
    const entries = [
      charge('2026-03-01', '2026-03-06'),
      payment('a', '2026-03-02', 2_300_000),
      reversal('a', '2026-03-10', 2_300_000),
    ];
    expect(statement(entries, '2026-03-09').balance).toBe(0);
    const result = statement(entries, '2026-03-10');
    expect(result.balance).toBe(2_300_000);
    expect(result.payments[0]).toMatchObject({
      allocation: null,
      reversal: { date: '2026-03-10', reason: 'Consignación devuelta', by: 'admin' },
    });
    expect(result.charges[0].status).toBe('vencido');
  });

  it('treats charges settled at registration as paid, owing nothing and accruing nothing', () => {
    const entries = [
      charge('2025-11-01', '2025-11-06', 2_000_000, 300_000, true),
      charge('2025-12-01', '2025-12-06', 2_000_000, 300_000, true),
      charge('2026-01-01', '2026-01-06'),
    ];
    const result = statement(entries, '2026-01-03', 24);
    expect(result.charges.map((c) => c.status)).toEqual(['saldado_al_registrar', 'saldado_al_registrar', 'pendiente']);
    expect(result).toMatchObject({ balance: 2_300_000, interest: 0, daysOverdue: 0 });
  });

  it('counts days across month ends and leap years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});
