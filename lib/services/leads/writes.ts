import 'server-only';

import { Lead } from '../../../models/lead';
import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import { updateAndReturn } from '../../db/capabilities';
import type { FieldChange } from '../../domain/activity';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { LEAD_MESSAGES, leadStatusOf } from '../../domain/leads';
import type { PublicUser } from '../../domain/users';
import type { ApiLeadDetail, LeadPatch } from '../../validation/lead-admin';
import { recordActivity } from '../activity';
import { queueAll } from '../outbox';
import { activeStaff, staffNames, type StaffMember } from '../users';
import { emitWebhooks, leadData } from '../webhooks';
import { toApiLead, toTimeline, type StoredLead } from './mapper';
import { notifyAssignee } from './notify';
import { leadWrites } from './queue';
import { scopeOf } from './scope';
import { assignmentEvent, noteEvent, statusEvent } from './timeline';
import { transferVisit } from './visits/transfer';

/** The lead if the caller may see it (an agent: only their own); 404 otherwise, theirs or not. */
export async function findScoped(id: string, caller: PublicUser): Promise<StoredLead> {
  await connectDb();
  const lead = await Lead.findOne({ _id: id, ...scopeOf(caller) }).lean<StoredLead>();
  if (!lead) throw new NotFoundError(LEAD_MESSAGES.notFound);
  return lead;
}

async function toDetail(lead: StoredLead): Promise<ApiLeadDetail> {
  const [names, property] = await Promise.all([
    staffNames([lead.assigneeId?.toString()]),
    lead.propertyId ? Property.findById(lead.propertyId).select('title').lean<{ title: string }>() : null,
  ]);
  return {
    ...toApiLead(lead, names),
    property: property && lead.propertyId ? { id: lead.propertyId.toString(), title: property.title } : null,
    timeline: toTimeline(lead.events),
  };
}

/** GET /api/leads/{id}: the lead with its property and timeline. */
export async function getLead(id: string, caller: PublicUser): Promise<ApiLeadDetail> {
  return toDetail(await findScoped(id, caller));
}

const actorOf = (caller: PublicUser) => ({ id: caller.id, name: caller.name });

/** lead.updated (status, assignee or a note), in the shape of GET /api/leads/{id} without its timeline. */
async function emitLeadUpdated(lead: StoredLead): Promise<void> {
  const names = await staffNames([lead.assigneeId?.toString()]);
  await emitWebhooks([{ type: 'lead.updated', data: leadData(toApiLead(lead, names)) }]);
}

/** The new assignee of a patch: unchanged (undefined), nobody (null) or an active staff member. */
async function nextAssignee(patch: LeadPatch, current: string | null, caller: PublicUser) {
  if (patch.assigneeId === undefined || patch.assigneeId === current) return undefined;
  if (caller.role !== 'admin') throw new ForbiddenError(LEAD_MESSAGES.reassignAdminOnly);
  if (patch.assigneeId === null) return null;
  const member = await activeStaff(patch.assigneeId);
  if (!member) throw new InvalidError(LEAD_MESSAGES.assigneeNotFound);
  return member;
}

/**
 * PATCH /api/leads/{id}: a status (any staff on a lead they see) and an assignee (admins only).
 * Each change goes on the timeline and into the activity log; a new assignee gets an e-mail, and
 * a visit's time moves to their calendar (409 when they are busy then).
 */
export function updateLead(id: string, patch: LeadPatch, caller: PublicUser): Promise<ApiLeadDetail> {
  return leadWrites(() => applyUpdate(id, patch, caller));
}

async function applyUpdate(id: string, patch: LeadPatch, caller: PublicUser): Promise<ApiLeadDetail> {
  const lead = await findScoped(id, caller);
  const currentAssignee = lead.assigneeId?.toString() ?? null;
  const assignee: StaffMember | null | undefined = await nextAssignee(patch, currentAssignee, caller);
  const status = leadStatusOf(lead.status) ?? 'nueva';
  const newStatus = patch.status && patch.status !== status ? patch.status : undefined;
  if (!newStatus && assignee === undefined) return toDetail(lead);

  const at = new Date();
  const actor = actorOf(caller);
  const names = await staffNames([currentAssignee]);
  const before = currentAssignee ? { id: currentAssignee, name: names.get(currentAssignee) ?? '' } : null;
  const events = [
    ...(newStatus ? [statusEvent(actor, status, newStatus, at)] : []),
    ...(assignee !== undefined ? [assignmentEvent(actor, before, assignee, at)] : []),
  ];
  if (assignee !== undefined) await transferVisit(lead, assignee);
  const updated = await updateAndReturn<StoredLead>(
    Lead,
    { _id: id },
    {
      $set: {
        ...(newStatus ? { status: newStatus } : {}),
        ...(assignee ? { assigneeId: assignee.id } : {}),
        ...(newStatus && !lead.firstContactAt ? { firstContactAt: at } : {}),
      },
      ...(assignee === null ? { $unset: { assigneeId: 1 } } : {}),
      $push: { events: { $each: events } },
    },
    { runValidators: true },
  );
  if (!updated) throw new NotFoundError(LEAD_MESSAGES.notFound);

  const changes: FieldChange[] = [
    ...(newStatus ? [{ field: 'status', from: status, to: newStatus }] : []),
    ...(assignee !== undefined ? [{ field: 'assignee', from: before?.name ?? null, to: assignee?.name ?? null }] : []),
  ];
  await recordActivity({ actor, entity: 'lead', entityId: id, label: lead.name, action: 'update', changes });
  await queueAll(
    () => emitLeadUpdated(updated),
    assignee &&
      assignee.id !== caller.id &&
      (() => notifyAssignee({ ...toApiLead(updated), propertyTitle: null }, assignee, 'reassigned')),
  );
  return toDetail(updated);
}

/** POST /api/leads/{id}/notes: a note on the timeline (the first note counts as first contact). */
export function addLeadNote(id: string, text: string, caller: PublicUser): Promise<ApiLeadDetail> {
  return leadWrites(() => applyNote(id, text, caller));
}

async function applyNote(id: string, text: string, caller: PublicUser): Promise<ApiLeadDetail> {
  const lead = await findScoped(id, caller);
  const at = new Date();
  const actor = actorOf(caller);
  const updated = await updateAndReturn<StoredLead>(
    Lead,
    { _id: id },
    {
      ...(lead.firstContactAt ? {} : { $set: { firstContactAt: at } }),
      $push: { events: noteEvent(actor, text, at) },
    },
  );
  if (!updated) throw new NotFoundError(LEAD_MESSAGES.notFound);
  await recordActivity({
    actor,
    entity: 'lead',
    entityId: id,
    label: lead.name,
    action: 'update',
    changes: [{ field: 'note', from: null, to: text }],
  });
  await emitLeadUpdated(updated);
  return toDetail(updated);
}
