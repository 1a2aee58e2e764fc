import { currentTermEnd, leaseStatus, nextIncreaseDate, rentOn } from '../../domain/rentals/periods';
import type { Statement } from '../../domain/rentals/types';
import { normalizeText } from '../../text';
import type { ApiLease, ApiLeaseRow } from '../../validation/leases';
import type { StoredLease } from './stored';

// A stored lease as the staff API shows it (docs/rentals.md#the-lease): its status, current term
// and next increase day computed from its dates on the day asked, its balance from its ledger.

export interface LeaseProperty {
  id: string;
  title: string;
  slug: string;
  code: string;
  agentId: string;
}

export interface LeaseContext {
  property: LeaseProperty;
  ownerName: string;
  agentName: string;
  statement: Pick<Statement, 'balance' | 'daysOverdue' | 'nextDue'>;
  today: string;
  tenantLinkUrl: string | null;
}

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : '');

/** What the list's search matches: tenant name and document, property title and code, without accents. */
export function leaseSearchText(
  tenant: { name: string; documentNumber: string },
  property: { title: string; code: string },
) {
  const document = `${tenant.documentNumber} ${tenant.documentNumber.replace(/\W/g, '')}`;
  return normalizeText(`${tenant.name} ${document} ${property.title} ${property.code}`);
}

const propertyRef = (p: LeaseProperty) => ({ id: p.id, title: p.title, slug: p.slug, code: p.code });

export function toApiLease(lease: StoredLease, ctx: LeaseContext): ApiLease {
  const { today } = ctx;
  return {
    id: lease._id.toString(),
    property: propertyRef(ctx.property),
    owner: { id: lease.ownerId.toString(), name: ctx.ownerName },
    agent: { id: ctx.property.agentId, name: ctx.agentName },
    tenant: {
      name: lease.tenant.name,
      documentType: lease.tenant.documentType,
      documentNumber: lease.tenant.documentNumber,
      phone: lease.tenant.phone,
      email: lease.tenant.email ?? '',
    },
    tenantConsent: { accepted: !!lease.tenantConsent?.accepted, at: iso(lease.tenantConsent?.at) },
    contactChannels: lease.contactChannels ?? [],
    guarantee: {
      type: lease.guarantee.type,
      coSigners: (lease.guarantee.coSigners ?? []).map((c) => ({
        name: c.name,
        documentType: c.documentType,
        documentNumber: c.documentNumber,
        phone: c.phone ?? '',
        email: c.email ?? '',
      })),
      insurer: lease.guarantee.insurer?.name
        ? { name: lease.guarantee.insurer.name, policyNumber: lease.guarantee.insurer.policyNumber ?? '' }
        : null,
    },
    monthlyRent: rentOn(lease.rents, today < lease.startDate ? lease.startDate : today),
    rents: lease.rents.map(({ from, amount }) => ({ from, amount })),
    adminFee: lease.adminFee,
    startDate: lease.startDate,
    termMonths: lease.termMonths,
    currentTermEnd: currentTermEnd(lease, today),
    graceDays: lease.graceDays,
    commissionPercent: lease.commissionPercent,
    commercialValue: lease.commercialValue ?? null,
    paidThrough: lease.paidThrough ?? null,
    status: leaseStatus(lease, today),
    terminatedAt: lease.terminatedAt ?? null,
    terminationReason: lease.terminationReason ?? '',
    nextIncreaseDate: nextIncreaseDate(lease.rents, lease.startDate),
    increases: (lease.increases ?? []).map((i) => ({
      id: i.id,
      percent: i.percent,
      previousRent: i.previousRent,
      newRent: i.newRent,
      effectiveDate: i.effectiveDate,
      createdAt: iso(i.createdAt),
      notifiedAt: i.notifiedAt ? iso(i.notifiedAt) : null,
    })),
    notices: (lease.notices ?? []).map((n) => ({
      kind: n.kind,
      channel: n.channel,
      at: iso(n.at),
      summary: n.summary,
    })),
    tenantLink: ctx.tenantLinkUrl ? { url: ctx.tenantLinkUrl, createdAt: iso(lease.tenantLink?.createdAt) } : null,
    balance: ctx.statement.balance,
    daysOverdue: ctx.statement.daysOverdue,
    nextDue: ctx.statement.nextDue,
    createdAt: iso(lease.createdAt),
    updatedAt: iso(lease.updatedAt),
  };
}

export function toApiLeaseRow(lease: StoredLease, ctx: Omit<LeaseContext, 'ownerName' | 'tenantLinkUrl'>): ApiLeaseRow {
  const { today } = ctx;
  return {
    id: lease._id.toString(),
    tenant: { name: lease.tenant.name },
    property: propertyRef(ctx.property),
    agent: { id: ctx.property.agentId, name: ctx.agentName },
    monthlyRent: rentOn(lease.rents, today < lease.startDate ? lease.startDate : today),
    adminFee: lease.adminFee,
    startDate: lease.startDate,
    currentTermEnd: currentTermEnd(lease, today),
    status: leaseStatus(lease, today),
    balance: ctx.statement.balance,
    daysOverdue: ctx.statement.daysOverdue,
    nextIncreaseDate: nextIncreaseDate(lease.rents, lease.startDate),
  };
}

/** The fields of a lease the activity log follows. */
export const LEASE_LOGGED_FIELDS = [
  'property',
  'owner',
  'tenant',
  'contactChannels',
  'guarantee',
  'rents',
  'adminFee',
  'startDate',
  'termMonths',
  'graceDays',
  'commissionPercent',
  'commercialValue',
  'paidThrough',
  'terminatedAt',
  'terminationReason',
] as const;

/** A lease as the log compares it: the property and owner by name, which read better than ids. */
export const toLogged = (lease: ApiLease) => ({ ...lease, property: lease.property.title, owner: lease.owner.name });
