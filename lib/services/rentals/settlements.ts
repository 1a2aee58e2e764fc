import 'server-only';

import { Lease } from '../../../models/lease';
import { Owner } from '../../../models/owner';
import { SettlementPayout } from '../../../models/settlement-payout';
import { connectDb } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { bogotaDay } from '../../domain/alert-window';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { LEDGER_MESSAGES } from '../../domain/rentals/ledger-messages';
import { activeMonths, hasActivityIn, settlementFigures } from '../../domain/rentals/settlement';
import type { LedgerEntry, Withholding } from '../../domain/rentals/types';
import type { ApiPayout, ApiSettlement, PayoutInput } from '../../validation/settlements';
import { recordActivity } from '../activity';
import { LEASE_LEDGER_FIELDS, propertyOfLease, toLedgerLease, type LedgerLease } from './ledger-lease';
import { readLedger } from './ledger-store';
import { statementOf } from './statement';

// The owner's monthly settlement (docs/rentals.md#the-owners-settlement): the leases whose ownerId
// is the owner (the mandate's owner at signing), each ledger read by `_id`, the figures computed
// by lib/domain/rentals/settlement.ts at today's allocations; and its payout, recorded once.

type Id = { toString(): string };
interface OwnerRow {
  _id: Id;
  name: string;
  email?: string;
  agentId: Id;
  consent?: { accepted?: boolean };
  withholdings?: Withholding[];
}

const monthEnd = (month: string) => `${month}-31`;
const monthStart = (month: string) => `${month}-01`;

/** The owner `id` within the scope (an agent: their own owners, as in the owners' API), else 404. */
export async function settlementOwner(id: string, scope: StaffScope | null): Promise<OwnerRow> {
  await connectDb();
  const owner = await Owner.findById(id, {
    name: 1,
    email: 1,
    agentId: 1,
    consent: 1,
    withholdings: 1,
  }).lean<OwnerRow>();
  if (!owner || (scope?.agentId && owner.agentId.toString() !== scope.agentId))
    throw new NotFoundError(LEDGER_MESSAGES.ownerNotFound);
  return owner;
}

interface OwnerLease {
  lease: LedgerLease;
  entries: LedgerEntry[];
}

type LeaseRow = Parameters<typeof toLedgerLease>[0];

/** Leases already read (LEASE_LEDGER_FIELDS) with their properties and ledgers, each read by `_id`. */
export function withLedgers(rows: readonly LeaseRow[]): Promise<OwnerLease[]> {
  return Promise.all(
    rows.map(async (row) => {
      const lease = toLedgerLease(row, await propertyOfLease(row.propertyId));
      return { lease, entries: await readLedger(lease.id) };
    }),
  );
}

/** The owner's leases with their ledgers (oldest lease first). */
export async function ownerLeases(ownerId: string): Promise<OwnerLease[]> {
  await connectDb();
  const rows = await Lease.find({ ownerId }, LEASE_LEDGER_FIELDS).sort({ startDate: 1 }).lean<LeaseRow[]>();
  return withLedgers(rows);
}

/** Whether a lease belongs in `month`'s settlement: running some day of it, or with money in or out. */
function inSettlement({ lease, entries }: OwnerLease, month: string): boolean {
  if (hasActivityIn(entries, month)) return true;
  return lease.startDate <= monthEnd(month) && (lease.terminatedAt === null || lease.terminatedAt >= monthStart(month));
}

const toPayout = (row: {
  date: string;
  reference?: string | null;
  total: number;
  recordedAt: Date;
  recordedBy: { id: string; name: string };
}): ApiPayout => ({
  date: row.date,
  reference: row.reference ?? '',
  total: row.total,
  recordedAt: new Date(row.recordedAt).toISOString(),
  recordedBy: { id: row.recordedBy.id, name: row.recordedBy.name },
});

/** The settlement of `month` from leases already read (`today`: the day the allocations are computed at). */
export async function settlementOf(
  owner: OwnerRow,
  leases: OwnerLease[],
  month: string,
  today: string,
): Promise<ApiSettlement> {
  const included = leases.filter((item) => inSettlement(item, month));
  const inputs = await Promise.all(
    included.map(async ({ lease, entries }) => ({
      leaseId: lease.id,
      commissionPercent: lease.commissionPercent,
      statement: await statementOf(lease.id, entries, today),
      entries,
    })),
  );
  const figures = settlementFigures(inputs, month, owner.withholdings ?? []);
  const ownerId = owner._id.toString();
  const payout = await SettlementPayout.findById(`${ownerId}:${month}`).lean();
  return {
    owner: { id: ownerId, name: owner.name },
    month,
    lines: figures.lines.map((line, i) => ({
      ...line,
      property: included[i].lease.property,
      tenantName: included[i].lease.tenant.name,
    })),
    total: figures.total,
    totals: figures.totals,
    payout: payout ? toPayout(payout as never) : null,
  };
}

function assertPastOrCurrent(month: string, today: string) {
  if (month > today.slice(0, 7)) throw new InvalidError(LEDGER_MESSAGES.monthInFuture);
}

/** GET /api/owners/{id}/settlements?month=AAAA-MM. */
export async function ownerSettlement(ownerId: string, month: string, scope: StaffScope | null, now = new Date()) {
  const today = bogotaDay(now);
  assertPastOrCurrent(month, today);
  const owner = await settlementOwner(ownerId, scope);
  return settlementOf(owner, await ownerLeases(ownerId), month, today);
}

/**
 * POST /api/owners/{id}/settlements/{month}/paid: the agency paid the owner a closed month's net.
 * Recorded once (409 after), with the figures as paid; goes to the owner's activity log.
 */
export async function recordSettlementPayout(
  ownerId: string,
  month: string,
  input: PayoutInput,
  scope: StaffScope,
  now = new Date(),
): Promise<ApiSettlement> {
  const today = bogotaDay(now);
  if (month >= today.slice(0, 7)) throw new InvalidError(LEDGER_MESSAGES.payoutMonthOpen);
  if (input.date > today) throw new InvalidError(LEDGER_MESSAGES.dateInFuture);
  const owner = await settlementOwner(ownerId, scope);
  const settlement = await settlementOf(owner, await ownerLeases(ownerId), month, today);
  if (settlement.lines.length === 0) throw new ConflictError(LEDGER_MESSAGES.payoutNothing);
  if (settlement.payout) throw new ConflictError(LEDGER_MESSAGES.payoutExists);
  const recordedBy = { id: scope.actor.id, name: scope.actor.name };
  try {
    await SettlementPayout.create({
      _id: `${ownerId}:${month}`,
      ownerId,
      month,
      date: input.date,
      reference: input.reference,
      total: settlement.total,
      figures: { lines: settlement.lines, totals: settlement.totals },
      recordedAt: now,
      recordedBy,
    });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new ConflictError(LEDGER_MESSAGES.payoutExists);
    throw error;
  }
  await recordActivity({
    actor: scope.actor,
    entity: 'owner',
    entityId: ownerId,
    label: owner.name,
    action: 'update',
    changes: [
      {
        field: 'liquidaciones',
        from: null,
        to: { month, date: input.date, reference: input.reference, total: settlement.total },
      },
    ],
  });
  return {
    ...settlement,
    payout: toPayout({
      date: input.date,
      reference: input.reference,
      total: settlement.total,
      recordedAt: now,
      recordedBy,
    }),
  };
}

/**
 * The owner's settlements for their link (/propietario/{token}): the months with a payment or an
 * expense on any of their leases, newest first (at most `limit`).
 */
export async function ownerSettlementsForLink(ownerId: string, now = new Date(), limit = 12): Promise<ApiSettlement[]> {
  const today = bogotaDay(now);
  const owner = await settlementOwner(ownerId, null);
  const leases = await ownerLeases(ownerId);
  const months = activeMonths(leases.map((item) => item.entries))
    .filter((month) => month <= today.slice(0, 7))
    .slice(0, limit);
  return Promise.all(months.map((month) => settlementOf(owner, leases, month, today)));
}
