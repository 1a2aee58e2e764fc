import 'server-only';

import { Types } from 'mongoose';

import type { StaffScope } from '../../domain/activity';
import { bogotaDay } from '../../domain/alert-window';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { LEDGER_MESSAGES } from '../../domain/rentals/ledger-messages';
import type { PaymentEntry, ReversalEntry } from '../../domain/rentals/types';
import { formatNumber } from '../../format';
import type { PaymentCreate } from '../../validation/lease-payments';
import type { ApiStatement } from '../../validation/lease-statement';
import { recordActivity } from '../activity';
import { emitWebhooks } from '../webhooks';
import { ledgerLease, type LedgerLease } from './ledger-lease';
import { appendEntry, openLedger, readLedger } from './ledger-store';
import { statementOf } from './statement';

// Payments and their reversal (docs/rentals.md#charges-and-payments). A payment is an entry
// appended once (its key; the route honours Idempotency-Key so a retried request is the same
// payment); where it goes (interest first, then the oldest charge, Código Civil art. 1653) is
// computed by the statement, never stored. A reversal is another entry, by an admin, with why.

const pesos = (amount: number) => `$ ${formatNumber(amount)}`;

/** Appends to the lease's ledger, opening it first when a lease written before its ledger has none. */
async function append(lease: LedgerLease, entry: PaymentEntry | ReversalEntry): Promise<boolean> {
  if (await appendEntry(lease.id, entry)) return true;
  const entries = await readLedger(lease.id);
  if (entries.some((existing) => existing.key === entry.key)) return false;
  await openLedger(lease.id);
  return appendEntry(lease.id, entry);
}

function paymentData(lease: LedgerLease, statement: ApiStatement, paymentId: string) {
  const payment = statement.payments.find((p) => p.id === paymentId)!;
  return {
    leaseId: lease.id,
    propertyId: lease.propertyId,
    payment: {
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      allocation: payment.allocation,
    },
    balance: statement.balance,
  };
}

/**
 * POST /api/leases/{id}/payments: money received from the tenant, on a day neither in the future
 * nor before the lease's start. Emits `payment.recorded` and goes to the activity log.
 */
export async function recordPayment(leaseId: string, input: PaymentCreate, scope: StaffScope, now = new Date()) {
  const lease = await ledgerLease(leaseId, scope);
  const today = bogotaDay(now);
  if (input.date > today) throw new InvalidError(LEDGER_MESSAGES.dateInFuture);
  if (input.date < lease.startDate) throw new InvalidError(LEDGER_MESSAGES.dateBeforeStart);
  const id = new Types.ObjectId().toString();
  const entry: PaymentEntry = {
    kind: 'payment',
    key: `payment:${id}`,
    id,
    date: input.date,
    amount: input.amount,
    method: input.method,
    reference: input.reference,
    createdAt: now,
    createdBy: scope.actor.id,
  };
  await append(lease, entry);
  const statement = await statementOf(lease.id, await readLedger(lease.id), today);
  await recordActivity({
    actor: scope.actor,
    entity: 'lease',
    entityId: lease.id,
    label: `Pago de ${pesos(input.amount)} · ${lease.tenant.name}`,
    action: 'update',
    changes: [
      {
        field: 'pagos',
        from: null,
        to: { id, date: input.date, amount: input.amount, method: input.method, reference: input.reference },
      },
    ],
  });
  await emitWebhooks([{ type: 'payment.recorded', data: paymentData(lease, statement, id) }]);
  return { payment: statement.payments.find((p) => p.id === id)!, statement };
}

/**
 * DELETE /api/leases/{id}/payments/{paymentId}: an admin undoes a payment (a reversing entry with
 * who and why, dated today); the payment then pays nothing. 409 when it was already reversed.
 */
export async function reversePayment(
  leaseId: string,
  paymentId: string,
  reason: string,
  scope: StaffScope,
  now = new Date(),
): Promise<ApiStatement> {
  if (scope.agentId) throw new ForbiddenError(LEDGER_MESSAGES.onlyAdminReverses);
  const lease = await ledgerLease(leaseId, scope);
  const entries = await readLedger(lease.id);
  const payment = entries.find((entry): entry is PaymentEntry => entry.kind === 'payment' && entry.id === paymentId);
  if (!payment) throw new NotFoundError(LEDGER_MESSAGES.paymentNotFound);
  const entry: ReversalEntry = {
    kind: 'reversal',
    key: `reversal:${paymentId}`,
    paymentId,
    reason,
    date: bogotaDay(now),
    amount: payment.amount,
    createdAt: now,
    createdBy: scope.actor.id,
  };
  if (!(await append(lease, entry))) throw new ConflictError(LEDGER_MESSAGES.alreadyReversed);
  await recordActivity({
    actor: scope.actor,
    entity: 'lease',
    entityId: lease.id,
    label: `Pago reversado de ${pesos(payment.amount)} · ${lease.tenant.name}`,
    action: 'update',
    changes: [
      {
        field: 'pagos',
        from: { id: paymentId, date: payment.date, amount: payment.amount, method: payment.method },
        to: { id: paymentId, reversed: true, reason },
      },
    ],
  });
  return statementOf(lease.id, [...entries, entry], bogotaDay(now));
}
