import 'server-only';

import { Demand } from '../../../models/demand';
import { connectDb } from '../../db';
import { CRUCE_MESSAGES } from '../../domain/cruce';
import type { MatchableDemand } from '../../domain/demand-match';
import { NotFoundError } from '../../domain/errors';
import type { PublicUser } from '../../domain/users';
import type { ApiMatchedDemand } from '../../validation/cruce';
import { criteriaOf } from '../demands';

// The demands as the cruce reads them: scoped to the caller like leads (an agent only their own,
// another's answers 404 as if it did not exist), the client's name only where a list shows them.

export type StoredDemand = MatchableDemand & {
  _id: { toString(): string };
  client: { name: string; phone?: string; email?: string };
  clientConsent?: { accepted?: boolean } | null;
  status: ApiMatchedDemand['status'];
  agentId: { toString(): string };
  createdAt?: Date | string | null;
};

/** Whose demands a staff member works: an agent their own, an admin everyone's. */
export const demandScope = (caller: PublicUser): Record<string, unknown> =>
  caller.role === 'admin' ? {} : { agentId: caller.id };

/** One demand in the caller's scope, or the 404 of an unknown one. */
export async function demandInScope(id: string, caller: PublicUser): Promise<StoredDemand> {
  await connectDb();
  const demand = await Demand.findOne({ _id: id, ...demandScope(caller) }).lean<StoredDemand>();
  if (!demand) throw new NotFoundError(CRUCE_MESSAGES.demandNotFound);
  return demand;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : '');

/** The demand as the property's match list shows it (no phone, no e-mail). */
export function toMatchedDemand(d: StoredDemand): ApiMatchedDemand {
  return {
    id: d._id.toString(),
    client: { name: d.client?.name ?? '' },
    ...criteriaOf(d),
    status: d.status,
    agentId: d.agentId.toString(),
    createdAt: iso(d.createdAt),
  };
}
