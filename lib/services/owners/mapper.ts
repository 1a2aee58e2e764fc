import type { ConsentSource, DocumentType } from '../../domain/owners';
import type { ApiOwner, ApiOwnerHistory } from '../../validation/owners';

type Id = { toString(): string };

/** A stored owner (lean). */
export interface StoredOwner {
  _id: Id;
  name: string;
  documentType: DocumentType;
  documentNumber: string;
  phone: string;
  email?: string | null;
  whatsapp?: string | null;
  address?: string | null;
  notes?: string | null;
  agentId: Id;
  withholdings?: Array<{ label: string; percent: number }> | null;
  consent?: { accepted?: boolean | null; at?: Date | null; source?: ConsentSource | null } | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : '');

/** An owner as the staff API shows it; `names` maps agent ids to their current names. */
export function toApiOwner(doc: StoredOwner, names: ReadonlyMap<string, string>, propertyCount = 0): ApiOwner {
  const agentId = doc.agentId.toString();
  return {
    id: doc._id.toString(),
    name: doc.name,
    documentType: doc.documentType,
    documentNumber: doc.documentNumber,
    phone: doc.phone,
    email: doc.email ?? '',
    whatsapp: doc.whatsapp ?? '',
    address: doc.address ?? '',
    notes: doc.notes ?? '',
    agent: { id: agentId, name: names.get(agentId) ?? 'Asesor no disponible' },
    withholdings: (doc.withholdings ?? []).map(({ label, percent }) => ({ label, percent })),
    consent: {
      accepted: doc.consent?.accepted ?? false,
      at: iso(doc.consent?.at),
      source: doc.consent?.source ?? 'admin',
    },
    propertyCount,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}

/** A stored activity entry (lean). */
export interface StoredEntry {
  _id: Id;
  entity: string;
  entityId: string;
  action: ApiOwnerHistory['action'];
  label?: string | null;
  actorId: Id;
  actorName: string;
  changes?: Array<{ field: string; from?: unknown; to?: unknown }> | null;
  at: Date;
}

export function toHistory(row: StoredEntry): ApiOwnerHistory {
  return {
    id: row._id.toString(),
    entity: row.entity === 'mandate' ? 'mandate' : 'owner',
    entityId: row.entityId,
    action: row.action,
    label: row.label ?? '',
    actorId: row.actorId.toString(),
    actorName: row.actorName,
    changes: (row.changes ?? []).map(({ field, from, to }) => ({ field, from: from ?? null, to: to ?? null })),
    at: iso(row.at),
  };
}

/** The fields of an owner the activity log follows (the plain record of toLogged). */
export const OWNER_LOGGED_FIELDS = [
  'name',
  'documentType',
  'documentNumber',
  'phone',
  'email',
  'whatsapp',
  'address',
  'notes',
  'withholdings',
  'agent',
] as const;

/** An owner as the activity log compares it: the agent by name (as it was then), which reads better than an id. */
export const toLogged = (owner: ApiOwner) => ({ ...owner, agent: owner.agent.name });
