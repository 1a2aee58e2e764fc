import { leadStatusOf, type FormLeadKind, type LeadKind } from '../../domain/leads';
import { ownerMessage, ownerSubject, type OwnerDetails } from '../../domain/owner-lead';
import { toBogotaIso } from '../../domain/visits';
import { normalizeText } from '../../text';
import type { ApiLead, ApiLeadEvent } from '../../validation/lead-admin';
import type { LeadInput } from '../../validation/leads';

/** What a lead stores: every form normalised into name/email/phone/message plus its extras. */
export interface LeadRecord {
  kind: FormLeadKind;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  propertyId?: string;
  planId?: string;
  city?: string;
  address?: string;
  /** An owner's property and estimate (kind 'owner'). */
  owner?: OwnerDetails;
  acceptMarketing: boolean;
  consent: { accepted: true; at: Date };
}

/** `owner`: an owner lead's property with its places named and its estimate (ownerDetailsFor). */
export function toLeadRecord(input: LeadInput, at: Date, owner?: OwnerDetails): LeadRecord {
  const consent = { accepted: true as const, at };
  switch (input.kind) {
    case 'contact':
      return {
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone ?? '',
        subject: input.subject,
        message: input.message,
        acceptMarketing: false,
        consent,
      };
    case 'property-inquiry':
      return {
        kind: input.kind,
        name: input.nombre,
        email: input.email,
        phone: input.telefono,
        subject: '',
        message: input.mensaje,
        propertyId: input.propertyId,
        acceptMarketing: false,
        consent,
      };
    case 'plan-request':
      return {
        kind: input.kind,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: input.phone,
        subject: '',
        message: '',
        planId: input.planId,
        city: input.city,
        address: input.address || undefined,
        acceptMarketing: input.acceptMarketing,
        consent,
      };
    case 'owner':
      if (!owner) throw new Error('An owner lead needs its details');
      return {
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: ownerSubject(owner),
        message: ownerMessage(owner, input.message),
        owner,
        acceptMarketing: false,
        consent,
      };
  }
}

/** What the admin search matches: name, e-mail and the phone's digits, lowercase without accents. */
export function leadSearchText(lead: { name: string; email: string; phone?: string | null }): string {
  return normalizeText(`${lead.name} ${lead.email} ${(lead.phone ?? '').replace(/\D/g, '')}`);
}

type Id = { toString(): string };

export interface StoredEvent {
  type: ApiLeadEvent['type'];
  at: Date;
  actorName?: string | null;
  text?: string | null;
  from?: string | null;
  to?: string | null;
  fromName?: string | null;
  toName?: string | null;
}

/** A stored lead (lean). */
export interface StoredLead {
  _id: Id;
  kind: LeadKind;
  status?: string | null;
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
  propertyId?: Id | null;
  planId?: string | null;
  city?: string | null;
  address?: string | null;
  owner?: Partial<OwnerDetails> | null;
  acceptMarketing?: boolean | null;
  consent?: { accepted?: boolean | null; at?: Date | null } | null;
  assigneeId?: Id | null;
  firstContactAt?: Date | null;
  events?: StoredEvent[] | null;
  visit?: { start?: Date | null; end?: Date | null; agentKey?: string | null; state?: string | null } | null;
  convertedTo?: { into?: string | null; state?: string | null; id?: string | null; propertyId?: string | null } | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');

/** A lead as the staff API shows it; `names` maps assignee ids to their current names. */
export function toApiLead(doc: StoredLead, names: ReadonlyMap<string, string> = new Map()): ApiLead {
  const assigneeId = doc.assigneeId ? doc.assigneeId.toString() : null;
  const visit = doc.visit?.start && doc.visit.end ? doc.visit : null;
  return {
    id: doc._id.toString(),
    kind: doc.kind,
    // Leads stored before the pipeline carry its legacy words (new, contacted, closed).
    status: leadStatusOf(doc.status) ?? 'nueva',
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? '',
    subject: doc.subject ?? '',
    message: doc.message ?? '',
    propertyId: doc.propertyId ? doc.propertyId.toString() : null,
    planId: doc.planId ?? null,
    city: doc.city ?? null,
    address: doc.address ?? null,
    owner: doc.owner?.type ? (doc.owner as OwnerDetails) : null,
    acceptMarketing: doc.acceptMarketing ?? false,
    consent: { accepted: doc.consent?.accepted ?? false, at: iso(doc.consent?.at) },
    assignee: assigneeId ? { id: assigneeId, name: names.get(assigneeId) ?? 'Asesor no disponible' } : null,
    visit: visit
      ? {
          start: toBogotaIso(new Date(visit.start!)),
          end: toBogotaIso(new Date(visit.end!)),
          state: visit.state === 'cancelled' ? 'cancelled' : 'scheduled',
        }
      : null,
    firstContactAt: doc.firstContactAt ? iso(doc.firstContactAt) : null,
    convertedTo: convertedOf(doc.convertedTo),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}

/** What the lead became, once its conversion is done (a pending one shows as none). */
function convertedOf(converted: StoredLead['convertedTo']): ApiLead['convertedTo'] {
  if (converted?.state !== 'done' || !converted.id) return null;
  return {
    into: converted.into === 'owner' ? 'owner' : 'demand',
    id: converted.id,
    propertyId: converted.propertyId ?? null,
  };
}

/** The timeline, oldest first: assignment changes read by the names they had then. */
export function toTimeline(events: StoredEvent[] | null | undefined): ApiLeadEvent[] {
  return (events ?? []).map((event) => ({
    type: event.type,
    at: iso(event.at),
    actor: event.actorName ?? '',
    text: event.text ?? null,
    from: (event.type === 'assignment' ? event.fromName : event.from) ?? null,
    to: (event.type === 'assignment' ? event.toName : event.to) ?? null,
  }));
}
