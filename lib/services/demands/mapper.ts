import { DEMAND_CRITERIA, type DemandCriteria, type DemandCriterion, type DemandStatus } from '../../domain/demands';
import { normalizeText } from '../../text';
import type { ApiDemand } from '../../validation/demands';

type Id = { toString(): string };

/** A stored demand (lean). */
export interface StoredDemand extends DemandCriteria {
  _id: Id;
  client: { name: string; phone: string; email?: string | null };
  clientConsent?: { accepted?: boolean | null; at?: Date | null; source?: string | null } | null;
  status?: DemandStatus | null;
  notes?: string | null;
  agentId: Id;
  leadId?: Id | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

/** What the staff search matches: the client's name, e-mail and phone digits, lowercase without accents. */
export function demandSearchText(client: { name: string; email?: string | null; phone?: string | null }): string {
  return normalizeText(`${client.name} ${client.email ?? ''} ${(client.phone ?? '').replace(/\D/g, '')}`);
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');
const num = (value: number | null | undefined) => (typeof value === 'number' ? value : null);

/**
 * The criteria with each absent one as "no criterion" (null, '' or []): as the answers show them
 * (the staff API's demand, the cruce's matched demand) and as a new demand stores them.
 */
export function criteriaOf(doc: DemandCriteria): Pick<ApiDemand, DemandCriterion> {
  return {
    operation: doc.operation,
    types: doc.types ?? [],
    city: doc.city ?? '',
    localities: doc.localities ?? [],
    minPrice: num(doc.minPrice),
    maxPrice: num(doc.maxPrice),
    minBedrooms: num(doc.minBedrooms),
    minBathrooms: num(doc.minBathrooms),
    minParking: num(doc.minParking),
    minArea: num(doc.minArea),
    estratoMin: num(doc.estratoMin),
    estratoMax: num(doc.estratoMax),
    petsAllowed: typeof doc.petsAllowed === 'boolean' ? doc.petsAllowed : null,
  };
}

/** A demand as the staff API shows it; `names` maps agent ids to their current names. */
export function toApiDemand(doc: StoredDemand, names: ReadonlyMap<string, string> = new Map()): ApiDemand {
  const agentId = doc.agentId.toString();
  return {
    id: doc._id.toString(),
    client: { name: doc.client.name, phone: doc.client.phone, email: doc.client.email ?? '' },
    clientConsent: {
      accepted: doc.clientConsent?.accepted ?? false,
      at: iso(doc.clientConsent?.at),
      source: doc.clientConsent?.source ?? 'admin',
    },
    ...criteriaOf(doc),
    status: doc.status ?? 'activa',
    notes: doc.notes ?? '',
    agent: { id: agentId, name: names.get(agentId) ?? 'Asesor no disponible' },
    leadId: doc.leadId ? doc.leadId.toString() : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}

/** The fields a staff member sets as given (the client and the agent are written apart). */
export const PLAIN_FIELDS = [...DEMAND_CRITERIA, 'status', 'notes'] as const;

/** The fields the activity log compares (the client's one level in: client.name, client.phone...). */
export const LOGGED_FIELDS = ['client', ...PLAIN_FIELDS, 'agent'] as const;

/** A demand as the activity log records it: its agent by name, as a lead's assignee is. */
export function loggedDemand(demand: ApiDemand): Record<string, unknown> {
  return { ...demand, agent: demand.agent.name };
}
