/** What the activity log records (docs/architecture.md#activity-log): who did what to which record, field by field. */
export const ACTIVITY_ENTITIES = [
  'property',
  'news',
  'city',
  'locality',
  'settings',
  'user',
  'lead',
  'owner',
  'mandate',
  'demand',
  'api-key',
  'webhook',
  'lease',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The staff member behind a write, as the log keeps them (their name as it was then). */
export interface Actor {
  id: string;
  name: string;
}

/** Who is writing, and whose records they may touch: an agent only their own (`agentId`), an admin any. */
export interface StaffScope {
  actor: Actor;
  agentId?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose values differ from `before` (dotted paths one level into plain
 * objects, so `location.city` rather than the whole location).
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = before?.[field];
    const to = after[field];
    if (same(from, to)) continue;
    const nested = isPlainObject(to) && (from === undefined || from === null || isPlainObject(from));
    if (nested) {
      const inner = changedFields((from ?? {}) as Record<string, unknown>, to as Record<string, unknown>);
      changes.push(...inner.map((change) => ({ ...change, field: `${field}.${change.field}` })));
    } else {
      changes.push({ field, from: from ?? null, to: to ?? null });
    }
  }
  return changes;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
