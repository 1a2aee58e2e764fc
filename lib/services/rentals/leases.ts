import 'server-only';

import { Lease } from '../../../models/lease';
import { Owner } from '../../../models/owner';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { paginate, type Page } from '../../domain/pagination';
import { LEASE_MESSAGES } from '../../domain/rentals/lease-messages';
import { computeStatement } from '../../domain/rentals/ledger';
import { leaseStatus, rentOn } from '../../domain/rentals/periods';
import { searchPatterns } from '../../domain/search-patterns';
import { bogotaDay } from '../../domain/visits';
import { formatPrice } from '../../format';
import type {
  ApiLease,
  ApiLeaseRow,
  LeaseCreate,
  LeaseListQuery,
  LeasePatch,
  LeaseTerminate,
} from '../../validation/leases';
import { propertyUpdateSchema } from '../../validation/property-body';
import { logCreate, logUpdate } from '../activity';
import { getMandate } from '../mandates';
import { updateProperty } from '../properties';
import { readSettings } from '../settings';
import { staffNames } from '../users';
import { emitWebhooks } from '../webhooks';
import { createDueCharges } from './charges';
import {
  LEASE_LOGGED_FIELDS,
  leaseSearchText,
  toApiLease,
  toApiLeaseRow,
  toLogged,
  type LeaseProperty,
} from './lease-mapper';
import { openLedger, readLedger } from './ledger-store';
import { leaseInScope, leaseScopeFilter } from './scope';
import type { StoredLease } from './stored';
import { tenantLinkUrl } from './tenant-link';

// Leases (docs/rentals.md#the-lease): signing one on a rental listing with a current mandate,
// reading, changing and ending it. Signing reads before it writes (one lease in force per
// property), so signings run one at a time on the embedded database.

const signings = serialQueue('lease-signings');

interface PropertyRow {
  _id: { toString(): string };
  title: string;
  slug: string;
  code?: string | null;
  agentId?: { toString(): string } | null;
  operation: string;
  status: string;
}

const PROPERTY_FIELDS = { title: 1, slug: 1, code: 1, agentId: 1, operation: 1, status: 1 };

const toLeaseProperty = (row: PropertyRow | null | undefined, id: string): LeaseProperty => ({
  id,
  title: row?.title ?? '',
  slug: row?.slug ?? '',
  code: row?.code ?? '',
  agentId: row?.agentId?.toString() ?? '',
});

const target = (lease: ApiLease) => ({
  entity: 'lease' as const,
  id: lease.id,
  label: `${lease.tenant.name} · ${lease.property.title}`,
});

/** Ley 820 de 2003, art. 18: the canon may not exceed 1 % of the commercial value when it is known. */
function assertWithinOnePercent(monthlyRent: number, commercialValue: number | null | undefined) {
  if (commercialValue && monthlyRent * 100 > commercialValue)
    throw new InvalidError(LEASE_MESSAGES.aboveOnePercent(formatPrice(Math.floor(commercialValue / 100))));
}

async function statementOf(lease: StoredLease, today: string) {
  const [entries, settings] = await Promise.all([readLedger(lease._id), readSettings()]);
  return computeStatement({ entries, lateInterestRate: settings.rentals.lateInterestRate, asOf: today });
}

/** The whole ApiLease of a stored lease on `today`: its property, owner, agent, balance and link. */
export async function leaseDetail(lease: StoredLease, today: string): Promise<ApiLease> {
  const [property, owner, statement] = await Promise.all([
    Property.findById(lease.propertyId, PROPERTY_FIELDS).lean<PropertyRow>(),
    Owner.findById(lease.ownerId, { name: 1 }).lean<{ name: string }>(),
    statementOf(lease, today),
  ]);
  const leaseProperty = toLeaseProperty(property, lease.propertyId.toString());
  const names = await staffNames([leaseProperty.agentId]);
  return toApiLease(lease, {
    property: leaseProperty,
    ownerName: owner?.name ?? '',
    agentName: names.get(leaseProperty.agentId) ?? 'Asesor no disponible',
    statement,
    today,
    tenantLinkUrl: tenantLinkUrl(lease),
  });
}

/** The property a lease is signed on, in the caller's scope: 404 otherwise, 409 when it is not a rental. */
async function rentalProperty(propertyId: string, scope: StaffScope): Promise<PropertyRow> {
  const row = await Property.findById(propertyId, PROPERTY_FIELDS).lean<PropertyRow>();
  if (!row || (scope.agentId && row.agentId?.toString() !== scope.agentId))
    throw new NotFoundError(LEASE_MESSAGES.propertyNotFound);
  if (row.operation !== 'arriendo') throw new ConflictError(LEASE_MESSAGES.notARental, 'not_a_rental');
  return row;
}

/** The owner of the property's current mandate (vigente or por vencer); 409 without one. */
async function mandateOwner(propertyId: string, scope: StaffScope): Promise<string> {
  const mandate = await getMandate(propertyId, scope).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!mandate || (mandate.status !== 'vigente' && mandate.status !== 'por_vencer'))
    throw new ConflictError(LEASE_MESSAGES.noMandate, 'mandate_required');
  return mandate.owner.id;
}

async function assertNoLeaseInForce(propertyId: string, today: string) {
  const leases = await Lease.find({ propertyId }, { startDate: 1, termMonths: 1, terminatedAt: 1 }).lean<
    StoredLease[]
  >();
  if (leases.some((lease) => leaseStatus(lease, today) !== 'terminado'))
    throw new ConflictError(LEASE_MESSAGES.leaseInForce, 'lease_in_force');
}

/** Sets the property `arrendado` (it leaves the list, the feed, the sitemap and the cruce) through its own service. */
async function markLeased(property: PropertyRow, scope: StaffScope) {
  if (property.status === 'arrendado') return;
  try {
    await updateProperty(property._id.toString(), propertyUpdateSchema.parse({ status: 'arrendado' }), scope);
  } catch (error) {
    // The lease stands; the agent can still set the status by hand.
    console.error(`[rentals] could not set property ${property._id.toString()} arrendado`, error);
  }
}

const webhookData = (lease: ApiLease) => ({
  id: lease.id,
  property: lease.property,
  ownerId: lease.owner.id,
  agentId: lease.agent.id,
  monthlyRent: lease.monthlyRent,
  adminFee: lease.adminFee,
  startDate: lease.startDate,
  termMonths: lease.termMonths,
  currentTermEnd: lease.currentTermEnd,
  status: lease.status,
  terminatedAt: lease.terminatedAt,
  terminationReason: lease.terminationReason,
});

/**
 * POST /api/leases: signs a lease on a rental listing in scope with a current mandate (its owner
 * becomes the lease's) and no lease in force; Ley 820 art. 18 checked (art. 16 by the schema).
 * Opens the ledger with the started periods' charges (settled before `paidThrough`), sets the
 * property arrendado, emits lease.signed and logs the signing.
 */
export async function createLease(input: LeaseCreate, scope: StaffScope, now = new Date()): Promise<ApiLease> {
  await connectDb();
  const today = bogotaDay(now);
  const property = await rentalProperty(input.propertyId, scope);
  const ownerId = await mandateOwner(input.propertyId, scope);
  assertWithinOnePercent(input.monthlyRent, input.commercialValue);
  const stored = await signings(async () => {
    await assertNoLeaseInForce(input.propertyId, today);
    const { tenantConsent: _consent, monthlyRent, ...fields } = input;
    const doc = await Lease.create({
      ...fields,
      ownerId,
      tenantConsent: { accepted: true, at: now },
      rents: [{ from: input.startDate, amount: monthlyRent }],
      nextPeriod: input.startDate,
      increases: [],
      notices: [],
      claims: {},
      tenantLink: null,
      createdBy: scope.actor.id,
      searchText: leaseSearchText(input.tenant, { title: property.title, code: property.code ?? '' }),
    });
    return doc.toObject() as unknown as StoredLease;
  });
  await openLedger(stored._id, stored.startDate);
  await createDueCharges(stored, today, scope.actor.id, now);
  await markLeased(property, scope);
  const created = await leaseDetail((await Lease.findById(stored._id).lean<StoredLease>()) ?? stored, today);
  await emitWebhooks([{ type: 'lease.signed', data: webhookData(created) }]);
  await logCreate(scope.actor, target(created), toLogged(created), LEASE_LOGGED_FIELDS);
  return created;
}

/** GET /api/leases/{id}. */
export async function getLease(id: string, scope: Pick<StaffScope, 'agentId'>, now = new Date()): Promise<ApiLease> {
  return leaseDetail(await leaseInScope(id, scope), bogotaDay(now));
}

/**
 * GET /api/leases: newest first, an agent's own (admins: all, or one agent's), searched over the
 * tenant and the property, by status (computed from the dates: filtered here), paged. The page's
 * properties are one query, and each row's balance one read of its ledger by `_id`.
 */
export async function listLeases(
  query: LeaseListQuery,
  scope: Pick<StaffScope, 'agentId'>,
  now = new Date(),
): Promise<Page<ApiLeaseRow>> {
  await connectDb();
  const today = bogotaDay(now);
  const and: Record<string, unknown>[] = [await leaseScopeFilter(scope, query.agentId)];
  if (query.propertyId) and.push({ propertyId: query.propertyId });
  for (const pattern of searchPatterns(query.q ?? '')) and.push({ searchText: trusted({ $regex: pattern }) });
  const parts = and.filter((part) => Object.keys(part).length > 0);
  const filter = parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
  const all = await Lease.find(filter).sort({ createdAt: -1, _id: -1 }).lean<StoredLease[]>();
  const matching = query.status ? all.filter((lease) => leaseStatus(lease, today) === query.status) : all;
  const start = (query.page - 1) * query.limit;
  const rows = matching.slice(start, start + query.limit);
  const properties = rows.length
    ? await Property.find({ _id: trusted({ $in: rows.map((row) => row.propertyId) }) }, PROPERTY_FIELDS).lean<
        PropertyRow[]
      >()
    : [];
  const byId = new Map(properties.map((p) => [p._id.toString(), p]));
  const names = await staffNames(properties.map((p) => p.agentId?.toString()));
  const statements = await Promise.all(rows.map((row) => statementOf(row, today)));
  const items = rows.map((row, i) => {
    const property = toLeaseProperty(byId.get(row.propertyId.toString()), row.propertyId.toString());
    return toApiLeaseRow(row, {
      property,
      agentName: names.get(property.agentId) ?? 'Asesor no disponible',
      statement: statements[i],
      today,
    });
  });
  return paginate(items, { page: query.page, limit: query.limit, total: matching.length });
}

/**
 * PATCH /api/leases/{id}: tenant contact data, guarantee, administración (future charges), grace
 * days, commission, commercial value (art. 18 against the canon in force), contact channels.
 */
export async function updateLease(
  id: string,
  patch: LeasePatch,
  scope: StaffScope,
  now = new Date(),
): Promise<ApiLease> {
  const today = bogotaDay(now);
  const current = await leaseInScope(id, scope);
  if (leaseStatus(current, today) === 'terminado') throw new ConflictError(LEASE_MESSAGES.endedLease);
  if (patch.commercialValue !== undefined) {
    const highest = Math.max(...current.rents.map((step) => step.amount), rentOn(current.rents, today));
    assertWithinOnePercent(highest, patch.commercialValue);
  }
  const set: Record<string, unknown> = {};
  const { tenant, ...rest } = patch;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) set[key] = value;
  if (tenant) for (const [key, value] of Object.entries(tenant)) if (value !== undefined) set[`tenant.${key}`] = value;
  if (tenant?.name) {
    const property = await Property.findById(current.propertyId, { title: 1, code: 1 }).lean<PropertyRow>();
    set.searchText = leaseSearchText(
      { name: tenant.name, documentNumber: current.tenant.documentNumber },
      { title: property?.title ?? '', code: property?.code ?? '' },
    );
  }
  const before = await leaseDetail(current, today);
  await Lease.updateOne({ _id: current._id }, { $set: set }, { runValidators: true });
  const after = await leaseDetail((await Lease.findById(current._id).lean<StoredLease>())!, today);
  await logUpdate(scope.actor, target(after), toLogged(before), toLogged(after), LEASE_LOGGED_FIELDS);
  return after;
}

/**
 * POST /api/leases/{id}/terminate {date, reason}: terminado from that day (no charge for a period
 * starting on or after it); the property stays arrendado until the agent changes it.
 */
export async function terminateLease(
  id: string,
  input: LeaseTerminate,
  scope: StaffScope,
  now = new Date(),
): Promise<ApiLease> {
  const today = bogotaDay(now);
  const current = await leaseInScope(id, scope);
  if (current.terminatedAt) throw new ConflictError(LEASE_MESSAGES.alreadyTerminated);
  if (input.date < current.startDate) throw new InvalidError(LEASE_MESSAGES.terminateBeforeStart);
  const before = await leaseDetail(current, today);
  await Lease.updateOne({ _id: current._id }, { $set: { terminatedAt: input.date, terminationReason: input.reason } });
  const after = await leaseDetail((await Lease.findById(current._id).lean<StoredLease>())!, today);
  await emitWebhooks([{ type: 'lease.terminated', data: webhookData(after) }]);
  await logUpdate(scope.actor, target(after), toLogged(before), toLogged(after), LEASE_LOGGED_FIELDS);
  return after;
}
