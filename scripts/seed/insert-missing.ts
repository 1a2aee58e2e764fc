import type { Model } from 'mongoose';

/**
 * Inserts the rows whose `key` value is not stored yet and returns how many it inserted.
 * Existing documents are left untouched (an admin's edits survive a re-seed).
 */
export async function insertMissing<T extends object>(
  model: Model<never>,
  key: keyof T & string,
  rows: T[],
): Promise<number> {
  const existing = await model.find({}, { [key]: 1, _id: 0 }).lean<Record<string, unknown>[]>();
  const have = new Set(existing.map((doc) => String(doc[key])));
  const missing = rows.filter((row) => !have.has(String(row[key])));
  if (missing.length > 0) await model.insertMany(missing, { ordered: true });
  return missing.length;
}
