// A lease's statement computed from its ledger (docs/rentals.md#charges-and-payments): the balance
// is never stored, so it cannot drift from the entries. Pure: the statement API, the lease list,
// the tenant's link, the reminders and the settlement all call this one function.
//
// Rules, in the order the ledger is walked (day by day in the order things happened):
// - A charge exists from its period's first day; a charge settled at registration (paidThrough)
//   is out of the walk: it is paid and owes nothing.
// - An overdue charge accrues late interest from the day after it falls due, on what is still
//   owed of it, at the daily rate equivalent to the effective annual `lateInterestRate`
//   ((1 + EA)^(1/365) − 1); no rate, no interest. Interest owed is the accrued total rounded to
//   the peso, minus the interest already paid.
// - A payment covers interest owed first, then the oldest open charge, canon before
//   administración (Código Civil art. 1653); what is left is a credit that pays each later
//   charge the day it starts. A reversed payment (a reversal entry dated by `asOf`) pays nothing.

import type {
  ChargeEntry,
  LedgerEntry,
  PaymentAllocation,
  PaymentEntry,
  Statement,
  StatementCharge,
  StatementPayment,
} from './types';

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (AAAA-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The daily rate equivalent to an effective annual percentage: (1 + EA)^(1/365) − 1. */
export function dailyRate(effectiveAnnualPercent: number): number {
  return Math.pow(1 + effectiveAnnualPercent / 100, 1 / 365) - 1;
}

export interface StatementInput {
  entries: readonly LedgerEntry[];
  /** Settings "Tasa de mora", % efectivo anual; null: no late interest. */
  lateInterestRate: number | null;
  /** The day to compute at (interest runs through it); entries dated after it are left out. */
  asOf: string;
}

interface OpenCharge {
  entry: ChargeEntry;
  canonLeft: number;
  adminFeeLeft: number;
  /** The last day interest was accrued through (starts at the due day: nothing accrues on it). */
  accruedThrough: string;
}

interface CreditLot {
  payment: number;
  amount: number;
}

type Event = { day: string; order: number; charge?: ChargeEntry; payment?: PaymentEntry; index: number };

const owedOf = (charge: OpenCharge) => charge.canonLeft + charge.adminFeeLeft;

/** Pays `amount` of `charge`, canon first; returns what went where. */
function payCharge(charge: OpenCharge, amount: number): { canon: number; adminFee: number } {
  const canon = Math.min(amount, charge.canonLeft);
  charge.canonLeft -= canon;
  const adminFee = Math.min(amount - canon, charge.adminFeeLeft);
  charge.adminFeeLeft -= adminFee;
  return { canon, adminFee };
}

/** The statement of a ledger at `asOf`. */
export function computeStatement({ entries, lateInterestRate, asOf }: StatementInput): Statement {
  const rate = lateInterestRate && lateInterestRate > 0 ? dailyRate(lateInterestRate) : 0;
  const reversals = new Map(
    entries
      .filter((e) => e.kind === 'reversal' && e.date <= asOf)
      .map((e) => [(e as Extract<LedgerEntry, { kind: 'reversal' }>).paymentId, e]),
  );
  const charges = entries
    .filter((e): e is ChargeEntry => e.kind === 'charge' && e.period <= asOf)
    .sort((a, b) => a.period.localeCompare(b.period));
  const payments = entries
    .map((e, index) => ({ e, index }))
    .filter((p): p is { e: PaymentEntry; index: number } => p.e.kind === 'payment' && p.e.date <= asOf)
    .sort((a, b) => a.e.date.localeCompare(b.e.date) || a.index - b.index)
    .map((p) => p.e);

  const open = new Map<string, OpenCharge>();
  const allocations: PaymentAllocation[] = payments.map(() => ({ interest: 0, canon: 0, adminFee: 0, credit: 0 }));
  const credit: CreditLot[] = [];
  let accrued = 0;
  let interestPaid = 0;

  const accrueThrough = (day: string) => {
    for (const charge of open.values()) {
      const from = charge.accruedThrough > charge.entry.due ? charge.accruedThrough : charge.entry.due;
      const days = daysBetween(from, day);
      if (days <= 0) continue;
      accrued += owedOf(charge) * rate * days;
      charge.accruedThrough = day;
    }
  };
  const interestOwed = () => Math.round(accrued) - interestPaid;
  const oldestFirst = () => [...open.values()].sort((a, b) => a.entry.period.localeCompare(b.entry.period));
  const settle = (charge: OpenCharge) => {
    if (owedOf(charge) === 0) open.delete(charge.entry.key);
  };

  // Charges start on their period's first day, before the payments of that day.
  const events: Event[] = [
    ...charges
      .filter((c) => !c.settledAtRegistration)
      .map((charge, index) => ({ day: charge.period, order: 0, charge, index })),
    ...payments
      .filter((p) => !reversals.has(p.id))
      .map((payment) => ({ day: payment.date, order: 1, payment, index: payments.indexOf(payment) })),
  ].sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order || a.index - b.index);

  for (const event of events) {
    accrueThrough(event.day);
    if (event.charge) {
      const charge: OpenCharge = {
        entry: event.charge,
        canonLeft: event.charge.canon,
        adminFeeLeft: event.charge.adminFee,
        accruedThrough: event.charge.due,
      };
      open.set(event.charge.key, charge);
      // A credit pays the new charge at once, attributed to the oldest payment it came from.
      while (credit.length > 0 && owedOf(charge) > 0) {
        const lot = credit[0];
        const paid = payCharge(charge, lot.amount);
        const used = paid.canon + paid.adminFee;
        allocations[lot.payment].canon += paid.canon;
        allocations[lot.payment].adminFee += paid.adminFee;
        allocations[lot.payment].credit -= used;
        lot.amount -= used;
        if (lot.amount === 0) credit.shift();
      }
      settle(charge);
      continue;
    }
    const payment = event.payment!;
    const allocation = allocations[event.index];
    let left = payment.amount;
    const interest = Math.min(left, Math.max(0, interestOwed()));
    allocation.interest = interest;
    interestPaid += interest;
    left -= interest;
    for (const charge of oldestFirst()) {
      if (left === 0) break;
      const paid = payCharge(charge, left);
      allocation.canon += paid.canon;
      allocation.adminFee += paid.adminFee;
      left -= paid.canon + paid.adminFee;
      settle(charge);
    }
    if (left > 0) {
      allocation.credit = left;
      credit.push({ payment: event.index, amount: left });
    }
  }
  accrueThrough(asOf);

  const statementCharges: StatementCharge[] = charges.map((entry) => {
    const amount = entry.canon + entry.adminFee;
    if (entry.settledAtRegistration)
      return {
        period: entry.period,
        due: entry.due,
        canon: entry.canon,
        adminFee: entry.adminFee,
        amount,
        paid: amount,
        canonPaid: entry.canon,
        adminFeePaid: entry.adminFee,
        status: 'saldado_al_registrar',
      };
    const still = open.get(entry.key);
    const canonPaid = entry.canon - (still?.canonLeft ?? 0);
    const adminFeePaid = entry.adminFee - (still?.adminFeeLeft ?? 0);
    const status = !still ? 'pagado' : entry.due < asOf ? 'vencido' : 'pendiente';
    return {
      period: entry.period,
      due: entry.due,
      canon: entry.canon,
      adminFee: entry.adminFee,
      amount,
      paid: canonPaid + adminFeePaid,
      canonPaid,
      adminFeePaid,
      status,
    };
  });

  const statementPayments: StatementPayment[] = payments.map((payment, index) => {
    const reversal = reversals.get(payment.id) as Extract<LedgerEntry, { kind: 'reversal' }> | undefined;
    return {
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      createdBy: payment.createdBy,
      reversal: reversal ? { date: reversal.date, reason: reversal.reason, by: reversal.createdBy } : null,
      allocation: reversal ? null : allocations[index],
    };
  });

  const remaining = oldestFirst();
  const interest = Math.max(0, interestOwed());
  const creditLeft = credit.reduce((sum, lot) => sum + lot.amount, 0);
  const principal = remaining.reduce((sum, charge) => sum + owedOf(charge), 0);
  const overdue = remaining.find((charge) => charge.entry.due < asOf);
  const oldest = remaining[0];
  return {
    asOf,
    charges: statementCharges,
    payments: statementPayments,
    interest,
    interestPaid,
    credit: creditLeft,
    balance: principal + interest - creditLeft,
    daysOverdue: overdue ? daysBetween(overdue.entry.due, asOf) : 0,
    nextDue: oldest ? { period: oldest.entry.period, due: oldest.entry.due, amount: owedOf(oldest) } : null,
  };
}
