import type { Model } from 'mongoose';

/**
 * Inserts the rows whose `key` value is not stored yet and returns how many it inserted, in
 * batches of `batchSize` (each one insertMany: validated, pre('validate') hooks run).
 * Existing documents are left untouched (an admin's edits survive a re-seed).
 */
export async function insertMissing<T extends object>(
  model: Model<never>,
  key: keyof T & string,
  rows: T[],
  { batchSize = 500, onBatch }: { batchSize?: number; onBatch?: (inserted: number, of: number) => void } = {},
): Promise<number> {
  const existing = await model.find({}, { [key]: 1, _id: 0 }).lean<Record<string, unknown>[]>();
  const have = new Set(existing.map((doc) => String(doc[key])));
  const missing = rows.filter((row) => !have.has(String(row[key])));
  for (let start = 0; start < missing.length; start += batchSize) {
    await model.insertMany(missing.slice(start, start + batchSize), { ordered: true });
    onBatch?.(Math.min(start + batchSize, missing.length), missing.length);
  }
  return missing.length;
}
