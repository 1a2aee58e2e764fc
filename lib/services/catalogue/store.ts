import 'server-only';

import { Property } from '../../../models/property';
import { retryOnce, SHARED_CACHE_FAILED } from '../../cache/tags';
import { trusted } from '../../db';
import { isEmbedded } from '../../db/capabilities';
import { readCatalogueEpoch } from '../../db/catalogue-epoch';
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
import type { StoredProperty } from './stored-property';

// The public catalogue held in memory (docs/architecture.md#catalogue-in-memory), for the embedded
// database only (it decodes every document of a collection on any query but one by `_id`, 2-4 s at 5,000 listings).
// Loaded with one scan, then kept in step by the write path: a property write names its ids
// (noteCatalogueChanges) before it answers, and the next read reloads just those, by `_id`. With
// REDIS_URL the ids go through Redis (lib/redis/catalogue-changes.ts), so every instance reloads
// them before its next answer; writers outside the app move an epoch instead (epoch.ts), and the
// whole copy is loaded again. On MongoDB nothing is held: the reads use the indexes of
// models/property.ts. Memory: the public properties' documents, about 3 KB of JSON each; past
// MAX_ROWS the copy is dropped and the reads go to the database.

const MAX_ROWS = 20_000;
/** More changed ids than this at once (a city's rename): one scan instead of one read each. */
const RELOAD_ABOVE = 200;

interface State {
  rows: Map<string, StoredProperty> | null;
  /** The rows as a list, made again after a change. */
  list: StoredProperty[] | null;
  /** With REDIS_URL: the number of the last change applied. */
  seq: number;
  /** The epoch the rows were loaded in (epoch.ts). */
  epoch: string;
  /** Ids changed since they were loaded. */
  dirty: Set<string>;
  /** The catalogue outgrew MAX_ROWS. */
  tooLarge: boolean;
  running: Promise<void> | null;
  next: Promise<void> | null;
  loggedFailure: number;
}

// One copy per process: route handlers and pages are bundled apart but share globalThis.
const KEY = Symbol.for('inmobiliaria.catalogue');
const holder = globalThis as unknown as Record<symbol, State>;
const state: State = (holder[KEY] ??= {
  rows: null,
  list: null,
  seq: 0,
  epoch: '',
  dirty: new Set(),
  tooLarge: false,
  running: null,
  next: null,
  loggedFailure: 0,
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

const PUBLIC = () => ({ status: trusted({ $in: [...PUBLIC_STATUSES] }) });
const isPublic = (row: StoredProperty | null): row is StoredProperty =>
  Boolean(row && (PUBLIC_STATUSES as readonly string[]).includes(String(row.status)));

async function loadAll(): Promise<void> {
  // What changes during the scan is noted again and reloaded next time; on a failure, all of it.
  const pending = [...state.dirty];
  state.dirty.clear();
  let rows: StoredProperty[];
  let head: CatalogueHead | null;
  let epoch: string;
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  try {
    head = redisEnabled() ? await fromRedis(catalogueHead) : null;
    epoch = await readCatalogueEpoch();
    rows = await Property.find(PUBLIC()).select('+searchText').lean<StoredProperty[]>();
  } catch (error) {
    for (const id of pending) state.dirty.add(id);
    throw error;
  }
  state.tooLarge = rows.length > MAX_ROWS;
  state.rows = state.tooLarge ? new Map() : new Map(rows.map((row) => [row._id.toString(), row]));
  state.list = null;
  state.epoch = epoch;
  if (head) state.seq = head.seq;
  const ms = (performance.now() - started).toFixed(0);
  // Approximate (other requests allocate meanwhile): what a deployment sizes its memory by.
  const mb = ((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20).toFixed(1);
  if (state.tooLarge) console.warn(`[catalogue] ${rows.length} properties: over ${MAX_ROWS}, read from the database`);
  else if (env().NODE_ENV === 'production')
    console.log(`[catalogue] ${rows.length} properties loaded in ${ms} ms (heap +${mb} MB)`);
}

async function reload(ids: string[]): Promise<void> {
  for (const id of ids) {
    const row = await Property.findById(id).select('+searchText').lean<StoredProperty>();
    if (isPublic(row)) state.rows!.set(id, row);
    else state.rows!.delete(id);
  }
  state.list = null;
}

/** Brings the copy up to date: loaded once, then the changed ids reloaded. */
async function sync(): Promise<void> {
  let upTo = 0;
  let reloadAll = !state.rows || (await readCatalogueEpoch()) !== state.epoch;
  if (redisEnabled() && state.rows) {
    const head = await fromRedis(catalogueHead);
    if (head.floor > state.seq) reloadAll = true;
    else if (head.seq > state.seq) {
      const ids = await fromRedis(() => catalogueChangesSince(state.seq, head.seq));
      for (const id of ids) state.dirty.add(id);
      upTo = head.seq;
    }
  }
  if (reloadAll || state.dirty.size > RELOAD_ABOVE) return loadAll();
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

/**
 * The public properties (PUBLIC_STATUSES, whole documents with their searchText), up to date
 * with every write that has answered; null on MongoDB, past MAX_ROWS, or when Redis cannot say
 * what changed (the caller then reads the database). Rejects when the database does not answer,
 * as a read of it would. Rows are shared: never modify them.
 */
export async function catalogueRows(): Promise<readonly StoredProperty[] | null> {
  if (env().CATALOGUE_IN_MEMORY === 'off') return null;
  if (!(await isEmbedded())) return null; // (it connects)
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
 * Called by every write of properties, after the database write and before the cache tags are
 * expired (a read in between would otherwise cache the old rows under a fresh entry). The writer
 * reloads the rows itself, so the next visitor of this instance does not wait for it (other
 * instances reload them on their next read).
 */
export async function noteCatalogueChanges(ids: string[]): Promise<void> {
  if (ids.length === 0 || !(await isEmbedded())) return; // MongoDB: no copy to keep
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
}

/** Loads the copy in the background when the server starts, so no visitor waits for the scan. */
export function warmCatalogue(): void {
  catalogueRows().catch(() => undefined);
}
