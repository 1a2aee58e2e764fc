import 'server-only';

import type { Actor } from '../../domain/activity';
import type { ApiProperty } from '../../validation/property-response';
import { logCreate, logDelete, logUpdate } from '../activity';

// The activity log's entries for properties (docs/architecture.md#activity-log), compared in the API shape so that
// ids and dates are plain values.

/** The fields staff edit (derived ones such as pricePerM2, version or the agent block are not). */
const EDITABLE = [
  'title',
  'description',
  'price',
  'type',
  'operation',
  'status',
  'featured',
  'location',
  'features',
  'estrato',
  'adminFee',
  'elevator',
  'gatedCommunity',
  'petsAllowed',
  'rentalRequirements',
  'images',
  'videos',
  'amenities',
  'agentId',
  'contactInfo',
  'tags',
  'keywords',
  'priority',
] as const;

/** What a new property's entry lists: the fields that say what it is. */
const ON_CREATE = ['title', 'price', 'type', 'operation', 'status', 'agentId'] as const;

const target = (p: ApiProperty) => ({ entity: 'property' as const, id: p._id, label: p.title });
// The agent as their name (as it was then), which reads better in the log than an id.
const logged = (p: ApiProperty) => ({ ...p, agentId: p.agentId ? p.agent.name : null });

export function logPropertyCreate(actor: Actor, created: ApiProperty): Promise<void> {
  return logCreate(actor, target(created), logged(created), ON_CREATE);
}

/** An update's entry: the sent fields whose values changed (both sides with their agent blocks). */
export function logPropertyUpdate(actor: Actor, before: ApiProperty, after: ApiProperty, sent: string[]) {
  const fields = EDITABLE.filter((field) => sent.includes(field));
  return logUpdate(actor, target(after), logged(before), logged(after), fields);
}

export function logPropertyDelete(actor: Actor, removed: ApiProperty): Promise<void> {
  return logDelete(actor, target(removed));
}
