import 'server-only';

import type { Interner } from '../../db/catalogue-compact';
import { readCatalogueEpoch } from '../../db/catalogue-epoch';
import {
  JOURNAL_MARGIN_MS,
  journaledSince,
  pruneCatalogueJournal,
  readCatalogueSnapshot,
  writeCatalogueSnapshot,
} from '../../db/catalogue-snapshot';

// When the copy in memory (store.ts) starts from the snapshot, and when the snapshot is written
// again (docs/architecture.md#catalogue-in-memory). A start takes the snapshot when it belongs to
// the current epoch, and reloads by `_id` the ids journaled since it was taken (less a margin);
// too many of them, and the whole catalogue is loaded. The snapshot is written off the request
// path: soon after a full load, SNAPSHOT_AFTER_WRITES_MS after the last write (at the latest
// SNAPSHOT_AT_MOST_MS after the first one not in it), and when the server stops gracefully.

const SOON_MS = 2_000;
const SNAPSHOT_AFTER_WRITES_MS = 30_000;
const SNAPSHOT_AT_MOST_MS = 5 * 60_000;
/** Journal entries this much older than the snapshot are dropped (they are in it). */
const PRUNE_MARGIN_MS = 10 * 60_000;

export interface SnapshotRows {
  rows: Record<string, unknown>[];
  epoch: string;
  since: Date;
  seq: number;
  /** The store's change count these rows have (store.ts). */
  changes: number;
}

/** What the plan reads from the store: the rows when whole and settled, else null. */
export interface SnapshotSource {
  current(): SnapshotRows | null;
  saved(changes: number): void;
}

export interface SnapshotStart {
  rows: Record<string, unknown>[];
  epoch: string;
  journaled: string[];
  timings?: { readMs: number; decodeMs: number };
}

/**
 * The ids a start from a snapshot taken at `since` reloads: every id journaled from `since` less
 * JOURNAL_MARGIN_MS on (the writers' clocks differ; reloading one twice is harmless), once each;
 * null (load everything instead) past `max` of them.
 */
export function idsToReload(
  since: Date,
  entries: ReadonlyArray<{ at: Date; ids: readonly string[] }>,
  max: number,
): string[] | null {
  const from = since.getTime() - JOURNAL_MARGIN_MS;
  const ids = new Set(entries.filter((entry) => entry.at.getTime() >= from).flatMap((entry) => entry.ids));
  return ids.size > max ? null : [...ids];
}

/**
 * The snapshot's rows and the ids to reload, or null when there is no snapshot of the current
 * epoch or more than `maxJournaled` ids were journaled since.
 */
export async function startFromSnapshot(pool: Interner, maxJournaled: number): Promise<SnapshotStart | null> {
  const epoch = await readCatalogueEpoch();
  const snapshot = await readCatalogueSnapshot(pool);
  if (!snapshot || snapshot.epoch !== epoch) return null;
  const entries = await journaledSince(new Date(snapshot.since.getTime() - JOURNAL_MARGIN_MS));
  const journaled = idsToReload(snapshot.since, entries, maxJournaled);
  return journaled && { rows: snapshot.rows, epoch, journaled, timings: snapshot.timings };
}

interface Plan {
  soon(): void;
  later(): void;
  flush(): Promise<void>;
}

interface Timers {
  timer: NodeJS.Timeout | null;
  firstPending: number;
  writing: Promise<void> | null;
  plan: Plan | null;
}

const KEY = Symbol.for('inmobiliaria.catalogueSnapshot');
const holder = globalThis as unknown as Record<symbol, Timers>;
const timers: Timers = (holder[KEY] ??= { timer: null, firstPending: 0, writing: null, plan: null });

async function write(source: SnapshotSource): Promise<void> {
  const current = source.current();
  if (!current) return;
  const started = performance.now();
  if (!(await writeCatalogueSnapshot(current))) return;
  source.saved(current.changes);
  await pruneCatalogueJournal(new Date(current.since.getTime() - PRUNE_MARGIN_MS));
  console.log(
    `[catalogue] snapshot written: ${current.rows.length} properties in ${(performance.now() - started).toFixed(0)} ms`,
  );
}

/** The process's snapshot writer (one per process, whichever bundle asks). */
export function snapshotPlan(source: SnapshotSource): Plan {
  if (timers.plan) return timers.plan;
  const run = (): Promise<void> => {
    timers.timer = null;
    timers.firstPending = 0;
    timers.writing ??= write(source)
      .catch((error: unknown) => console.error('[catalogue] the snapshot was not written:', error))
      .finally(() => {
        timers.writing = null;
      });
    return timers.writing;
  };
  const at = (ms: number) => {
    if (timers.timer) clearTimeout(timers.timer);
    timers.timer = setTimeout(() => void run(), ms);
    timers.timer.unref();
  };
  timers.plan = {
    soon: () => at(SOON_MS),
    later() {
      timers.firstPending ||= Date.now();
      at(Math.min(SNAPSHOT_AFTER_WRITES_MS, timers.firstPending + SNAPSHOT_AT_MOST_MS - Date.now()));
    },
    async flush() {
      if (timers.timer) clearTimeout(timers.timer);
      await timers.writing;
      await run();
    },
  };
  return timers.plan;
}
