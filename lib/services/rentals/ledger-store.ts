import 'server-only';

import type { Types } from 'mongoose';

import { LeaseLedger } from '../../../models/lease-ledger';
import { connectDb, trusted } from '../../db';
import { isEmbedded, serialQueue } from '../../db/capabilities';
import type { LedgerEntry } from '../../domain/rentals/types';

// The one way entries enter a lease's ledger (docs/rentals.md#the-ledger). An entry's key is
// unique in its ledger: on MongoDB appending is a `$push` filtered on that key being absent, one
// atomic update. The embedded database (FerretDB v1 on SQLite) differs twice: its update is a
// read then a write without isolation, so the appends run one at a time (across instances with
// REDIS_URL); and every update decodes every document of its collection, whatever its filter
// (measured: 2,000 ledgers of 48 entries as subdocuments, 1.4 s an update; as one string, 46 ms).
// So there the entries are kept packed in one JSON string (`packed`), read by `_id` and written
// whole by `_id`. readLedger reads both forms. Entries are never edited or removed.

const appends = serialQueue('lease-ledger');

type Id = Types.ObjectId | string;
type Row = { entries?: LedgerEntry[]; packed?: string | null };

/** The entries of a packed ledger, their dates revived. */
function unpack(packed: string | null | undefined): LedgerEntry[] {
  if (!packed) return [];
  return (JSON.parse(packed) as LedgerEntry[]).map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }));
}

const entriesOf = (row: Row | null) => [...(row?.entries ?? []), ...unpack(row?.packed)];

/** Creates the lease's empty ledger (with the lease: every later append finds it). */
export async function openLedger(leaseId: Id): Promise<void> {
  await connectDb();
  await LeaseLedger.updateOne({ _id: leaseId }, { $setOnInsert: { entries: [] } }, { upsert: true });
}

/**
 * Appends `entries` whose keys the ledger does not hold yet, in order; returns those appended
 * (an entry already there, by key, is skipped: a second timed pass, a retried request).
 */
export async function appendEntries(leaseId: Id, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  if (entries.length === 0) return [];
  await connectDb();
  if (await isEmbedded()) return appends(() => appendPacked(leaseId, entries));
  const appended: LedgerEntry[] = [];
  for (const entry of entries) {
    const result = await LeaseLedger.updateOne(
      { _id: leaseId, 'entries.key': trusted({ $ne: entry.key }) },
      { $push: { entries: entry } },
    );
    if (result.modifiedCount === 1) appended.push(entry);
  }
  return appended;
}

/** The embedded append, in the queue: the keys read by `_id`, the missing entries written packed by `_id`. */
async function appendPacked(leaseId: Id, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  const row = await LeaseLedger.findById(leaseId, { entries: 1, packed: 1 }).lean<Row>();
  if (!row) return [];
  const keys = new Set(entriesOf(row).map((entry) => entry.key));
  const missing = entries.filter((entry) => !keys.has(entry.key) && keys.add(entry.key));
  if (missing.length > 0)
    await LeaseLedger.updateOne(
      { _id: leaseId },
      { $set: { packed: JSON.stringify([...unpack(row.packed), ...missing]) } },
    );
  return missing;
}

/** Appends one entry; false when its key is already in the ledger. */
export async function appendEntry(leaseId: Id, entry: LedgerEntry): Promise<boolean> {
  return (await appendEntries(leaseId, [entry])).length === 1;
}

/** Every entry of the lease's ledger, in the order they were appended (one read by `_id`). */
export async function readLedger(leaseId: Id): Promise<LedgerEntry[]> {
  await connectDb();
  return entriesOf(await LeaseLedger.findById(leaseId, { entries: 1, packed: 1 }).lean<Row>());
}

/**
 * The entries of several ledgers in one query, by lease id: for a pass over many leases (the
 * payment reminders). On the embedded database one query decodes the collection once, where a
 * read by `_id` per lease costs one round trip each (2,000 leases: about 1 s against 50 s).
 */
export async function readLedgers(leaseIds: Id[]): Promise<Map<string, LedgerEntry[]>> {
  if (leaseIds.length === 0) return new Map();
  await connectDb();
  const rows = await LeaseLedger.find({ _id: trusted({ $in: leaseIds }) }, { entries: 1, packed: 1 }).lean<
    Array<Row & { _id: unknown }>
  >();
  return new Map(rows.map((row) => [String(row._id), entriesOf(row)]));
}
