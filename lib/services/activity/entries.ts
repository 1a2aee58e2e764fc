import 'server-only';

import { changedFields, type ActivityEntity, type Actor } from '../../domain/activity';
import { recordActivity } from './record';

// The three kinds of entries each domain's writes record, from plain (API-shaped) records so that
// ids and dates compare as values. `fields`: the ones staff edit (never secrets, never hashes).

type Plain = object;
interface Target {
  entity: ActivityEntity;
  id: string;
  label: string;
}

const fieldsOf = (record: Plain) => record as Record<string, unknown>;

/** A new record: the listed fields' first values. */
export function logCreate(actor: Actor, target: Target, created: Plain, fields: readonly string[]): Promise<void> {
  const changes = changedFields(null, fieldsOf(created), fields);
  return recordActivity({
    actor,
    entity: target.entity,
    entityId: target.id,
    label: target.label,
    action: 'create',
    changes,
  });
}

/** A changed record: the listed fields whose values differ (nothing is recorded when none does). */
export function logUpdate(
  actor: Actor,
  target: Target,
  before: Plain,
  after: Plain,
  fields: readonly string[],
): Promise<void> {
  const changes = changedFields(fieldsOf(before), fieldsOf(after), fields);
  return recordActivity({
    actor,
    entity: target.entity,
    entityId: target.id,
    label: target.label,
    action: 'update',
    changes,
  });
}

export function logDelete(actor: Actor, target: Target): Promise<void> {
  return recordActivity({ actor, entity: target.entity, entityId: target.id, label: target.label, action: 'delete' });
}
