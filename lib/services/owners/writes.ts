import 'server-only';

import { Activity } from '../../../models/activity';
import { Mandate, MandateDocument } from '../../../models/mandate';
import { Owner } from '../../../models/owner';
import { connectDb, trusted } from '../../db';
import { serialQueue, updateAndReturn } from '../../db/capabilities';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { isCurrentMandate } from '../../domain/mandates';
import {
  documentMessage,
  normalizeDocument,
  OWNER_MESSAGES,
  ownerHasCurrentMandate,
  type ConsentSource,
  type DocumentType,
} from '../../domain/owners';
import { bogotaDay } from '../../domain/visits';
import type { ApiOwner, ApiOwnerDetail, OwnerCreate, OwnerPatch } from '../../validation/owners';
import { logCreate, logDelete, logUpdate, recordActivity } from '../activity';
import { activeStaff, staffNames } from '../users';
import { OWNER_LOGGED_FIELDS, toApiOwner, toLogged, type StoredOwner } from './mapper';
import { findScopedOwner, mandatesOf, ownerDetail, propertiesById } from './read';
import { ownerSearchText } from './scope';

// Writes that read first (the duplicate check, the mandates of a deletion) run one at a time on
// the embedded database, whose find-and-modify is not isolated (lib/db/capabilities.ts); the
// unique index on documentType + documentNumber is the last word on MongoDB.
const ownerWrites = serialQueue('owner-writes');

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

const target = (owner: ApiOwner) => ({ entity: 'owner' as const, id: owner.id, label: owner.name });

/**
 * Who works a new owner: the creating staff member by default; an admin may name any active
 * staff member, an agent only themselves (403 otherwise), as with properties
 * (lib/services/properties/assignment.ts).
 */
async function agentFor(requested: string | undefined, scope: StaffScope): Promise<string> {
  if (scope.agentId) {
    if (requested !== undefined && requested !== scope.agentId)
      throw new ForbiddenError(OWNER_MESSAGES.onlyAdminAssigns);
    return scope.agentId;
  }
  if (requested === undefined) return scope.actor.id;
  if (!(await activeStaff(requested))) throw new InvalidError(OWNER_MESSAGES.agentUnavailable);
  return requested;
}

async function assertFreeDocument(documentType: DocumentType, documentNumber: string, exceptId?: string) {
  const other = await Owner.findOne({ documentType, documentNumber }).select('_id').lean<{ _id: unknown }>();
  if (other && String(other._id) !== exceptId) throw new ConflictError(OWNER_MESSAGES.duplicate, 'document_taken');
}

/**
 * POST /api/owners, and the conversion of a lead into an owner (source 'lead'): stores the owner
 * with the time and source of their Ley 1581 authorisation. 409 when an owner with the same
 * document already exists.
 */
export async function createOwner(input: OwnerCreate, scope: StaffScope, source: ConsentSource = 'admin') {
  await connectDb();
  const agentId = await agentFor(input.agentId, scope);
  const { dataConsent: _consent, agentId: _agent, ...fields } = input;
  const doc = await ownerWrites(async () => {
    await assertFreeDocument(fields.documentType, fields.documentNumber);
    try {
      return await Owner.create({
        ...fields,
        agentId,
        consent: { accepted: true, at: new Date(), source },
        searchText: ownerSearchText(fields),
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictError(OWNER_MESSAGES.duplicate, 'document_taken');
      throw error;
    }
  });
  const stored = doc.toObject() as StoredOwner;
  const created = toApiOwner(stored, await staffNames([agentId]));
  await logCreate(scope.actor, target(created), toLogged(created), OWNER_LOGGED_FIELDS);
  return created;
}

/**
 * PATCH /api/owners/{id}: the fields sent (an agent: on their own owners, and only an admin
 * reassigns). A document number is checked against its type, the stored one when only one of the
 * two is sent. Each changed field goes to the activity log.
 */
export function updateOwner(id: string, patch: OwnerPatch, scope: StaffScope): Promise<ApiOwnerDetail> {
  return ownerWrites(() => applyUpdate(id, patch, scope));
}

async function applyUpdate(id: string, patch: OwnerPatch, scope: StaffScope): Promise<ApiOwnerDetail> {
  const current = await findScopedOwner(id, scope);
  const set: Record<string, unknown> = Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => value !== undefined && key !== 'agentId'),
  );
  if (patch.agentId !== undefined && patch.agentId !== current.agentId.toString()) {
    if (scope.agentId) throw new ForbiddenError(OWNER_MESSAGES.onlyAdminAssigns);
    if (!(await activeStaff(patch.agentId))) throw new InvalidError(OWNER_MESSAGES.agentUnavailable);
    set.agentId = patch.agentId;
  }
  if (patch.documentType !== undefined || patch.documentNumber !== undefined) {
    const documentType = patch.documentType ?? current.documentType;
    const documentNumber = normalizeDocument(documentType, patch.documentNumber ?? current.documentNumber);
    if (documentNumber === null) throw new InvalidError(documentMessage(documentType));
    set.documentType = documentType;
    set.documentNumber = documentNumber;
    if (documentType !== current.documentType || documentNumber !== current.documentNumber)
      await assertFreeDocument(documentType, documentNumber, id);
  }
  const merged = { ...current, ...set } as StoredOwner;
  set.searchText = ownerSearchText({ ...merged, email: merged.email ?? '', phone: merged.phone });
  let updated: StoredOwner | null;
  try {
    updated = await updateAndReturn<StoredOwner>(Owner, { _id: id }, { $set: set }, { runValidators: true });
  } catch (error) {
    if (isDuplicateKey(error)) throw new ConflictError(OWNER_MESSAGES.duplicate, 'document_taken');
    throw error;
  }
  if (!updated) throw new NotFoundError(OWNER_MESSAGES.notFound);
  const names = await staffNames([current.agentId.toString(), updated.agentId.toString()]);
  const after = toApiOwner(updated, names);
  await logUpdate(
    scope.actor,
    target(after),
    toLogged(toApiOwner(current, names)),
    toLogged(after),
    OWNER_LOGGED_FIELDS,
  );
  return ownerDetail(updated);
}

/** What stays of an owner's activity entries once their personal data is deleted. */
const ERASED_LABEL = 'Propietario eliminado (Ley 1581)';

/**
 * DELETE /api/owners/{id}: the Ley 1581 deletion (supresión). Refused (409, naming the property)
 * while any of the owner's mandates is current (vigente or por vencer). Otherwise the owner, their
 * ended mandates and those mandates' signed contracts are deleted (a contract names the owner),
 * and the personal data in the activity log is erased: the owner's entries keep who did what and
 * when, without the values; the deletion itself is recorded without a name.
 */
export function deleteOwner(id: string, scope: StaffScope, now = new Date()): Promise<void> {
  return ownerWrites(() => applyDelete(id, scope, now));
}

async function applyDelete(id: string, scope: StaffScope, now: Date): Promise<void> {
  const owner = await findScopedOwner(id, scope);
  const mandates = await mandatesOf(id);
  const today = bogotaDay(now);
  const current = mandates.find((m) => isCurrentMandate(m, today));
  if (current) {
    const title = (await propertiesById([current.propertyId])).get(current.propertyId.toString())?.title;
    throw new ConflictError(ownerHasCurrentMandate(title ?? 'un inmueble'), 'owner_has_current_mandate');
  }
  const mandateIds = mandates.map((m) => m._id.toString());
  const titles = await propertiesById(mandates.map((m) => m.propertyId));
  if (mandateIds.length > 0) {
    await MandateDocument.deleteMany({ _id: trusted({ $in: mandateIds }) });
    await Mandate.deleteMany({ _id: trusted({ $in: mandateIds }) });
  }
  await Owner.deleteOne({ _id: owner._id });
  // A mandate's log entries are keyed by its property (one mandate per property).
  await eraseFromActivity(
    id,
    mandates.map((m) => m.propertyId.toString()),
  );
  await logDelete(scope.actor, { entity: 'owner', id, label: ERASED_LABEL });
  for (const m of mandates) {
    await recordActivity({
      actor: scope.actor,
      entity: 'mandate',
      entityId: m.propertyId.toString(),
      label: titles.get(m.propertyId.toString())?.title ?? '',
      action: 'delete',
      changes: [{ field: 'motivo', from: null, to: 'Eliminación del propietario (Ley 1581)' }],
    });
  }
}

type Change = { field: string; from?: unknown; to?: unknown };

/**
 * Blanks the values of the owner's entries (their label named them; their changes held their data)
 * and, in their mandates' entries, the values of any owner field. Field names, actors and times stay.
 */
async function eraseFromActivity(ownerId: string, propertyIds: string[]) {
  const blank = (change: Change) => ({ field: change.field, from: null, to: null });
  const entries = await Activity.find({ entity: 'owner', entityId: ownerId })
    .select('changes')
    .lean<Array<{ _id: unknown; changes?: Change[] }>>();
  for (const entry of entries)
    await Activity.updateOne(
      { _id: entry._id },
      { $set: { label: ERASED_LABEL, changes: (entry.changes ?? []).map(blank) } },
    );
  if (propertyIds.length === 0) return;
  const mandateEntries = await Activity.find({ entity: 'mandate', entityId: trusted({ $in: propertyIds }) })
    .select('changes')
    .lean<Array<{ _id: unknown; changes?: Change[] }>>();
  for (const entry of mandateEntries) {
    const changes = entry.changes ?? [];
    if (!changes.some((change) => change.field.startsWith('owner'))) continue;
    await Activity.updateOne(
      { _id: entry._id },
      { $set: { changes: changes.map((change) => (change.field.startsWith('owner') ? blank(change) : change)) } },
    );
  }
}
