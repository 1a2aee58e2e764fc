import 'server-only';

import { Counter } from '../../../models/counter';
import { Property, propertySearchText, SEARCH_TEXT_FIELDS } from '../../../models/property';
import { connectDb, trusted } from '../../db';
import { isEmbedded, serialWrites } from '../../db/capabilities';
import { epochOfTask, markTaskEpoch, readCatalogueEpoch } from '../../db/catalogue-epoch';
import { assignedCodeNumber, formatPropertyCode, highestCodeNumber } from '../../domain/property-code';
import { noteCatalogueChanges } from '../catalogue';

const COUNTER = 'property-code';

/**
 * Whether a failed write of `code` failed because another property has it. MongoDB names the
 * index (keyPattern); the embedded database does not, so there the other property is looked up.
 */
export async function isCodeClash(error: unknown, code: string | undefined, self?: unknown): Promise<boolean> {
  const e = error as { code?: unknown; keyPattern?: Record<string, unknown>; message?: unknown };
  // The embedded database answers an update's clash as an InternalError naming SQLite's constraint.
  const duplicate = e?.code === 11000 || /UNIQUE constraint failed/.test(String(e?.message ?? ''));
  if (!duplicate || !code) return false;
  if (e.keyPattern) return 'code' in e.keyPattern;
  const other = self ? { code, _id: trusted({ $ne: self }) } : { code };
  return Boolean(await Property.exists(other));
}

/** Raises the counter to at least `n` (a code typed or imported as "IB-0120" moves it on). */
async function counterAtLeast(n: number): Promise<void> {
  const counter = await Counter.findById(COUNTER).lean();
  if (!counter) await Counter.create({ _id: COUNTER, seq: n }).catch(() => undefined);
  else if (counter.seq < n) await Counter.updateOne({ _id: COUNTER }, { $max: { seq: n } });
}

/** After a write that set a code of the assigned style: the next assigned code comes after it. */
export async function noteCodeUsed(code: string | null | undefined): Promise<void> {
  const n = assignedCodeNumber(code);
  if (n !== null) await counterAtLeast(n);
}

/**
 * The next assigned code. Call ensurePropertyCodes() first (it starts the counter), then this
 * inside serialWrites (the embedded database's `$inc` is not isolated); the unique index still
 * decides, and a clash asks again.
 */
export async function nextPropertyCode(): Promise<string> {
  const counter = await Counter.findOneAndUpdate(
    { _id: COUNTER },
    { $inc: { seq: 1 } },
    { returnDocument: 'after', upsert: true },
  ).lean();
  return formatPropertyCode(counter?.seq ?? 1);
}

let migrated: Promise<void> | null = null;

/**
 * Properties stored before codes existed get one, oldest first, after the highest code in use;
 * and the counter starts there. Once per process (idempotent: an instance racing another skips
 * what the other coded, and a clash takes the next number).
 */
export function ensurePropertyCodes(): Promise<void> {
  migrated ??= migrate().catch((error: unknown) => {
    migrated = null; // try again on the next call
    throw error;
  });
  return migrated;
}

async function migrate(): Promise<void> {
  await connectDb();
  // Every property has a code once this ran in the current epoch: only writers outside the app
  // (the seed, a restore) store properties without one, and they move the epoch. Skipping the
  // scan spares a start 30 s of the embedded database's time at 20,000 listings.
  const epoch = await readCatalogueEpoch();
  if (epoch && (await epochOfTask('codes')) === epoch) {
    console.log('[properties] reference codes checked: all assigned in this epoch');
    return;
  }
  const rows = await Property.find({}).select(`createdAt ${SEARCH_TEXT_FIELDS}`).sort({ createdAt: 1, _id: 1 }).lean();
  let next = highestCodeNumber(rows.map((row) => row.code)) + 1;
  const missing = rows.filter((row) => !row.code);
  // The numbers this run gives are reserved first, so the writes of the site (a create takes the
  // counter's next) go on between its rows rather than wait for all of them: thousands of rows
  // after a seed at scale, each a write of the embedded database.
  if (missing.length) await serialWrites(() => counterAtLeast(next + missing.length - 1));
  let coded: string[] = [];
  // The copy in memory hears of them in batches it reloads by `_id` (catalogue/store.ts).
  const tell = async () => {
    if (!coded.length) return;
    // No cache tag is expired: this runs at startup, outside any request, where Next refuses
    // revalidateTag; a cached page without the code shows it once it expires.
    await noteCatalogueChanges(coded);
    console.log(`[properties] gave reference codes to ${coded.length} properties`);
    coded = [];
  };
  for (const row of missing) {
    await serialWrites(async () => {
      for (;;) {
        try {
          const code = formatPropertyCode(next);
          // Embedded: checked, then written by `_id` alone, which it answers without a scan (5 s a
          // row at 20,000 listings with `code` in the filter too); serialWrites keeps another
          // instance's migration or create from coming in between (as versionedFilter does).
          const embedded = await isEmbedded();
          if (embedded && (await Property.findById(row._id).select('code').lean())?.code !== undefined) break;
          const { modifiedCount } = await Property.updateOne(
            embedded ? { _id: row._id } : { _id: row._id, code: trusted({ $exists: false }) },
            // The admin's search finds a property by its code.
            { $set: { code, searchText: propertySearchText({ ...row, code }) } },
          );
          if (modifiedCount) coded.push(row._id.toString());
          next += 1;
          break;
        } catch (error) {
          if (!(await isCodeClash(error, formatPropertyCode(next)))) throw error;
          next += 1;
        }
      }
    });
    if (coded.length >= 100) await tell();
  }
  await serialWrites(() => counterAtLeast(next - 1));
  await tell();
  if (epoch) await markTaskEpoch('codes', epoch);
  console.log(`[properties] reference codes checked: ${rows.length} properties, ${missing.length} without one`);
}
