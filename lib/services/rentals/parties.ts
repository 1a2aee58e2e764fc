import 'server-only';

import { Owner } from '../../../models/owner';
import { Property } from '../../../models/property';
import { connectDb } from '../../db';
import type { StoredLease } from './stored';

// Who and what a lease is about, as letters, e-mails and the activity log name them: the
// property (title, code, address, current agent) and the owner's name. Two reads by `_id`.

export interface LeaseParties {
  property: { id: string; title: string; code: string; address: string; agentId: string | null };
  ownerName: string;
}

export async function partiesOf(lease: Pick<StoredLease, 'propertyId' | 'ownerId'>): Promise<LeaseParties> {
  await connectDb();
  const [property, owner] = await Promise.all([
    Property.findById(lease.propertyId, { title: 1, code: 1, 'location.address': 1, agentId: 1 }).lean<{
      title?: string;
      code?: string;
      location?: { address?: string };
      agentId?: unknown;
    }>(),
    Owner.findById(lease.ownerId, { name: 1 }).lean<{ name?: string }>(),
  ]);
  return {
    property: {
      id: String(lease.propertyId),
      title: property?.title ?? '',
      code: property?.code ?? '',
      address: property?.location?.address ?? '',
      agentId: property?.agentId ? String(property.agentId) : null,
    },
    ownerName: owner?.name ?? '',
  };
}

/** "<tenant> · <property title>": the lease's label in the activity log. */
export const leaseLabel = (lease: Pick<StoredLease, 'tenant'>, parties: LeaseParties) =>
  `${lease.tenant.name} · ${parties.property.title}`;
