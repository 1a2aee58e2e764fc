import 'server-only';

import { Lead } from '../../../../models/lead';
import { connectDb } from '../../../db';
import { updateAndReturn } from '../../../db/capabilities';
import { ConflictError, InvalidError, NotFoundError } from '../../../domain/errors';
import { VISIT_MESSAGES } from '../../../domain/visit-messages';
import { toBogotaIso, type Slot } from '../../../domain/visits';
import { hashToken } from '../../../security/tokens';
import type { PublicVisit, VisitPatch } from '../../../validation/visits';
import { queueAll } from '../../outbox';
import { activeStaff, countVisitChange, staffNames } from '../../users';
import { emitWebhooks, leadData, visitData } from '../../webhooks';
import { toApiLead, type StoredLead } from '../mapper';
import { leadWrites } from '../queue';
import { visitEvent } from '../timeline';
import { claimSlot, releaseSlot } from './claims';
import { sendVisitMails } from './mail';
import { visitProperty } from './property';
import { bookableSlotAt, freeSlotsOf, toApiSlot, type ApiSlot } from './slots';
import { describeSlot } from './words';

type VisitLead = StoredLead & { visit: { start: Date; end: Date; agentKey: string; state: string; sequence?: number } };

/** The visit behind a link's token; 404 for an unknown token. */
async function findByToken(token: string): Promise<VisitLead> {
  await connectDb();
  const lead = await Lead.findOne({ kind: 'visit', 'visit.tokenHash': hashToken(token) }).lean<VisitLead>();
  if (!lead?.visit?.start || !lead.propertyId) throw new NotFoundError(VISIT_MESSAGES.notFound);
  return lead;
}

async function toPublic(lead: VisitLead): Promise<PublicVisit & { propertyId: string }> {
  const property = await visitProperty(lead.propertyId!.toString()).catch(() => null);
  return {
    start: toBogotaIso(lead.visit.start),
    end: toBogotaIso(lead.visit.end),
    state: lead.visit.state === 'cancelled' ? 'cancelled' : 'scheduled',
    name: lead.name,
    property: { id: lead.propertyId!.toString(), title: property?.title ?? 'Inmueble no disponible' },
    propertyId: lead.propertyId!.toString(),
  };
}

/** What the visitor's page /visita/{token} shows. */
export async function visitByToken(token: string): Promise<PublicVisit> {
  return toPublic(await findByToken(token));
}

/** GET /api/visits/{token}/slots: the day's slots the visit's agent has free (its own count as free). */
export async function slotsForMove(token: string, day: string): Promise<ApiSlot[]> {
  const lead = await findByToken(token);
  const own = lead.visit.start.getTime();
  const free = await freeSlotsOf([lead.visit.agentKey], day, lead._id.toString());
  return free.filter((slot) => slot.start.getTime() !== own).map(toApiSlot);
}

/**
 * PATCH /api/visits/{token}: the visitor cancels the visit or moves it to another free slot of
 * the same agent. The lead is updated only if it still holds the time it was read with, so two
 * changes through the same link cannot both apply. Both parties get the updated invitation.
 */
export async function changeVisit(token: string, patch: VisitPatch, ip: string): Promise<PublicVisit> {
  await countVisitChange(ip);
  return leadWrites(() => applyChange(token, patch));
}

async function applyChange(token: string, patch: VisitPatch): Promise<PublicVisit> {
  const lead = await findByToken(token);
  const leadId = lead._id.toString();
  const { agentKey } = lead.visit;
  const current: Slot = { start: lead.visit.start, end: lead.visit.end };
  if (lead.visit.state === 'cancelled') throw new ConflictError(VISIT_MESSAGES.alreadyCancelled);
  if (current.start.getTime() <= Date.now()) throw new ConflictError(VISIT_MESSAGES.past);
  const next = patch.action === 'move' ? await bookableSlotAt(patch.start) : null;
  if (next && next.start.getTime() === current.start.getTime()) throw new InvalidError(VISIT_MESSAGES.sameSlot);
  if (next) await claimSlot(agentKey, next, leadId);

  const text = next
    ? `El visitante cambió la visita al ${describeSlot(next)}`
    : `El visitante canceló la visita del ${describeSlot(current)}`;
  const updated = await updateAndReturn<VisitLead>(
    Lead,
    { _id: leadId, 'visit.state': 'scheduled', 'visit.start': current.start },
    {
      $set: next ? { 'visit.start': next.start, 'visit.end': next.end } : { 'visit.state': 'cancelled' },
      $inc: { 'visit.sequence': 1 },
      $push: { events: visitEvent(text, new Date()) },
    },
  );
  if (!updated) {
    if (next) await releaseSlot(agentKey, next, leadId, current);
    throw new ConflictError(VISIT_MESSAGES.changed, 'version_conflict');
  }
  await releaseSlot(agentKey, current, leadId, next ?? undefined);

  const property = await visitProperty(lead.propertyId!.toString()).catch(() => null);
  const mail = {
    leadId,
    token,
    slot: next ?? current,
    sequence: updated.visit.sequence ?? 1,
    property: property ?? { id: lead.propertyId!.toString(), title: 'Inmueble', place: '' },
    visitor: { name: lead.name, email: lead.email, phone: lead.phone ?? '' },
    agent: agentKey === 'agency' ? null : await activeStaff(agentKey),
  };
  const api = toApiLead(updated, await staffNames([updated.assigneeId?.toString()]));
  // A move is a change of the lead's visit; a cancellation is its own event.
  await queueAll(
    () =>
      emitWebhooks([
        next ? { type: 'lead.updated', data: leadData(api) } : { type: 'visit.cancelled', data: visitData(api) },
      ]),
    () => sendVisitMails(mail, next ? 'moved' : 'cancelled'),
  );
  return toPublic(updated);
}
