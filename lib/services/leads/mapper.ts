import type { LeadKind, LeadStatus } from '../../domain/leads';
import type { ApiLead, LeadInput } from '../../validation/leads';

/** What a lead stores: every form normalised into name/email/phone/message plus its extras. */
export interface LeadRecord {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  propertyId?: string;
  planId?: string;
  city?: string;
  address?: string;
  acceptMarketing: boolean;
  consent: { accepted: true; at: Date };
}

export function toLeadRecord(input: LeadInput, at: Date): LeadRecord {
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
  }
}

/** A stored lead (lean) as the admin API shows it. */
export interface StoredLead {
  _id: { toString(): string };
  kind: LeadKind;
  status?: LeadStatus | null;
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
  propertyId?: { toString(): string } | null;
  planId?: string | null;
  city?: string | null;
  address?: string | null;
  acceptMarketing?: boolean | null;
  consent?: { accepted?: boolean | null; at?: Date | null } | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');

export function toApiLead(doc: StoredLead): ApiLead {
  return {
    id: doc._id.toString(),
    kind: doc.kind,
    status: doc.status ?? 'new',
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? '',
    subject: doc.subject ?? '',
    message: doc.message ?? '',
    propertyId: doc.propertyId ? doc.propertyId.toString() : null,
    planId: doc.planId ?? null,
    city: doc.city ?? null,
    address: doc.address ?? null,
    acceptMarketing: doc.acceptMarketing ?? false,
    consent: { accepted: doc.consent?.accepted ?? false, at: iso(doc.consent?.at) },
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
