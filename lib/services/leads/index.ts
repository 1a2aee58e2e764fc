import 'server-only';

import { Types } from 'mongoose';

import { Lead } from '../../../models/lead';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { NotFoundError } from '../../domain/errors';
import { FORM_LEAD_KINDS, LEAD_MESSAGES, type FormLeadKind } from '../../domain/leads';
import { PUBLIC_STATUSES } from '../../domain/property';
import { leadBodySchema } from '../../validation/leads';
import { ownerDetailsFor } from '../market';
import { queueAll } from '../outbox';
import { countLeadSubmission } from '../users';
import { emitWebhooks, leadData } from '../webhooks';
import { assigneeFor } from './assign';
import { leadSearchText, toApiLead, toLeadRecord, type StoredLead } from './mapper';
import { notifyAssignee } from './notify';
import { creationEvents } from './timeline';

export { exportLeadsCsv } from './export';
export { listLeads } from './list';
export { addLeadNote, getLead, updateLead } from './writes';
export { leadStats } from './stats';

// Leads are staff-only data: nothing here is cached, and no write touches a public cache tag.

/**
 * POST /api/leads: counts the submission against the IP's limit, drops honeypot hits silently
 * (same answer, nothing stored), validates, counts it against the e-mail's limit, checks the
 * inquired property is public, stores it with its assignee and tells them by e-mail.
 * `body` may be the error of reading a malformed body: it is thrown once the hit is counted.
 */
export async function submitLead(body: unknown, ip: string): Promise<{ id: string; kind: FormLeadKind }> {
  await countLeadSubmission({ ip });
  if (body instanceof Error) throw body;
  const honeypot = honeypotKind(body);
  if (honeypot) return { id: new Types.ObjectId().toHexString(), kind: honeypot };
  const input = leadBodySchema.parse(body);
  await countLeadSubmission({ email: input.email });
  await connectDb();
  let propertyTitle: string | null = null;
  if (input.kind === 'property-inquiry') {
    const property = await Property.findOne({ _id: input.propertyId, status: trusted({ $in: [...PUBLIC_STATUSES] }) })
      .select('title')
      .lean<{ title: string }>();
    if (!property) throw new NotFoundError(LEAD_MESSAGES.propertyNotFound);
    propertyTitle = property.title;
  }
  const owner = input.kind === 'owner' ? await ownerDetailsFor(input.property) : undefined;
  const record = toLeadRecord(input, new Date(), owner);
  const assignee = await assigneeFor(record.propertyId);
  const lead = await Lead.create({
    ...record,
    status: 'nueva',
    assigneeId: assignee?.id,
    searchText: leadSearchText(record),
    events: creationEvents(record.consent.at, assignee),
  });
  const id = lead._id.toHexString();
  const names = new Map(assignee ? [[assignee.id, assignee.name]] : []);
  await queueAll(
    () => emitWebhooks([{ type: 'lead.created', data: leadData(toApiLead(lead.toObject() as StoredLead, names)) }]),
    assignee && (() => notifyAssignee({ ...record, id, propertyTitle }, assignee, 'new')),
  );
  return { id, kind: input.kind };
}

/** The kind to answer as when the hidden `website` field is filled; null for a person. */
function honeypotKind(body: unknown): FormLeadKind | null {
  if (typeof body !== 'object' || body === null) return null;
  const { website, kind } = body as { website?: unknown; kind?: unknown };
  if (typeof website !== 'string' || website.trim() === '') return null;
  return (FORM_LEAD_KINDS as readonly unknown[]).includes(kind) ? (kind as FormLeadKind) : 'contact';
}
export { convertLead } from './convert';
export { agenda, bookVisit, changeVisit, propertySlots, slotsForMove, visitByToken } from './visits';
