import 'server-only';

import type { Model } from 'mongoose';

import { isEmbedded } from './capabilities';

/**
 * Figures over the documents matching `match`, grouped by the values of the top-level `by`
 * fields: how many there are, the sum of each `sums` field, and how many have each `windows`
 * field in [from, to). Output names are the keys of `sums` and `windows`.
 */
export interface GroupSpec {
  match: Record<string, unknown>;
  by: readonly string[];
  sums?: Record<string, string>;
  windows?: Record<string, { field: string; from: Date; to?: Date }>;
}

export interface GroupRow {
  key: Record<string, unknown>;
  count: number;
  totals: Record<string, number>;
}

/** The spec as one `$match` + `$group` pipeline (MongoDB). */
export function groupPipeline({ match, by, sums = {}, windows = {} }: GroupSpec) {
  const totals: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(sums)) totals[name] = { $sum: `$${field}` };
  for (const [name, { field, from, to }] of Object.entries(windows)) {
    const inside = [{ $gte: [`$${field}`, from] }, ...(to ? [{ $lt: [`$${field}`, to] }] : [])];
    totals[name] = { $sum: { $cond: [{ $and: inside }, 1, 0] } };
  }
  const key = Object.fromEntries(by.map((field) => [field, `$${field}`]));
  return [{ $match: match }, { $group: { _id: key, count: { $sum: 1 }, ...totals } }];
}

const numeric = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function inWindow(value: unknown, { from, to }: { from: Date; to?: Date }): boolean {
  if (!(value instanceof Date) && typeof value !== 'string') return false;
  const time = new Date(value).getTime();
  return time >= from.getTime() && (!to || time < to.getTime());
}

/** The same groups computed from the matching rows themselves (the embedded database). */
export function groupRows(rows: Record<string, unknown>[], { by, sums = {}, windows = {} }: GroupSpec): GroupRow[] {
  const groups = new Map<string, GroupRow>();
  for (const row of rows) {
    const key = Object.fromEntries(by.map((field) => [field, row[field] ?? null]));
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, count: 0, totals: {} };
    groups.set(id, group);
    group.count += 1;
    for (const [name, field] of Object.entries(sums))
      group.totals[name] = (group.totals[name] ?? 0) + numeric(row[field]);
    for (const [name, window] of Object.entries(windows))
      group.totals[name] = (group.totals[name] ?? 0) + (inWindow(row[window.field], window) ? 1 : 0);
  }
  return [...groups.values()];
}

/**
 * The groups of `spec` in one query: an aggregation on MongoDB; on the embedded database, whose
 * `$group` keeps only its first accumulator, one find of the fields involved, grouped here.
 */
export async function countGroups(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any collection
  spec: GroupSpec,
): Promise<GroupRow[]> {
  if (await isEmbedded()) {
    const fields = [
      ...spec.by,
      ...Object.values(spec.sums ?? {}),
      ...Object.values(spec.windows ?? {}).map((w) => w.field),
    ];
    const rows = await model
      .find(spec.match)
      .select(['-_id', ...new Set(fields)].join(' '))
      .lean<Record<string, unknown>[]>();
    return groupRows(rows, spec);
  }
  const groups = await model.aggregate<{ _id: Record<string, unknown>; count: number }>(groupPipeline(spec));
  return groups.map(({ _id, count, ...totals }) => ({
    key: _id ?? {},
    count,
    totals: totals as Record<string, number>,
  }));
}
