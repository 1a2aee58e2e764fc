import 'server-only';

import { Activity } from '../../../models/activity';
import { trusted } from '../../db';
import { findPage } from '../../db/find-page';
import type { ActivityEntity } from '../../domain/activity';
import type { Page } from '../../domain/pagination';
import type { ActivityItem, ActivityQuery } from '../../validation/activity';

type StoredActivity = Omit<ActivityItem, 'id' | 'actorId' | 'at'> & {
  _id: { toString(): string };
  actorId: { toString(): string };
  at: Date;
};

// Days are Bogotá's (UTC-5 all year: Colombia keeps no daylight saving time).
const startOf = (day: string) => new Date(`${day}T00:00:00-05:00`);
const endOf = (day: string) => new Date(`${day}T23:59:59.999-05:00`);

function toItem(row: StoredActivity): ActivityItem {
  return {
    id: row._id.toString(),
    actorId: row.actorId.toString(),
    actorName: row.actorName,
    entity: row.entity,
    entityId: row.entityId,
    label: row.label ?? '',
    action: row.action,
    changes: (row.changes ?? []).map(({ field, from, to }) => ({ field, from: from ?? null, to: to ?? null })),
    at: new Date(row.at).toISOString(),
  };
}

/** GET /api/activity: newest first, filtered (admins only; never cached). */
export function listActivity(q: ActivityQuery): Promise<Page<ActivityItem>> {
  const filter: Record<string, unknown> = {};
  if (q.actorId) filter.actorId = q.actorId;
  if (q.entity) filter.entity = q.entity;
  if (q.entityId) filter.entityId = q.entityId;
  if (q.action) filter.action = q.action;
  if (q.from || q.to)
    filter.at = trusted({ ...(q.from && { $gte: startOf(q.from) }), ...(q.to && { $lte: endOf(q.to) }) });
  return findPage(Activity, filter, { at: -1, _id: -1 }, q, toItem);
}

/** One record's history, newest first. */
export function recordHistory(entity: ActivityEntity, entityId: string, page: { page: number; limit: number }) {
  return listActivity({ ...page, entity, entityId });
}
