import 'server-only';

import { Property } from '../../../models/property';
import { retryOnce, SHARED_CACHE_FAILED } from '../../cache/tags';
import { isEmbedded } from '../../db/capabilities';
import { compactProperty, Interner } from '../../db/catalogue-compact';
import { readCatalogueEpoch } from '../../db/catalogue-epoch';
import { CATALOGUE_MAX_ROWS, journalCatalogueChanges, publicRowsFromDatabase } from '../../db/catalogue-snapshot';
import { UnavailableError } from '../../domain/errors';
import { PUBLIC_STATUSES } from '../../domain/property';
import { env } from '../../env';
import {
  catalogueChangesSince,
  catalogueHead,
  recordCatalogueChanges,
  type CatalogueHead,
} from '../../redis/catalogue-changes';
import { redisEnabled } from '../../redis/shared.mjs';
import { onBeforeExit } from '../../shutdown';
import { comparator, insertionPoint, sortKey, sortRows, type SortSpec } from './query';
import { snapshotPlan, startFromSnapshot, type SnapshotSource } from './snapshot';
import type { StoredProperty } from './stored-property';

// The public catalogue held in memory (docs/architecture.md#catalogue-in-memory), for the embedded
// database only (it decodes every document of a collection on any query but one by `_id`, 2-4 s at
// 5,000 listings, 30 s at 20,000). Started from the snapshot in the database (snapshot.ts) and the
// ids journaled since, else loaded with one scan; then kept in step by the write path: a property
// write journals its ids and names them here (noteCatalogueChanges) before it answers, and the
// next read reloads just those, by `_id`. With REDIS_URL the ids also go through Redis
// (lib/redis/catalogue-changes.ts), so every instance reloads them before its next answer; writers
// outside the app move an epoch instead (epoch.ts), and the whole copy is loaded again. On MongoDB
// nothing is held: the reads use the indexes of models/property.ts. Memory: compact rows
// (lib/db/catalogue-compact.ts), about 2.6 KB a property; past CATALOGUE_MAX_ROWS the copy is
// dropped and the reads go to the database.

/** More changed ids than this at once (a city's rename): one scan instead of one read each. */
const RELOAD_ABOVE = 200;

interface State {
  rows: Map<string, StoredProperty> | null;
  /** The rows as a list, made again after a change. */
  list: StoredProperty[] | null;
  /** The rows in the order of each sort asked for, kept in step row by row (reload). */
  ordered: Map<string, StoredProperty[]>;
  /** The strings, lists and dates the rows share. */
  pool: Interner;
  /** With REDIS_URL: the number of the last change applied. */
  seq: number;
  /** The epoch the rows were loaded in (epoch.ts). */
  epoch: string;
  /** Every write journaled before this instant is in the rows (the last sync's start). */
  appliedAt: Date;
  /** Counts the changes to the rows; `saved`: the count the last snapshot written (or loaded) has. */
  changes: number;
  saved: number;
  /** Ids changed since they were loaded. */
  dirty: Set<string>;
  /** The catalogue outgrew CATALOGUE_MAX_ROWS. */
  tooLarge: boolean;
  running: Promise<void> | null;
  next: Promise<void> | null;
  loggedFailure: number;
  exitHook: boolean;
}

// One copy per process: route handlers and pages are bundled apart but share globalThis.
const KEY = Symbol.for('inmobiliaria.catalogue');
const holder = globalThis as unknown as Record<symbol, State>;
const state: State = (holder[KEY] ??= {
  rows: null,
  list: null,
  ordered: new Map(),
  pool: new Interner(),
  seq: 0,
  epoch: '',
  appliedAt: new Date(0),
  changes: 0,
  saved: 0,
  dirty: new Set(),
  tooLarge: false,
  running: null,
  next: null,
  loggedFailure: 0,
  exitHook: false,
});

/** Redis could not say what changed: the database still can answer. */
class ChangesUnknown extends Error {}

/** A Redis read whose failure means "read the database instead", not "fail the request". */
async function fromRedis<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ChangesUnknown('Redis did not answer', { cause: error });
  }
}

const isPublic = (row: StoredProperty | null): row is StoredProperty =>
  Boolean(row && (PUBLIC_STATUSES as readonly string[]).includes(String(row.status)));

/** The heap in use, after a collection when the process allows one (`node --expose-gc`: the benches). */
function heapUsed(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}
const heapMb = (before: number) => ((heapUsed() - before) / 2 ** 20).toFixed(1);

/** What the snapshot writer reads (snapshot.ts), when the copy is whole and settled. */
const source: SnapshotSource = {
  current() {
    if (!state.rows || state.tooLarge || state.changes === state.saved || state.dirty.size || state.running)
      return null;
    const { epoch, appliedAt: since, seq, changes } = state;
    return { rows: [...state.rows.values()], epoch, since, seq, changes };
  },
  saved(changes) {
    state.saved = Math.max(state.saved, changes);
  },
};

function takeRows(rows: StoredProperty[], fresh: { epoch: string; appliedAt: Date; saved: boolean }) {
  state.tooLarge = rows.length > CATALOGUE_MAX_ROWS;
  state.rows = state.tooLarge ? new Map() : new Map(rows.map((row) => [row._id.toString(), row]));
  state.list = null;
  state.ordered.clear();
  state.epoch = fresh.epoch;
  state.appliedAt = fresh.appliedAt;
  state.changes += 1;
  if (fresh.saved) state.saved = state.changes;
  if (!state.exitHook) {
    state.exitHook = true;
    // A graceful stop leaves the next start a snapshot with every write of this instance.
    onBeforeExit(() => snapshotPlan(source).flush());
  }
}

async function loadAll(): Promise<void> {
  // What changes during the scan is noted again and reloaded next time; on a failure, all of it.
  const pending = [...state.dirty];
  state.dirty.clear();
  let rows: StoredProperty[];
  let head: CatalogueHead | null;
  let epoch: string;
  const appliedAt = new Date();
  const started = performance.now();
  const heapBefore = heapUsed();
  const pool = new Interner();
  try {
    head = redisEnabled() ? await fromRedis(catalogueHead) : null;
    epoch = await readCatalogueEpoch();
    rows = (await publicRowsFromDatabase(PUBLIC_STATUSES, pool)) as StoredProperty[];
  } catch (error) {
    for (const id of pending) state.dirty.add(id);
    throw error;
  }
  state.pool = pool;
  takeRows(rows, { epoch, appliedAt, saved: false });
  if (head) state.seq = head.seq;
  const ms = (performance.now() - started).toFixed(0);
  // Approximate (other requests allocate meanwhile): what a deployment sizes its memory by.
  if (state.tooLarge)
    console.warn(`[catalogue] ${rows.length} properties: over ${CATALOGUE_MAX_ROWS}, read from the database`);
  else if (env().NODE_ENV === 'production')
    console.log(`[catalogue] ${rows.length} properties loaded in ${ms} ms (heap +${heapMb(heapBefore)} MB)`);
  if (!state.tooLarge) snapshotPlan(source).soon();
}

/** The first copy: the snapshot and the ids journaled since, when they are the epoch's. */
async function loadFirst(): Promise<void> {
  if (env().CATALOGUE_SNAPSHOT === 'on') {
    const started = performance.now();
    const heapBefore = heapUsed();
    const pool = new Interner();
    const head = redisEnabled() ? await fromRedis(catalogueHead) : null;
    const start = await startFromSnapshot(pool, RELOAD_ABOVE).catch((error: unknown) => {
      console.error('[catalogue] the snapshot could not be read, loading the whole catalogue:', error);
      return null;
    });
    if (start) {
      state.pool = pool;
      takeRows(start.rows as StoredProperty[], { epoch: start.epoch, appliedAt: new Date(0), saved: true });
      // Redis numbers the changes after its head as read before the journal; the journal has the
      // ones before (lib/services/catalogue/snapshot.ts).
      if (head) state.seq = head.seq;
      for (const id of start.journaled) state.dirty.add(id);
      if (start.journaled.length) snapshotPlan(source).later();
      if (env().NODE_ENV === 'production')
        console.log(
          `[catalogue] ${start.rows.length} properties from the snapshot in ${(performance.now() - started).toFixed(0)} ms (read ${start.timings?.readMs} ms, decoded ${start.timings?.decodeMs} ms), ${start.journaled.length} journaled ids to reload (heap +${heapMb(heapBefore)} MB)`,
        );
      return;
    }
  }
  await loadAll();
}

/** Puts `row` (or nothing) where `old` was, in the rows and in every ordered list. */
function replaceRow(id: string, row: StoredProperty | null) {
  const old = state.rows!.get(id);
  if (row) state.rows!.set(id, row);
  else state.rows!.delete(id);
  for (const [key, ordered] of state.ordered) {
    if (old) {
      const at = ordered.indexOf(old);
      if (at >= 0) ordered.splice(at, 1);
    }
    if (row) ordered.splice(insertionPoint(ordered, row, comparator(JSON.parse(key) as SortSpec)), 0, row);
  }
}

async function reload(ids: string[]): Promise<void> {
  for (const id of ids) {
    const doc = await Property.findById(id).select('+searchText').lean<Record<string, unknown>>();
    const row = doc ? (compactProperty(doc, state.pool) as StoredProperty) : null;
    replaceRow(id, isPublic(row) ? row : null);
  }
  state.list = null;
  if (ids.length) state.changes += 1;
}

/** Brings the copy up to date: loaded once, then the changed ids reloaded. */
async function sync(): Promise<void> {
  const startedAt = new Date();
  let upTo = 0;
  if (!state.rows) await loadFirst();
  else if ((await readCatalogueEpoch()) !== state.epoch) return loadAll();
  if (state.tooLarge) return;
  if (redisEnabled()) {
    const head = await fromRedis(catalogueHead);
    if (head.floor > state.seq) return loadAll();
    if (head.seq > state.seq) {
      const ids = await fromRedis(() => catalogueChangesSince(state.seq, head.seq));
      for (const id of ids) state.dirty.add(id);
      upTo = head.seq;
    }
  }
  if (state.dirty.size > RELOAD_ABOVE) return loadAll();
  if (state.dirty.size > 0) {
    const ids = [...state.dirty];
    state.dirty.clear();
    try {
      await reload(ids);
    } catch (error) {
      for (const id of ids) state.dirty.add(id);
      throw error;
    }
  }
  state.seq = Math.max(state.seq, upTo);
  if (state.appliedAt < startedAt) state.appliedAt = startedAt;
}

/**
 * A sync that starts after this call: one already running may have looked before the write this
 * caller must see, so callers arriving meanwhile share the next one. If the running one fails
 * (the database is down), they fail with it rather than wait out another attempt.
 */
function syncAfterNow(): Promise<void> {
  if (state.next) return state.next;
  const start = () => {
    state.next = null;
    state.running = sync().finally(() => {
      state.running = null;
    });
    return state.running;
  };
  if (!state.running) return start();
  state.next = state.running.then(start, (error: unknown) => {
    state.next = null;
    throw error;
  });
  return state.next;
}

/** Whether the copy is the source of this process's reads (not on MongoDB, not switched off). */
async function inMemory(): Promise<boolean> {
  return env().CATALOGUE_IN_MEMORY !== 'off' && (await isEmbedded()); // (it connects)
}

/**
 * The public properties (PUBLIC_STATUSES, compact rows with their searchText), up to date with
 * every write that has answered; null on MongoDB, past CATALOGUE_MAX_ROWS, or when Redis cannot
 * say what changed (the caller then reads the database). Rejects when the database does not
 * answer, as a read of it would. Rows are shared: never modify them.
 */
export async function catalogueRows(): Promise<readonly StoredProperty[] | null> {
  if (!(await inMemory())) return null;
  try {
    await syncAfterNow();
  } catch (error) {
    if (!(error instanceof ChangesUnknown)) throw error;
    if (Date.now() - state.loggedFailure > 60_000) {
      state.loggedFailure = Date.now();
      console.error('[catalogue] not brought up to date, reading the database:', error);
    }
    return null;
  }
  if (state.tooLarge) return null;
  return (state.list ??= [...state.rows!.values()]);
}

/**
 * catalogueRows in the order of `sort`: sorted once, then kept in step with each reloaded row, so
 * the first answer after a write does not sort the whole catalogue again.
 */
export async function catalogueInOrder(sort: SortSpec): Promise<readonly StoredProperty[] | null> {
  const rows = await catalogueRows();
  if (!rows) return null;
  const key = sortKey(sort);
  let ordered = state.ordered.get(key);
  if (!ordered) {
    ordered = sortRows(rows, sort);
    state.ordered.set(key, ordered);
  }
  return ordered;
}

/**
 * Called by every write of properties, after the database write and before the cache tags are
 * expired (a read in between would otherwise cache the old rows under a fresh entry). The ids are
 * journaled (the next start from the snapshot reloads them) and, with REDIS_URL, recorded for
 * the other instances; the writer reloads the rows itself, so the next visitor of this instance
 * does not wait for it (other instances reload them on their next read).
 */
export async function noteCatalogueChanges(ids: string[]): Promise<void> {
  if (ids.length === 0 || !(await isEmbedded())) return; // MongoDB: no copy to keep
  try {
    await retryOnce(() => journalCatalogueChanges(ids));
  } catch (error) {
    console.error('[catalogue] journaling a change failed:', error);
    throw new UnavailableError(SHARED_CACHE_FAILED);
  }
  if (redisEnabled()) {
    try {
      await retryOnce(() => recordCatalogueChanges(ids));
    } catch (error) {
      console.error('[catalogue] recording a change in Redis failed:', error);
      throw new UnavailableError(SHARED_CACHE_FAILED);
    }
  }
  if (env().CATALOGUE_IN_MEMORY === 'off') return;
  // Noted even while the first load runs (it may have read the old rows); then reloaded here. A
  // failure leaves them dirty: the next read reloads them (or reports the database down).
  for (const id of ids) state.dirty.add(id);
  if (state.rows) await syncAfterNow().catch(() => undefined);
  snapshotPlan(source).later();
}

/**
 * Loads the copy in the background when the server starts, so no visitor waits for the scan;
 * resolves once it is loaded (or could not be).
 */
export function warmCatalogue(): Promise<void> {
  return catalogueRows().then(
    () => undefined,
    () => undefined,
  );
}
