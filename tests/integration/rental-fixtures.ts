import { randomInt, randomUUID } from 'node:crypto';

import { addMonths, periodIndexOf, periodStart } from '@/lib/domain/rentals/periods';
import type { LedgerEntry } from '@/lib/domain/rentals/types';
import { addDays, bogotaDay } from '@/lib/domain/visits';
import type { ApiLease } from '@/lib/validation/leases';
import { LeaseCharge } from '@/models/lease-charge';
import { LeaseLedger } from '@/models/lease-ledger';
import { Mandate } from '@/models/mandate';

import { ownerOf } from './mandate-fixtures';
import { call, connectTestDb } from './stack-client';
import { newProperty } from './team';

// Rentals under administration (docs/rentals.md): a rental listing of an agent's with its owner
// and current mandate, and a lease signed on it over HTTP. Shared by the rentals-* test files.

export const today = () => bogotaDay(new Date());
/** The day `months` months before today (on the lease calendar's rule for month ends). */
export const monthsAgo = (months: number) => addMonths(today(), -months);

/** A listed rental (operation arriendo) of `agentId`'s. */
export async function rentalListing(agentId: string, extra: Record<string, unknown> = {}) {
  return newProperty(agentId, {
    title: `Apartamento en arriendo ${randomUUID().slice(0, 8)}`,
    operation: 'arriendo',
    price: 2_500_000,
    ...extra,
  });
}

/** A current mandate (or, `ended`, one that has expired) on the property, of a new owner of `agentId`'s. */
export async function mandateOn(propertyId: string, agentId: string, { ended = false } = {}) {
  const owner = await ownerOf(agentId, `Propietario Arriendo ${randomUUID().slice(0, 6)}`);
  await connectTestDb();
  await Mandate.create({
    propertyId,
    ownerId: owner.id,
    exclusive: true,
    commissionPercent: 10,
    startDate: addDays(today(), -400),
    endDate: addDays(today(), ended ? -1 : 365),
  });
  return owner;
}

/** A rental listing of `agentId`'s with a current mandate: ready for a lease. */
export async function leasableProperty(agentId: string) {
  const property = await rentalListing(agentId);
  const owner = await mandateOn(property._id, agentId);
  return { property, owner };
}

export const cedula = () => String(randomInt(10_000_000, 1_999_999_999));

/** A valid POST /api/leases body on `propertyId` (a co-signer guarantee, a start a month ago). */
export function leaseBody(propertyId: string, extra: Record<string, unknown> = {}) {
  return {
    propertyId,
    tenant: {
      name: 'Camila Andrea Pérez Ñustes',
      documentType: 'CC',
      documentNumber: cedula(),
      phone: '+57 310 555 0101',
      email: `camila-${randomUUID().slice(0, 8)}@correo.test`,
    },
    tenantConsent: true,
    guarantee: {
      type: 'codeudor',
      coSigners: [{ name: 'Jorge Enrique Pérez', documentType: 'CC', documentNumber: cedula(), phone: '3105550102' }],
    },
    monthlyRent: 2_500_000,
    adminFee: 350_000,
    startDate: monthsAgo(1),
    commissionPercent: 10,
    ...extra,
  };
}

/** Signs a lease over HTTP with `token` on a fresh leasable property of `agentId`'s. */
export async function signedLease(token: string, agentId: string, extra: Record<string, unknown> = {}) {
  const { property, owner } = await leasableProperty(agentId);
  const response = await call('POST', '/api/leases', { token, body: leaseBody(property._id, extra) });
  if (response.status !== 201) throw new Error(`lease failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { lease: response.body.data as ApiLease, property, owner };
}

/**
 * A lease's ledger entries read behind the API, in every stored form (the embedded database keeps
 * them packed in one string, and the timed pass's charges apart until the next append:
 * lib/services/rentals/ledger-store.ts), dates revived, each key once.
 */
export async function ledgerEntries(leaseId: string): Promise<LedgerEntry[]> {
  await connectTestDb();
  const row = await LeaseLedger.findById(leaseId).lean<{
    entries?: LedgerEntry[];
    packed?: string | null;
    startDate?: string | null;
  }>();
  const packed = row?.packed ? (JSON.parse(row.packed) as LedgerEntry[]) : [];
  const entries = [...(row?.entries ?? []), ...packed];
  if (row?.startDate) {
    const last = entries.reduce((p, e) => (e.kind === 'charge' && e.period > p ? e.period : p), '');
    for (let n = last ? periodIndexOf(row.startDate, last) + 1 : 0; ; n += 1) {
      const apart = await LeaseCharge.findById(`${leaseId}:${periodStart(row.startDate, n)}`).lean<{
        entry: LedgerEntry;
      }>();
      if (!apart) break;
      entries.push(apart.entry);
    }
  }
  const seen = new Set<string>();
  return entries
    .filter((entry) => !seen.has(entry.key) && !!seen.add(entry.key))
    .map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }));
}
