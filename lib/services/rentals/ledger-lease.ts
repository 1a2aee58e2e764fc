import 'server-only';

import { Lease } from '../../../models/lease';
import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { NotFoundError } from '../../domain/errors';
import { LEDGER_MESSAGES } from '../../domain/rentals/ledger-messages';

// The lease as the ledger's operations need it, read by `_id` (the lease, then its property):
// an agent reaches only the leases of their own properties, anyone else's is a 404.

type Id = { toString(): string };

export interface LedgerLease {
  id: string;
  propertyId: string;
  ownerId: string;
  agentId: string | null;
  property: { id: string; title: string; code: string };
  tenant: { name: string; email: string; documentType: string; documentNumber: string };
  startDate: string;
  monthlyRent: number;
  adminFee: number;
  commissionPercent: number;
  terminatedAt: string | null;
}

interface LeaseRow {
  _id: Id;
  propertyId: Id;
  ownerId: Id;
  tenant: LedgerLease['tenant'];
  startDate: string;
  rents: Array<{ from: string; amount: number }>;
  adminFee: number;
  commissionPercent: number;
  terminatedAt?: string | null;
}

interface PropertyRow {
  _id: Id;
  title?: string;
  code?: string | null;
  agentId?: Id | null;
}

export const LEASE_LEDGER_FIELDS = {
  propertyId: 1,
  ownerId: 1,
  tenant: 1,
  startDate: 1,
  rents: 1,
  adminFee: 1,
  commissionPercent: 1,
  terminatedAt: 1,
} as const;

/** The lease with its property's title, code and agent (a property gone leaves them blank). */
export function toLedgerLease(row: LeaseRow, property: PropertyRow | null): LedgerLease {
  const rents = [...(row.rents ?? [])].sort((a, b) => a.from.localeCompare(b.from));
  return {
    id: row._id.toString(),
    propertyId: row.propertyId.toString(),
    ownerId: row.ownerId.toString(),
    agentId: property?.agentId?.toString() ?? null,
    property: { id: row.propertyId.toString(), title: property?.title ?? '', code: property?.code ?? '' },
    tenant: {
      name: row.tenant?.name ?? '',
      email: row.tenant?.email ?? '',
      documentType: row.tenant?.documentType ?? '',
      documentNumber: row.tenant?.documentNumber ?? '',
    },
    startDate: row.startDate,
    monthlyRent: rents.at(-1)?.amount ?? 0,
    adminFee: row.adminFee ?? 0,
    commissionPercent: row.commissionPercent ?? 0,
    terminatedAt: row.terminatedAt ?? null,
  };
}

export async function propertyOfLease(propertyId: Id): Promise<PropertyRow | null> {
  return Property.findById(propertyId, { title: 1, code: 1, agentId: 1 }).lean<PropertyRow>();
}

/** The lease `id` when the scope reaches it (null scope: the timed jobs and the tenant's link); else 404. */
export async function ledgerLease(id: string, scope: StaffScope | null): Promise<LedgerLease> {
  await connectDb();
  const row = await Lease.findById(id, LEASE_LEDGER_FIELDS).lean<LeaseRow>();
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.leaseNotFound);
  const lease = toLedgerLease(row, await propertyOfLease(row.propertyId));
  if (scope?.agentId && lease.agentId !== scope.agentId) throw new NotFoundError(LEDGER_MESSAGES.leaseNotFound);
  return lease;
}
