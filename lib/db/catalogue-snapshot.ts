import { randomUUID } from 'node:crypto';

import mongoose from 'mongoose';

import { PUBLIC_STATUSES } from '../domain/property';
import { compactProperty, Interner } from './catalogue-compact';
import { decodeRows, encodeRows } from './catalogue-snapshot-codec';

// The public catalogue's snapshot and the journal of property writes, in the database itself so
// that every instance sharing it (docs/operations.md, the cluster) finds them
// (docs/architecture.md#catalogue-in-memory). Both are read by `_id` or are small: the embedded
// database decodes a whole collection for any other filter. The snapshot: gzip'd chunks (about
// 1.2 MB each) under a generation, then a head naming it, so a reader never sees half of one. The journal: one small
// document per property write, its ids and when; pruned when a snapshot covers it.

type Doc = Record<string, unknown>;

interface Head {
  _id: string;
  generation: string;
  chunks: number;
  rows: number;
  /** The catalogue epoch (catalogue-epoch.ts) the rows belong to. */
  epoch: string;
  /** Every write journaled before this instant is in the rows (on the writer's clock). */
  since: Date;
  /** With REDIS_URL: the writer's last applied change (lib/redis/catalogue-changes.ts); else 0. */
  seq: number;
  writtenAt: Date;
}

interface Chunk {
  _id: string;
  data: mongoose.mongo.Binary;
}

interface JournalEntry {
  _id?: mongoose.Types.ObjectId;
  at: Date;
  ids: string[];
}

const HEAD = 'head';
const snapshots = () => mongoose.connection.collection<Head | Chunk>('catalogue_snapshots');
const journal = () => mongoose.connection.collection<JournalEntry>('catalogue_journal');
const chunkId = (generation: string, i: number) => `${generation}:${i}`;

export interface CatalogueSnapshot {
  rows: Doc[];
  epoch: string;
  since: Date;
  seq: number;
  /** How long the read took: the chunks from the database, then their decoding. */
  timings?: { readMs: number; decodeMs: number };
}

/** The snapshot as stored, or null when there is none or a chunk went missing (a newer one replaced it). */
export async function readCatalogueSnapshot(pool = new Interner()): Promise<CatalogueSnapshot | null> {
  const head = (await snapshots().findOne({ _id: HEAD })) as Head | null;
  if (!head) return null;
  const fetchChunk = (i: number) => snapshots().findOne({ _id: chunkId(head.generation, i) }) as Promise<Chunk | null>;
  const rows: Doc[] = [];
  const timings = { readMs: 0, decodeMs: 0 };
  let next = fetchChunk(0);
  for (let i = 0; i < head.chunks; i += 1) {
    const waited = performance.now();
    const chunk = await next;
    timings.readMs += performance.now() - waited;
    if (!chunk) return null;
    // The next chunk comes from the database while this one is decoded.
    if (i + 1 < head.chunks) next = fetchChunk(i + 1);
    next.catch(() => undefined);
    const decoding = performance.now();
    for (const row of await decodeRows(Buffer.from(chunk.data.buffer), pool)) rows.push(row);
    timings.decodeMs += performance.now() - decoding;
  }
  timings.readMs = Math.round(timings.readMs);
  timings.decodeMs = Math.round(timings.decodeMs);
  return { rows, epoch: head.epoch, since: new Date(head.since), seq: head.seq ?? 0, timings };
}

/**
 * Writes `rows` as the snapshot, then drops the one it replaces; false (nothing written) when the
 * stored one is of the same epoch and newer (another instance wrote it meanwhile).
 */
export async function writeCatalogueSnapshot(snapshot: CatalogueSnapshot): Promise<boolean> {
  const encoded = await encodeRows(snapshot.rows);
  const previous = (await snapshots().findOne({ _id: HEAD })) as Head | null;
  if (previous && previous.epoch === snapshot.epoch && new Date(previous.since) > snapshot.since) return false;
  const generation = randomUUID();
  const chunks = encoded.length;
  for (const [i, bytes] of encoded.entries())
    await snapshots().insertOne({ _id: chunkId(generation, i), data: new mongoose.mongo.Binary(bytes) });
  const head: Head = {
    _id: HEAD,
    generation,
    chunks,
    rows: snapshot.rows.length,
    epoch: snapshot.epoch,
    since: snapshot.since,
    seq: snapshot.seq,
    writtenAt: new Date(),
  };
  await snapshots().replaceOne({ _id: HEAD }, head, { upsert: true });
  if (previous && previous.generation !== generation)
    for (let i = 0; i < previous.chunks; i += 1) await snapshots().deleteOne({ _id: chunkId(previous.generation, i) });
  return true;
}

/** Drops the snapshot (the next start loads the whole catalogue). */
export async function dropCatalogueSnapshot(): Promise<void> {
  await snapshots().deleteOne({ _id: HEAD });
}

/** Journals the ids of one property write (before it answers). */
export async function journalCatalogueChanges(ids: string[], at = new Date()): Promise<void> {
  await journal().insertOne({ at, ids });
}

/** The journal's entries at or after `from` (a scan of the journal, which pruning keeps short). */
export async function journaledSince(from: Date): Promise<Array<{ at: Date; ids: string[] }>> {
  const entries = await journal()
    .find({ at: { $gte: from } })
    .toArray();
  return entries.map((entry) => ({ at: new Date(entry.at), ids: entry.ids ?? [] }));
}

/** Drops the entries journaled before `before` (a snapshot covers them). */
export async function pruneCatalogueJournal(before: Date): Promise<void> {
  await journal().deleteMany({ at: { $lt: before } });
}

/** Rows past this many: no copy in memory (store.ts), no snapshot. About 2.6 KB of heap a row. */
export const CATALOGUE_MAX_ROWS = 30_000;

/**
 * How far before a snapshot's `since` a start reloads the journal: the writers' clocks may differ
 * by this much, and a write journaled just before a sync may be applied by the next one only.
 * Reloading an id twice is harmless.
 */
export const JOURNAL_MARGIN_MS = 60_000;

/** The public statuses (lib/domain/property.ts PUBLIC_STATUSES), whole documents, compact. */
export async function publicRowsFromDatabase(statuses: readonly string[], pool = new Interner()): Promise<Doc[]> {
  const docs = await mongoose.connection
    .collection('properties')
    .find({ status: { $in: [...statuses] } })
    .toArray();
  return docs.map((doc) => compactProperty(doc, pool));
}

/**
 * A snapshot of the public catalogue as the database holds it now (the seed, which moves the
 * epoch, writes one so that the first start after it does not scan): the number of rows, or
 * null past CATALOGUE_MAX_ROWS (no snapshot: the app reads the database).
 */
export async function snapshotFromDatabase(epoch: string): Promise<number | null> {
  const since = new Date();
  const rows = await publicRowsFromDatabase(PUBLIC_STATUSES);
  if (rows.length > CATALOGUE_MAX_ROWS) return null;
  await writeCatalogueSnapshot({ rows, epoch, since, seq: 0 });
  await pruneCatalogueJournal(new Date(since.getTime() - JOURNAL_MARGIN_MS));
  return rows.length;
}
