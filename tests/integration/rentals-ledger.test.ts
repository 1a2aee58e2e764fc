import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { previousMonth } from '@/lib/domain/rentals/settlement';
import { addDays, bogotaDay } from '@/lib/domain/visits';

import { ensurePdfTools } from '../../scripts/lib/debian-package.mjs';
import { adminToken, asAdmin } from './accounts';
import { signLease } from './ledger-fixtures';
import { ledgerEntries } from './rental-fixtures';
import { baseURL, call, connectTestDb } from './stack-client';
import { ANDRES, idOf, LAURA, tokenOf } from './staff';
import { watchWebhooks } from './webhook-watch';

// The ledger over HTTP (docs/rentals.md): payments partial, full and over, a replayed
// Idempotency-Key, reversals by an admin only, the refusals of a payment, another agent's scope,
// the statement as JSON and PDF, and the owner's settlement against payments and an expense this
// file makes, with a withholding, its PDF and its payout.

const tools = ensurePdfTools();
const today = bogotaDay(new Date());
const thisMonth = today.slice(0, 7);
let laura = { token: '', id: '' };
let andres = '';
let admin = '';

beforeAll(async () => {
  await connectTestDb();
  const [lauraToken, andresToken] = await Promise.all([tokenOf(LAURA), tokenOf(ANDRES)]);
  laura = { token: lauraToken, id: await idOf(lauraToken) };
  andres = andresToken;
  admin = await adminToken();
}, 60_000);

const pay = (
  leaseId: string,
  body: Record<string, unknown>,
  token = laura.token,
  headers: Record<string, string> = {},
) => call('POST', `/api/leases/${leaseId}/payments`, { token, body, headers });
const statementOf = async (leaseId: string, token = laura.token) => {
  const answer = await call('GET', `/api/leases/${leaseId}/statement`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

/** pdftotext's reading, white space (the peso sign's no-break space too) as single spaces. */
function textOfPdf(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ledger-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync(tools.pdftotext, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the payment.recorded webhook', () => {
  it('carries the payment, its allocation and the balance after it, never the tenant; once per Idempotency-Key', async () => {
    const { leaseId, propertyId } = await signLease(laura, { startDate: today });
    const hooks = await watchWebhooks(['payment.recorded']);
    const key = randomUUID();
    const body = { amount: 500_000, date: today, method: 'transferencia', reference: 'WH-1' };
    const first = await pay(leaseId, body, laura.token, { 'Idempotency-Key': key });
    const again = await pay(leaseId, body, laura.token, { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    const sent = await hooks.bodies((data) => data.leaseId === leaseId);
    await hooks.stop();
    expect(sent).toHaveLength(1);
    expect(sent[0].type).toBe('payment.recorded');
    expect(sent[0].data).toEqual({
      leaseId,
      propertyId,
      payment: {
        id: first.body.data.payment.id,
        date: today,
        amount: 500_000,
        method: 'transferencia',
        reference: 'WH-1',
        allocation: { interest: 0, canon: 500_000, adminFee: 0, credit: 0 },
      },
      balance: 700_000,
    });
  });
});

describe('payments', () => {
  let leaseId = '';

  beforeAll(async () => {
    ({ leaseId } = await signLease(laura, { startDate: today }));
  }, 60_000);

  it('starts with this period’s charge, open and not yet due', async () => {
    const statement = await statementOf(leaseId);
    expect(statement.charges).toHaveLength(1);
    expect(statement.charges[0]).toMatchObject({
      period: today,
      due: addDays(today, 5),
      canon: 1_000_000,
      adminFee: 200_000,
      paid: 0,
      status: 'pendiente',
    });
    expect(statement).toMatchObject({ balance: 1_200_000, daysOverdue: 0, credit: 0, interest: 0 });
    expect(statement.nextDue).toEqual({ period: today, due: addDays(today, 5), amount: 1_200_000 });
  });

  it('leaves the rest open after a partial payment, canon first, and settles it with the rest', async () => {
    const partial = await pay(leaseId, { amount: 500_000, date: today, method: 'transferencia', reference: 'TRX-1' });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body.message).toBe(LEDGER_MESSAGES.paymentRecorded);
    expect(partial.body.data.payment).toMatchObject({
      amount: 500_000,
      method: 'transferencia',
      reference: 'TRX-1',
      reversal: null,
    });
    expect(partial.body.data.payment.allocation).toEqual({ interest: 0, canon: 500_000, adminFee: 0, credit: 0 });
    expect(partial.body.data.statement.balance).toBe(700_000);
    expect(partial.body.data.statement.charges[0]).toMatchObject({
      paid: 500_000,
      canonPaid: 500_000,
      status: 'pendiente',
    });

    const rest = await pay(leaseId, { amount: 700_000, date: today, method: 'pse' });
    expect(rest.status).toBe(201);
    expect(rest.body.data.payment.allocation).toEqual({ interest: 0, canon: 500_000, adminFee: 200_000, credit: 0 });
    const statement = await statementOf(leaseId);
    expect(statement.charges[0]).toMatchObject({ paid: 1_200_000, status: 'pagado' });
    expect(statement).toMatchObject({ balance: 0, nextDue: null });
  });

  it('keeps an overpayment as a credit for the next charge', async () => {
    const over = await pay(leaseId, { amount: 300_000, date: today, method: 'efectivo' });
    expect(over.status).toBe(201);
    expect(over.body.data.payment.allocation).toEqual({ interest: 0, canon: 0, adminFee: 0, credit: 300_000 });
    expect(await statementOf(leaseId)).toMatchObject({ credit: 300_000, balance: -300_000 });
  });

  it('records a payment once when the same Idempotency-Key is replayed', async () => {
    const key = randomUUID();
    const body = { amount: 100_000, date: today, method: 'consignacion', reference: 'C-77' };
    const first = await pay(leaseId, body, laura.token, { 'Idempotency-Key': key });
    const again = await pay(leaseId, body, laura.token, { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.payment.id).toBe(first.body.data.payment.id);
    const mine = (await ledgerEntries(leaseId)).filter((e) => e.kind === 'payment' && e.reference === 'C-77');
    expect(mine).toHaveLength(1);
    expect((await statementOf(leaseId)).credit).toBe(400_000);
  });

  it('refuses an amount that is not whole pesos, a bad method, and days out of range', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ amount: 0, date: today, method: 'pse' }, LEDGER_MESSAGES.amountInteger],
      [{ amount: 1500.5, date: today, method: 'pse' }, LEDGER_MESSAGES.amountInteger],
      [{ amount: 1000, date: today, method: 'cheque' }, LEDGER_MESSAGES.method],
      [{ amount: 1000, date: addDays(today, 1), method: 'pse' }, LEDGER_MESSAGES.dateInFuture],
      [{ amount: 1000, date: addDays(today, -1), method: 'pse' }, LEDGER_MESSAGES.dateBeforeStart],
      [{ amount: 1000, date: '2026-02-30', method: 'pse' }, LEDGER_MESSAGES.dateInvalid],
    ];
    for (const [body, message] of refusals) {
      const answer = await pay(leaseId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('lets only an admin reverse a payment, with a reason, once', async () => {
    const made = await pay(leaseId, { amount: 50_000, date: today, method: 'pse', reference: 'ERR' });
    const paymentId = made.body.data.payment.id;
    const path = `/api/leases/${leaseId}/payments/${paymentId}`;
    const byAgent = await call('DELETE', path, { token: laura.token, body: { reason: 'Duplicado' } });
    expect(byAgent.status).toBe(403);
    const noReason = await call('DELETE', path, { token: admin, body: { reason: ' ' } });
    expect([noReason.status, JSON.stringify(noReason.body).includes(LEDGER_MESSAGES.reasonRequired)]).toEqual([
      400,
      true,
    ]);
    const reversed = await call('DELETE', path, { token: admin, body: { reason: 'Consignación duplicada' } });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.message).toBe(LEDGER_MESSAGES.paymentReversed);
    const payment = reversed.body.data.payments.find((p: { id: string }) => p.id === paymentId);
    expect(payment.allocation).toBeNull();
    expect(payment.reversal).toMatchObject({ date: today, reason: 'Consignación duplicada' });
    expect(reversed.body.data.credit).toBe(400_000);
    const twice = await call('DELETE', path, { token: admin, body: { reason: 'Otra vez' } });
    expect([twice.status, twice.body.message]).toEqual([409, LEDGER_MESSAGES.alreadyReversed]);
    const unknown = await call('DELETE', `/api/leases/${leaseId}/payments/nope`, {
      token: admin,
      body: { reason: 'x' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, LEDGER_MESSAGES.paymentNotFound]);
    const activity = await asAdmin('GET', `/api/activity?entity=lease&entityId=${leaseId}`);
    expect(JSON.stringify(activity.body)).toContain('Consignación duplicada');
  });

  it('answers another agent with a 404 and serves the statement as a PDF', async () => {
    for (const answer of [
      await call('GET', `/api/leases/${leaseId}/statement`, { token: andres }),
      await pay(leaseId, { amount: 1000, date: today, method: 'pse' }, andres),
      await call('POST', `/api/leases/${leaseId}/expenses`, {
        token: andres,
        body: { amount: 1, date: today, description: 'x' },
      }),
    ])
      expect([answer.status, answer.body.message]).toEqual([404, LEASE_MESSAGES.notFound]);

    const response = await fetch(`${baseURL()}/api/leases/${leaseId}/statement.pdf`, {
      headers: { authorization: `Bearer ${laura.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = textOfPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('Camilo Arrendatario');
    // pdftotext reads the summary column by column: its labels, then its values.
    expect(text).toContain(
      'Saldo a la fecha Intereses de mora Saldo a favor Días de mora Próximo vencimiento -$ 400.000',
    );
    expect(text).toContain('Sin cargos pendientes');
    expect(text).toContain('Reversado: Consignación duplicada');
    const foreign = await fetch(`${baseURL()}/api/leases/${leaseId}/statement.pdf`, {
      headers: { authorization: `Bearer ${andres}` },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the owner’s settlement', () => {
  let ownerId = '';
  let leaseId = '';

  beforeAll(async () => {
    ({ leaseId, ownerId } = await signLease(laura, { startDate: today, commissionPercent: 10 }));
    const withheld = await call('PATCH', `/api/owners/${ownerId}`, {
      token: laura.token,
      body: { withholdings: [{ label: 'Retención en la fuente', percent: 3.5 }] },
    });
    expect(withheld.status, JSON.stringify(withheld.body)).toBe(200);
    expect(withheld.body.data.withholdings).toEqual([{ label: 'Retención en la fuente', percent: 3.5 }]);
  }, 60_000);

  it('is the month’s payments minus commission, IVA, expenses and withholdings', async () => {
    expect((await pay(leaseId, { amount: 1_200_000, date: today, method: 'transferencia' })).status).toBe(201);
    const expense = await call('POST', `/api/leases/${leaseId}/expenses`, {
      token: laura.token,
      body: { amount: 85_000, date: today, description: 'Arreglo de la llave del baño' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect([expense.status, expense.body.message]).toEqual([201, LEDGER_MESSAGES.expenseRecorded]);

    const answer = await call('GET', `/api/owners/${ownerId}/settlements?month=${thisMonth}`, { token: laura.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const settlement = answer.body.data;
    expect(settlement.lines).toHaveLength(1);
    // 1.200.000 collected, 1.000.000 of it canon: 10 % commission, 19 % IVA on it, 3,5 % withheld.
    expect(settlement.lines[0]).toMatchObject({
      leaseId,
      collected: 1_200_000,
      canonCollected: 1_000_000,
      commission: 100_000,
      iva: 19_000,
      expenses: 85_000,
      withholdings: 35_000,
      net: 961_000,
    });
    expect(settlement.total).toBe(961_000);
    expect(settlement.payout).toBeNull();

    const pdf = await fetch(`${baseURL()}/api/owners/${ownerId}/settlements?month=${thisMonth}&format=pdf`, {
      headers: { authorization: `Bearer ${laura.token}` },
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = textOfPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Liquidación de arrendamientos');
    for (const figure of ['$ 1.200.000', '$ 100.000', '$ 19.000', '$ 85.000', '$ 35.000', '$ 961.000'])
      expect(text).toContain(figure);
    expect(text).toContain('Retención en la fuente');
  });

  it('refuses another agent, a future month and a payout of an open month', async () => {
    const foreign = await call('GET', `/api/owners/${ownerId}/settlements?month=${thisMonth}`, { token: andres });
    expect([foreign.status, foreign.body.message]).toEqual([404, LEDGER_MESSAGES.ownerNotFound]);
    const nextMonth = addDays(`${thisMonth}-28`, 5).slice(0, 7);
    const future = await call('GET', `/api/owners/${ownerId}/settlements?month=${nextMonth}`, { token: laura.token });
    expect([future.status, future.body.message]).toEqual([400, LEDGER_MESSAGES.monthInFuture]);
    const badMonth = await call('GET', `/api/owners/${ownerId}/settlements?month=2026-13`, { token: laura.token });
    expect([badMonth.status, JSON.stringify(badMonth.body).includes(LEDGER_MESSAGES.monthInvalid)]).toEqual([
      400,
      true,
    ]);
    const noMonth = await call('GET', `/api/owners/${ownerId}/settlements`, { token: laura.token });
    expect([noMonth.status, JSON.stringify(noMonth.body).includes(LEDGER_MESSAGES.monthRequired)]).toEqual([400, true]);
    const empty = await call('POST', `/api/owners/${ownerId}/settlements/2020-01/paid`, {
      token: laura.token,
      body: { date: today },
    });
    expect([empty.status, empty.body.message]).toEqual([409, LEDGER_MESSAGES.payoutNothing]);
    const noDescription = await call('POST', `/api/leases/${leaseId}/expenses`, {
      token: laura.token,
      body: { amount: 1000, date: today, description: '' },
    });
    expect([
      noDescription.status,
      JSON.stringify(noDescription.body).includes(LEDGER_MESSAGES.descriptionRequired),
    ]).toEqual([400, true]);
    const tooMany = await call('PATCH', `/api/owners/${ownerId}`, {
      token: laura.token,
      body: { withholdings: [{ label: 'ICA', percent: 120 }] },
    });
    expect([tooMany.status, JSON.stringify(tooMany.body).includes(LEDGER_MESSAGES.withholdingPercent)]).toEqual([
      400,
      true,
    ]);
    const open = await call('POST', `/api/owners/${ownerId}/settlements/${thisMonth}/paid`, {
      token: laura.token,
      body: { date: today, reference: 'PAGO-1' },
    });
    expect([open.status, open.body.message]).toEqual([400, LEDGER_MESSAGES.payoutMonthOpen]);
  });

  it('records the payout of a closed month once, with its figures', async () => {
    const lastMonth = previousMonth(thisMonth);
    const { leaseId: older, ownerId: olderOwner } = await signLease(laura, {
      startDate: `${lastMonth}-01`,
      commissionPercent: 8,
    });
    expect((await pay(older, { amount: 1_200_000, date: `${lastMonth}-02`, method: 'pse' })).status).toBe(201);
    const path = `/api/owners/${olderOwner}/settlements/${lastMonth}/paid`;
    const paid = await call('POST', path, { token: laura.token, body: { date: today, reference: 'BANCO-123' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.message).toBe(LEDGER_MESSAGES.payoutRecorded);
    // 1.200.000 − 80.000 − 15.200
    expect(paid.body.data.total).toBe(1_104_800);
    expect(paid.body.data.payout).toMatchObject({ date: today, reference: 'BANCO-123', total: 1_104_800 });
    const again = await call('POST', path, { token: laura.token, body: { date: today } });
    expect([again.status, again.body.message]).toEqual([409, LEDGER_MESSAGES.payoutExists]);
    const read = await call('GET', `/api/owners/${olderOwner}/settlements?month=${lastMonth}`, { token: laura.token });
    expect(read.body.data.payout).toMatchObject({ reference: 'BANCO-123', total: 1_104_800 });
  });
});
