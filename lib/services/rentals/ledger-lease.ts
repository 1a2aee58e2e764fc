import 'server-only';

import { Property } from '../../../models/property';
import type { StaffScope } from '../../domain/activity';
import { leaseInScope } from './scope';
import type { StoredLease } from './stored';

// The lease as the ledger's operations and PDFs need it: the lease in the caller's scope (an
// agent reaches only the leases of their own properties, anyone else's is a 404) with its
// property's title and code.

type Id = { toString(): string };

export interface LedgerLease {
  id: string;
  propertyId: string;
  ownerId: string;
  property: { id: string; title: string; code: string };
  tenant: { name: string; email: string };
  startDate: string;
  monthlyRent: number;
  adminFee: number;
  commissionPercent: number;
  terminatedAt: string | null;
}

type LeaseFields = Pick<
  StoredLease,
  'propertyId' | 'ownerId' | 'tenant' | 'startDate' | 'rents' | 'adminFee' | 'commissionPercent' | 'terminatedAt'
> & { _id: Id };

interface PropertyRow {
  title?: string;
  code?: string | null;
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

/** The lease with its property's title and code (a property gone leaves them blank). */
export function toLedgerLease(row: LeaseFields, property: PropertyRow | null): LedgerLease {
  const rents = [...(row.rents ?? [])].sort((a, b) => a.from.localeCompare(b.from));
  return {
    id: row._id.toString(),
    propertyId: row.propertyId.toString(),
    ownerId: row.ownerId.toString(),
    property: { id: row.propertyId.toString(), title: property?.title ?? '', code: property?.code ?? '' },
    tenant: { name: row.tenant?.name ?? '', email: row.tenant?.email ?? '' },
    startDate: row.startDate,
    monthlyRent: rents.at(-1)?.amount ?? 0,
    adminFee: row.adminFee ?? 0,
    commissionPercent: row.commissionPercent ?? 0,
    terminatedAt: row.terminatedAt ?? null,
  };
}

/** The property's title and code, by `_id`. */
export function propertyOfLease(propertyId: Id): Promise<PropertyRow | null> {
  return Property.findById(propertyId, { title: 1, code: 1 }).lean<PropertyRow>();
}

/** The lease `id` when the scope reaches it; else a 404. */
export async function ledgerLease(id: string, scope: Pick<StaffScope, 'agentId'>): Promise<LedgerLease> {
  const lease = await leaseInScope(id, scope);
  return toLedgerLease(lease, await propertyOfLease(lease.propertyId));
}
