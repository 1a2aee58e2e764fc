import 'server-only';

import { Types } from 'mongoose';

import { Lead } from '../../../../models/lead';
import { ConflictError } from '../../../domain/errors';
import { VISIT_MESSAGES } from '../../../domain/visit-messages';
import { toBogotaIso } from '../../../domain/visits';
import { newOpaqueToken } from '../../../security/tokens';
import { visitBodySchema } from '../../../validation/visits';
import { queueAll } from '../../outbox';
import { countLeadSubmission } from '../../users';
import { emitWebhooks, leadData, visitData } from '../../webhooks';
import { leadSearchText, toApiLead, type StoredLead } from '../mapper';
import { creationEvents, visitEvent } from '../timeline';
import { claimSlot, releaseSlot } from './claims';
import { sendVisitMails } from './mail';
import { visitHosts, visitProperty, type VisitHost } from './property';
import { bookableSlotAt, toApiSlot, type ApiSlot } from './slots';
import { describeSlot } from './words';

/**
 * POST /api/visits: counted like every lead (per IP, then per e-mail), validated, the slot
 * claimed for the property's agent (or the first agent in turn who has it free), then stored as
 * a lead of kind `visit` and confirmed by e-mail to the visitor and the agent.
 * `body` may be the error of reading a malformed body: it is thrown once the hit is counted.
 */
export async function bookVisit(body: unknown, ip: string): Promise<ApiSlot & { id: string }> {
  await countLeadSubmission({ ip });
  if (body instanceof Error) throw body;
  const input = visitBodySchema.parse(body);
  const leadId = new Types.ObjectId().toHexString();
  // A honeypot hit gets the same answer and nothing is stored.
  if (input.website?.trim()) return { id: leadId, start: toBogotaIso(input.start), end: toBogotaIso(input.start) };
  await countLeadSubmission({ email: input.email });
  const property = await visitProperty(input.propertyId);
  const slot = await bookableSlotAt(input.start);
  const host = await claimFirstFree(await visitHosts(property, true), slot, leadId);
  const { token, hash } = newOpaqueToken();
  const at = new Date();
  const visitor = { name: input.name, email: input.email, phone: input.phone, message: input.message ?? '' };
  let created;
  try {
    created = await Lead.create({
      _id: leadId,
      kind: 'visit',
      ...visitor,
      propertyId: property.id,
      consent: { accepted: true, at },
      status: 'visita_agendada',
      assigneeId: host.member?.id,
      searchText: leadSearchText(visitor),
      events: [...creationEvents(at, host.member), visitEvent(`Visita agendada para ${describeSlot(slot)}`, at)],
      visit: { ...slot, agentKey: host.key, state: 'scheduled', tokenHash: hash, sequence: 0 },
    });
  } catch (error) {
    await releaseSlot(host.key, slot, leadId);
    throw error;
  }
  const lead = toApiLead(
    created.toObject() as StoredLead,
    new Map(host.member ? [[host.member.id, host.member.name]] : []),
  );
  await queueAll(
    () =>
      emitWebhooks([
        { type: 'lead.created', data: leadData(lead) },
        { type: 'visit.booked', data: visitData(lead) },
      ]),
    () => sendVisitMails({ leadId, token, slot, sequence: 0, property, visitor, agent: host.member }, 'booked'),
  );
  return { id: leadId, ...toApiSlot(slot) };
}

/** The first host whose time at `slot` this visit could take; a 409 when nobody is free. */
async function claimFirstFree(
  hosts: VisitHost[],
  slot: Parameters<typeof claimSlot>[1],
  leadId: string,
): Promise<VisitHost> {
  for (const host of hosts) {
    try {
      await claimSlot(host.key, slot, leadId);
      return host;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new ConflictError(VISIT_MESSAGES.slotTaken, 'slot_taken');
}
