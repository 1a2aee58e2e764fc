import 'server-only';

import { Activity } from '../../../models/activity';
import { connectDb } from '../../db';
import type { ActivityAction, ActivityEntity, Actor, FieldChange } from '../../domain/activity';

export interface ActivityEntry {
  actor: Actor;
  entity: ActivityEntity;
  entityId: string;
  label?: string;
  action: ActivityAction;
  changes?: FieldChange[];
}

/**
 * Records one staff action. Called by the services layer after a write succeeds (never by a
 * handler), so every path to a write is logged the same way. An update that changed nothing is
 * not recorded. A failure is logged, not thrown: the write it describes has already happened,
 * and an error answer would make the client repeat it.
 */
export async function recordActivity(entry: ActivityEntry): Promise<void> {
  if (entry.action === 'update' && entry.changes?.length === 0) return;
  try {
    await connectDb();
    await store(entry);
  } catch (error) {
    console.error('Activity log write failed:', error instanceof Error ? error.message : error);
  }
}

async function store(entry: ActivityEntry): Promise<void> {
  await Activity.create({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label ?? '',
    action: entry.action,
    changes: entry.changes ?? [],
    at: new Date(),
  });
}
