import 'server-only';

import type { Actor } from '../../domain/activity';
import type { ApiProperty } from '../../domain/property';
import { logCreate, logDelete, logUpdate } from '../activity/entries';

// The activity log's entries for properties (DESIGN.md §9), compared in the API shape so that
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

export function logPropertyCreate(actor: Actor, created: ApiProperty): Promise<void> {
  return logCreate(actor, target(created), created, ON_CREATE);
}

/** An update's entry: the sent fields whose values changed. */
export function logPropertyUpdate(
  actor: Actor,
  before: ApiProperty,
  after: ApiProperty,
  sent: string[],
): Promise<void> {
  return logUpdate(
    actor,
    target(after),
    before,
    after,
    EDITABLE.filter((field) => sent.includes(field)),
  );
}

export function logPropertyDelete(actor: Actor, removed: ApiProperty): Promise<void> {
  return logDelete(actor, target(removed));
}
