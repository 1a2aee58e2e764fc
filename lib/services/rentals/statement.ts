import 'server-only';

import type { StaffScope } from '../../domain/activity';
import { bogotaDay } from '../../domain/alert-window';
import { computeStatement } from '../../domain/rentals/ledger';
import type { ExpenseEntry, LedgerEntry } from '../../domain/rentals/types';
import type { ApiStatement } from '../../validation/lease-statement';
import { readSettings } from '../settings';
import { ledgerLease } from './ledger-lease';
import { readLedger } from './ledger-store';
import { leaseInScope } from './scope';

// A lease's statement (docs/rentals.md#charges-and-payments): computed from its ledger (one read
// by `_id`) and the late-interest rate of Settings at a Bogotá day, never stored.

export function expensesOf(entries: readonly LedgerEntry[]) {
  return entries
    .filter((entry): entry is ExpenseEntry => entry.kind === 'expense')
    .map(({ id, date, amount, description, createdBy }) => ({ id, date, amount, description, createdBy }));
}

/** The statement of the entries of lease `leaseId` at `asOf`. */
export async function statementOf(leaseId: string, entries: LedgerEntry[], asOf: string): Promise<ApiStatement> {
  const { rentals } = await readSettings();
  const statement = computeStatement({ entries, lateInterestRate: rentals.lateInterestRate, asOf });
  return { leaseId, ...statement, expenses: expensesOf(entries) };
}

/** The statement of `lease` at `asOf` (a Bogotá day; today by default). */
export async function leaseStatement(lease: { id: string }, asOf = bogotaDay(new Date())): Promise<ApiStatement> {
  return statementOf(lease.id, await readLedger(lease.id), asOf);
}

/**
 * GET /api/leases/{id}/statement: the statement today of a lease in the caller's scope. The
 * ledger (`_id` the lease's) is read beside the scope check, not after it: one round trip less.
 */
export async function statementInScope(id: string, scope: StaffScope): Promise<ApiStatement> {
  const [, entries] = await Promise.all([leaseInScope(id, scope), readLedger(id)]);
  return statementOf(id, entries, bogotaDay(new Date()));
}

/** The statement PDF's data: the lease with its property, and its statement today. */
export async function statementWithLease(id: string, scope: StaffScope) {
  const lease = await ledgerLease(id, scope);
  return { lease, statement: await leaseStatement(lease) };
}
