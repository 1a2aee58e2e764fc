import 'server-only';

import { isValidObjectId } from 'mongoose';

import { Lease } from '../../../models/lease';
import { Property } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { NotFoundError } from '../../domain/errors';
import { LEASE_MESSAGES } from '../../domain/rentals/lease-messages';
import type { StoredLease } from './stored';

// An agent works the leases of the properties whose CURRENT agent they are (a property reassigned
// takes its lease along); admins work every lease. Another agent's lease is a 404, as for owners.

type Filter = Record<string, unknown>;
const notFound = () => new NotFoundError(LEASE_MESSAGES.notFound);

/** The lease if the scope may work it (two reads by `_id`); a 404 "Contrato no encontrado" otherwise. */
export async function leaseInScope(id: string, scope: Pick<StaffScope, 'agentId'>): Promise<StoredLease> {
  if (!isValidObjectId(id)) throw notFound();
  await connectDb();
  const lease = await Lease.findById(id).lean<StoredLease>();
  if (!lease) throw notFound();
  if (scope.agentId) {
    const property = await Property.findById(lease.propertyId, { agentId: 1 }).lean<{ agentId?: unknown }>();
    if (String(property?.agentId ?? '') !== scope.agentId) throw notFound();
  }
  return lease;
}

/**
 * The lease filter of a list: an agent's own (or an admin's agent filter) are those on the
 * agent's properties, one query on the properties first; admins without a filter: every lease.
 */
export async function leaseScopeFilter(scope: Pick<StaffScope, 'agentId'>, agentFilter?: string): Promise<Filter> {
  const agentId = scope.agentId ?? agentFilter;
  if (!agentId) return {};
  await connectDb();
  const rows = await Property.find({ agentId }, { _id: 1 }).lean<Array<{ _id: unknown }>>();
  return { propertyId: trusted({ $in: rows.map((row) => row._id) }) };
}
