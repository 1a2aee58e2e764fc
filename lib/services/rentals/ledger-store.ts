import 'server-only';

import type { Types } from 'mongoose';

import { Lease } from '../../../models/lease';
import { LeaseCharge } from '../../../models/lease-charge';
import { LeaseLedger } from '../../../models/lease-ledger';
import { connectDb, trusted } from '../../db';
import { isEmbedded, serialQueue } from '../../db/capabilities';
import { periodIndexOf, periodStart } from '../../domain/rentals/periods';
import type { ChargeEntry, LedgerEntry } from '../../domain/rentals/types';

// The one way entries enter a lease's ledger (docs/rentals.md#the-ledger). An entry's key is
// unique in its ledger: on MongoDB appending is a `$push` filtered on that key being absent, one
// atomic update. The embedded database (FerretDB v1 on SQLite) differs twice: its update is a
// read then a write without isolation, so the appends run one at a time (across instances with
// REDIS_URL); and every update decodes every document of its collection, whatever its filter
// (measured with 2,000 ledgers of 48 entries: 1.4 s an update with the entries as subdocuments,
// 46 ms as one string; an insert or a read by `_id` costs 2 ms). So there:
// - the entries are kept packed in one JSON string (`packed`), read by `_id`, written whole by `_id`;
// - the timed pass's monthly charges are inserted apart (models/lease-charge.ts, `_id`
//   `${leaseId}:${period}`): a month's charges for every lease are inserts, not a scan each, and
//   the pass rewrites no lease. A read finds them by `_id` on the lease's calendar after the
//   ledger's last charge, and the next append to the ledger takes them in (they stay, as marks).
// readLedger reads every form. Entries are never edited or removed.

const appends = serialQueue('lease-ledger');

type Id = Types.ObjectId | string;
type Row = { entries?: LedgerEntry[]; packed?: string | null; startDate?: string | null };

/** The entries of a packed ledger, their dates revived. */
function unpack(packed: string | null | undefined): LedgerEntry[] {
  if (!packed) return [];
  return (JSON.parse(packed) as LedgerEntry[]).map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }));
}

const entriesOf = (row: Row | null) => [...(row?.entries ?? []), ...unpack(row?.packed)];

/** The charges inserted apart after the ledger's last charge, in period order (a read by `_id` each, and a miss). */
async function chargesApart(leaseId: Id, row: Row | null, entries: LedgerEntry[]): Promise<ChargeEntry[]> {
  if (!row) return [];
  // A ledger opened without its calendar takes the lease's.
  const start =
    row.startDate ?? (await Lease.findById(leaseId, { startDate: 1 }).lean<{ startDate: string }>())?.startDate;
  if (!start) return [];
  const last = entries.reduce(
    (latest, entry) => (entry.kind === 'charge' && entry.period > latest ? entry.period : latest),
    '',
  );
  const found: ChargeEntry[] = [];
  // Two periods a round trip: usually one charge apart at most, so its read and the miss that
  // ends the search go together.
  for (let n = last ? periodIndexOf(start, last) + 1 : 0; ; n += 2) {
    const pair = await Promise.all(
      [n, n + 1].map((i) =>
        LeaseCharge.findById(`${String(leaseId)}:${periodStart(start, i)}`).lean<{ entry: ChargeEntry }>(),
      ),
    );
    for (const apart of pair) {
      if (!apart) return found;
      found.push({ ...apart.entry, createdAt: new Date(apart.entry.createdAt) });
    }
  }
}

/** Creates the lease's empty ledger (with the lease: every later append finds it), on its calendar. */
export async function openLedger(leaseId: Id, startDate?: string): Promise<void> {
  await connectDb();
  await LeaseLedger.updateOne(
    { _id: leaseId },
    { $setOnInsert: { entries: [], ...(startDate && { startDate }) } },
    { upsert: true },
  );
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

/** The embedded append, in the queue: the ledger read by `_id`, the charges apart and new entries written packed. */
async function appendPacked(leaseId: Id, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  const row = await LeaseLedger.findById(leaseId, { entries: 1, packed: 1, startDate: 1 }).lean<Row>();
  if (!row) return [];
  const held = entriesOf(row);
  const apart = await chargesApart(leaseId, row, held);
  const keys = new Set([...held, ...apart].map((entry) => entry.key));
  const missing = entries.filter((entry) => !keys.has(entry.key) && keys.add(entry.key));
  if (missing.length > 0)
    await LeaseLedger.updateOne(
      { _id: leaseId },
      { $set: { packed: JSON.stringify([...unpack(row.packed), ...apart, ...missing]) } },
    );
  return missing;
}

/** Appends one entry; false when its key is already in the ledger. */
export async function appendEntry(leaseId: Id, entry: LedgerEntry): Promise<boolean> {
  return (await appendEntries(leaseId, [entry])).length === 1;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * The timed pass's charges of one lease, every period from its signing through today, oldest first.
 * On the embedded database the ones not made yet are inserts apart: looked for newest first by
 * `_id` until one exists (those before it do too), each insert refused by its `_id` when another
 * pass made it, and nothing of the lease rewritten. On MongoDB, appendEntries. Returns those created.
 */
export async function appendCharges(leaseId: Id, charges: ChargeEntry[]): Promise<ChargeEntry[]> {
  if (charges.length === 0) return [];
  await connectDb();
  if (!(await isEmbedded())) return (await appendEntries(leaseId, charges)) as ChargeEntry[];
  const missing: ChargeEntry[] = [];
  for (let i = charges.length - 1; i >= 0; i -= 1) {
    if (await LeaseCharge.findById(`${String(leaseId)}:${charges[i].period}`, { _id: 1 }).lean()) break;
    missing.unshift(charges[i]);
  }
  const created: ChargeEntry[] = [];
  for (const entry of missing) {
    try {
      await LeaseCharge.create({ _id: `${String(leaseId)}:${entry.period}`, entry });
      created.push(entry);
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  return created;
}

/** Every entry of the lease's ledger, in the order they were appended (one read by `_id`, and the charges apart). */
export async function readLedger(leaseId: Id): Promise<LedgerEntry[]> {
  await connectDb();
  const row = await LeaseLedger.findById(leaseId, { entries: 1, packed: 1, startDate: 1 }).lean<Row>();
  const entries = entriesOf(row);
  const keys = new Set(entries.map((entry) => entry.key));
  const apart = (await chargesApart(leaseId, row, entries)).filter((entry) => !keys.has(entry.key));
  return [...entries, ...apart];
}

/**
 * The entries of several ledgers, by lease id, in two queries: for a pass over many leases (the
 * payment reminders). On the embedded database a query decodes its collection once, where a read
 * by `_id` per lease costs a round trip each (2,000 leases: the pass's ledgers in about 1 s against
 * 50 s). The charges apart are looked for on each lease's calendar, after its ledger's last charge
 * through `through` (charges exist only for started periods).
 */
export async function readLedgers(
  leases: ReadonlyArray<{ _id: Id; startDate: string }>,
  through: string,
): Promise<Map<string, LedgerEntry[]>> {
  if (leases.length === 0) return new Map();
  await connectDb();
  const rows = await LeaseLedger.find(
    { _id: trusted({ $in: leases.map((lease) => lease._id) }) },
    { entries: 1, packed: 1, startDate: 1 },
  ).lean<Array<Row & { _id: unknown }>>();
  const byId = new Map(rows.map((row) => [String(row._id), entriesOf(row)]));
  const wanted: string[] = [];
  for (const lease of leases) {
    const entries = byId.get(String(lease._id)) ?? [];
    const last = entries.reduce((at, e) => (e.kind === 'charge' && e.period > at ? e.period : at), '');
    for (let n = last ? periodIndexOf(lease.startDate, last) + 1 : 0; ; n += 1) {
      const period = periodStart(lease.startDate, n);
      if (period > through) break;
      wanted.push(`${String(lease._id)}:${period}`);
    }
  }
  if (wanted.length === 0) return byId;
  const apart = await LeaseCharge.find({ _id: trusted({ $in: wanted }) }).lean<
    Array<{ _id: string; entry: ChargeEntry }>
  >();
  for (const { _id, entry } of apart.sort((x, y) => x._id.localeCompare(y._id))) {
    const entries = byId.get(_id.slice(0, _id.indexOf(':')));
    if (entries && !entries.some((e) => e.key === entry.key))
      entries.push({ ...entry, createdAt: new Date(entry.createdAt) });
  }
  return byId;
}
