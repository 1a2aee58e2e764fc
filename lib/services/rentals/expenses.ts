import 'server-only';

import { Types } from 'mongoose';

import type { StaffScope } from '../../domain/activity';
import { bogotaDay } from '../../domain/alert-window';
import { InvalidError } from '../../domain/errors';
import { LEDGER_MESSAGES } from '../../domain/rentals/ledger-messages';
import type { ExpenseEntry } from '../../domain/rentals/types';
import { formatNumber } from '../../format';
import type { ApiLedgerExpense, ExpenseCreate } from '../../validation/lease-payments';
import { recordActivity } from '../activity';
import { ledgerLease } from './ledger-lease';
import { appendEntry, openLedger } from './ledger-store';

// Expenses paid for the owner's property (repairs, the building's fee when the agency pays it):
// ledger entries the owner's settlement of their month deducts (docs/rentals.md#the-owners-settlement).

/** POST /api/leases/{id}/expenses: on a day not in the future; goes to the activity log. */
export async function recordExpense(
  leaseId: string,
  input: ExpenseCreate,
  scope: StaffScope,
  now = new Date(),
): Promise<ApiLedgerExpense> {
  const lease = await ledgerLease(leaseId, scope);
  if (input.date > bogotaDay(now)) throw new InvalidError(LEDGER_MESSAGES.dateInFuture);
  const id = new Types.ObjectId().toString();
  const entry: ExpenseEntry = {
    kind: 'expense',
    key: `expense:${id}`,
    id,
    date: input.date,
    amount: input.amount,
    description: input.description,
    createdAt: now,
    createdBy: scope.actor.id,
  };
  if (!(await appendEntry(lease.id, entry))) {
    await openLedger(lease.id);
    await appendEntry(lease.id, entry);
  }
  await recordActivity({
    actor: scope.actor,
    entity: 'lease',
    entityId: lease.id,
    label: `Gasto de $ ${formatNumber(input.amount)}: ${input.description}`,
    action: 'update',
    changes: [
      {
        field: 'gastos',
        from: null,
        to: { id, date: input.date, amount: input.amount, description: input.description },
      },
    ],
  });
  return { id, date: input.date, amount: input.amount, description: input.description, createdBy: scope.actor.id };
}
