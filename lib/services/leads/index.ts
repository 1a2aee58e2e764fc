import 'server-only';

import { Types } from 'mongoose';

import { Lead } from '../../../models/lead';
import { Property } from '../../../models/property';
import { ApiError } from '../../api/errors';
import { connectDb, trusted } from '../../db';
import { LEAD_KINDS, LEAD_MESSAGES, type LeadKind, type LeadStatus } from '../../domain/leads';
import { PUBLIC_STATUSES } from '../../domain/property';
import { leadBodySchema, type ApiLead, type LeadListQuery } from '../../validation/leads';
import { findPage } from '../find-page';
import type { Page } from '../pagination';
import { toApiLead, toLeadRecord, type StoredLead } from './mapper';
import { countLeadSubmission } from './rate-limit';

// Leads are admin-only data: nothing here is cached, and no write touches a public cache tag.

/**
 * POST /api/leads: counts the submission against the IP's limit, drops honeypot hits silently
 * (same answer, nothing stored), validates, counts it against the e-mail's limit, checks the
 * inquired property is public, stores.
 * `body` may be the error of reading a malformed body: it is thrown once the hit is counted.
 */
export async function submitLead(body: unknown, ip: string): Promise<{ id: string; kind: LeadKind }> {
  await countLeadSubmission({ ip });
  if (body instanceof Error) throw body;
  const honeypot = honeypotKind(body);
  if (honeypot) return { id: new Types.ObjectId().toHexString(), kind: honeypot };
  const input = leadBodySchema.parse(body);
  await countLeadSubmission({ email: input.email });
  if (input.kind === 'property-inquiry') {
    const exists = await Property.exists({ _id: input.propertyId, status: trusted({ $in: [...PUBLIC_STATUSES] }) });
    if (!exists) throw new ApiError(404, LEAD_MESSAGES.propertyNotFound);
  }
  const lead = await Lead.create(toLeadRecord(input, new Date()));
  return { id: lead._id.toHexString(), kind: input.kind };
}

/** The kind to answer as when the hidden `website` field is filled; null for a person. */
function honeypotKind(body: unknown): LeadKind | null {
  if (typeof body !== 'object' || body === null) return null;
  const { website, kind } = body as { website?: unknown; kind?: unknown };
  if (typeof website !== 'string' || website.trim() === '') return null;
  return (LEAD_KINDS as readonly unknown[]).includes(kind) ? (kind as LeadKind) : 'contact';
}

/** Admin list, newest first, filtered by kind and status. */
export function listLeads(query: LeadListQuery): Promise<Page<ApiLead>> {
  const filter = { ...(query.kind ? { kind: query.kind } : {}), ...(query.status ? { status: query.status } : {}) };
  return findPage(Lead, filter, { createdAt: -1, _id: -1 }, query, (row: StoredLead) => toApiLead(row));
}

/** Sets a lead's follow-up status; 404 when it does not exist. */
export async function updateLeadStatus(id: string, status: LeadStatus): Promise<ApiLead> {
  await connectDb();
  const lead = await Lead.findOneAndUpdate(
    { _id: id },
    { $set: { status } },
    { returnDocument: 'after', runValidators: true },
  ).lean<StoredLead>();
  if (!lead) throw new ApiError(404, LEAD_MESSAGES.notFound);
  return toApiLead(lead);
}
