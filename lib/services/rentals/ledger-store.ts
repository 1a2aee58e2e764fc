import 'server-only';

import type { Types } from 'mongoose';

import { LeaseLedger } from '../../../models/lease-ledger';
import { connectDb, trusted } from '../../db';
import { isEmbedded, serialQueue } from '../../db/capabilities';
import type { LedgerEntry } from '../../domain/rentals/types';

// The one way entries enter a lease's ledger (docs/rentals.md#the-ledger). An entry's key is
// unique in its ledger: appending is a `$push` filtered on that key being absent, atomic on
// MongoDB; on the embedded database (a read then a write without isolation, and a scan of the
// collection for any filter beyond `_id`) the appends run one at a time, across instances with
// REDIS_URL, each a read of the keys and one push by `_id`. Entries are never edited or removed.

const appends = serialQueue('lease-ledger');

type Id = Types.ObjectId | string;

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
  if (await isEmbedded()) return appends(() => appendMissing(leaseId, entries));
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

/**
 * The embedded database's append, inside the queue: a filter beyond `_id` would decode every
 * ledger of the collection, so the keys are read by `_id` and the missing entries pushed in one
 * write filtered by `_id` alone (the queue keeps another append from coming in between).
 */
async function appendMissing(leaseId: Id, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  const row = await LeaseLedger.findById(leaseId, { entries: 1 }).lean<{ entries?: Array<{ key: string }> }>();
  if (!row) return [];
  const keys = new Set((row.entries ?? []).map((entry) => entry.key));
  const missing = entries.filter((entry) => !keys.has(entry.key) && keys.add(entry.key));
  if (missing.length > 0) await LeaseLedger.updateOne({ _id: leaseId }, { $push: { entries: { $each: missing } } });
  return missing;
}

/** Appends one entry; false when its key is already in the ledger. */
export async function appendEntry(leaseId: Id, entry: LedgerEntry): Promise<boolean> {
  return (await appendEntries(leaseId, [entry])).length === 1;
}

/** Every entry of the lease's ledger, in the order they were appended (one read by `_id`). */
export async function readLedger(leaseId: Id): Promise<LedgerEntry[]> {
  await connectDb();
  const row = await LeaseLedger.findById(leaseId, { entries: 1 }).lean<{ entries?: LedgerEntry[] }>();
  return row?.entries ?? [];
}
