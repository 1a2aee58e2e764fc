import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { isValidObjectId } from 'mongoose';

import { Lease } from '../../../models/lease';
import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { LEASE_MESSAGES } from '../../domain/rentals/lease-messages';
import { computeStatement } from '../../domain/rentals/ledger';
import { leaseStatus, rentOn } from '../../domain/rentals/periods';
import type { Statement } from '../../domain/rentals/types';
import { bogotaDay } from '../../domain/visits';
import { siteOrigin } from '../../env';
import { authSecrets } from '../../security/secrets';
import type { TenantStatement } from '../../validation/leases';
import { recordActivity } from '../activity';
import { readSettings } from '../settings';
import { readLedger } from './ledger-store';
import { leaseInScope } from './scope';
import type { StoredLease } from './stored';

// The tenant's statement link, /inquilino/{token} (docs/rentals.md#the-tenants-statement-link):
// the token is the lease's id, a random id stored on the lease and an HMAC of both with the app's
// secret, so a guessed or altered token is refused before any read, the lookup is one read by
// `_id`, and a revoked link (its random id gone) or an ended lease is a 404.

const PURPOSE = 'tenant-statement-link:';
const LEASE_ID_LENGTH = 24;
/** 16 random bytes in base64url. */
const ID_LENGTH = 22;

const signature = (leaseId: string, id: string) =>
  createHmac('sha256', authSecrets().jwt)
    .update(PURPOSE + leaseId + id)
    .digest('base64url');

const tokenOf = (leaseId: string, id: string) => `${leaseId}${id}${signature(leaseId, id)}`;

/** The link's URL while it is live, else null. */
export function tenantLinkUrl(lease: Pick<StoredLease, '_id' | 'tenantLink'>): string | null {
  const link = lease.tenantLink;
  if (!link?.id || link.revokedAt) return null;
  return `${siteOrigin()}/inquilino/${tokenOf(lease._id.toString(), link.id)}`;
}

/** The lease id and random id a token names when its signature is ours, else null. */
function verified(token: string): { leaseId: string; id: string } | null {
  const leaseId = token.slice(0, LEASE_ID_LENGTH);
  const id = token.slice(LEASE_ID_LENGTH, LEASE_ID_LENGTH + ID_LENGTH);
  if (!isValidObjectId(leaseId) || id.length !== ID_LENGTH) return null;
  const expected = Buffer.from(signature(leaseId, id));
  const given = Buffer.from(token.slice(LEASE_ID_LENGTH + ID_LENGTH));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { leaseId, id } : null;
}

const label = async (lease: StoredLease) => {
  const property = await Property.findById(lease.propertyId, { title: 1 }).lean<{ title: string }>();
  return `${lease.tenant.name} · ${property?.title ?? ''}`;
};

/** POST /api/leases/{id}/tenant-link: the live link, made when there is none; refused (409) once the lease ended. */
export async function createTenantLink(leaseId: string, scope: StaffScope, now = new Date()) {
  const lease = await leaseInScope(leaseId, scope);
  if (leaseStatus(lease, bogotaDay(now)) === 'terminado') throw new ConflictError(LEASE_MESSAGES.endedLease);
  const live = tenantLinkUrl(lease);
  if (live) return { url: live, createdAt: new Date(lease.tenantLink!.createdAt ?? now).toISOString(), created: false };
  const link = { id: randomBytes(16).toString('base64url'), createdAt: now, revokedAt: null };
  await Lease.updateOne({ _id: lease._id }, { $set: { tenantLink: link } });
  await recordActivity({
    actor: scope.actor,
    entity: 'lease',
    entityId: leaseId,
    label: await label(lease),
    action: 'update',
    changes: [{ field: 'tenantLink', from: null, to: 'creado' }],
  });
  return { url: tenantLinkUrl({ _id: lease._id, tenantLink: link })!, createdAt: now.toISOString(), created: true };
}

/** DELETE /api/leases/{id}/tenant-link: the link stops opening at once (404 when there is none live). */
export async function revokeTenantLink(leaseId: string, scope: StaffScope, now = new Date()): Promise<void> {
  const lease = await leaseInScope(leaseId, scope);
  if (!tenantLinkUrl(lease)) throw new NotFoundError(LEASE_MESSAGES.noLinkToRevoke);
  await Lease.updateOne({ _id: lease._id }, { $set: { tenantLink: { ...lease.tenantLink, revokedAt: now } } });
  await recordActivity({
    actor: scope.actor,
    entity: 'lease',
    entityId: leaseId,
    label: await label(lease),
    action: 'update',
    changes: [{ field: 'tenantLink', from: 'creado', to: 'revocado' }],
  });
}

/** What the tenant's page shows: their balance, charges and payments, how to pay. */
export function toTenantStatement(
  lease: StoredLease,
  propertyTitle: string,
  statement: Statement,
  bankDetails: string,
): TenantStatement {
  return {
    tenantName: lease.tenant.name,
    propertyTitle,
    monthlyRent: rentOn(lease.rents, statement.asOf < lease.startDate ? lease.startDate : statement.asOf),
    adminFee: lease.adminFee,
    balance: statement.balance,
    interest: statement.interest,
    credit: statement.credit,
    daysOverdue: statement.daysOverdue,
    nextDue: statement.nextDue,
    charges: statement.charges.map(({ period, due, canon, adminFee, amount, paid, status }) => ({
      period,
      due,
      canon,
      adminFee,
      amount,
      paid,
      status,
    })),
    payments: statement.payments.map((p) => ({
      date: p.date,
      amount: p.amount,
      method: p.method,
      reversed: p.reversal !== null,
    })),
    bankDetails,
    asOf: statement.asOf,
  };
}

/**
 * The lease and statement a token opens, or a NotFoundError for a token that is malformed, not
 * ours, revoked or replaced, of a deleted lease, or of a lease that has ended.
 */
export async function leaseByTenantToken(
  token: string,
  now = new Date(),
): Promise<{ lease: StoredLease; statement: TenantStatement }> {
  const gone = () => new NotFoundError(LEASE_MESSAGES.linkNotFound);
  const named = verified(token);
  if (!named) throw gone();
  await connectDb();
  const lease = await Lease.findById(named.leaseId).lean<StoredLease>();
  const today = bogotaDay(now);
  if (!lease || lease.tenantLink?.id !== named.id || lease.tenantLink.revokedAt) throw gone();
  if (leaseStatus(lease, today) === 'terminado') throw gone();
  const [entries, settings, property] = await Promise.all([
    readLedger(lease._id),
    readSettings(),
    Property.findById(lease.propertyId, { title: 1 }).lean<{ title: string }>(),
  ]);
  const statement = computeStatement({ entries, lateInterestRate: settings.rentals.lateInterestRate, asOf: today });
  return { lease, statement: toTenantStatement(lease, property?.title ?? '', statement, settings.rentals.bankDetails) };
}
