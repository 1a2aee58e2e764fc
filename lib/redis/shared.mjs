// The state several `next start` instances share through Redis (REDIS_URL): one connection per
// process, and the expiry times of cache tags. Plain JavaScript because Next loads its cache
// handlers (cache-handlers/*.mjs) with Node's own import, outside the app's bundles; the app's
// TypeScript (lib/cache/tags.ts, lib/page-cache) imports it too. The connection is kept on
// globalThis so the handlers, proxy.ts and the route handlers of one process share it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createClient, RESP_TYPES } from 'redis';

const CLIENT = Symbol.for('inmobiliaria.redis');
// Node loads this file outside the app's bundles, where lib/env.ts (TypeScript) cannot be
// imported: its variables are read here as they are, and declared and validated at start in
// lib/env.ts (tests/unit/env-reads.test.ts holds both to that).
/** Every key of this app starts with it (several apps may share one Redis). */
export const KEY_PREFIX = process.env.REDIS_KEY_PREFIX ?? 'inmo:';
const EXPIRED = `${KEY_PREFIX}tags:expired`;
const STALE = `${KEY_PREFIX}tags:stale`;
/** A command that gets no answer in this time fails: a read becomes a miss, never a hang. */
const COMMAND_TIMEOUT_MS = 2000;
/**
 * Clocks of two machines differ a little (NTP keeps it to milliseconds): an expiry written by
 * another instance a moment "in the future" of this one's clock still counts.
 */
export const CLOCK_SKEW_MS = 1000;

let build;
/**
 * The ID of the build this process serves (`next start` runs in the project directory). Keys of
 * rendered HTML carry it: during a rolling deploy an instance of the new build must not serve a
 * page of the old one, whose scripts it no longer has ('use cache' keys carry it already).
 */
export function buildId() {
  try {
    build ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    build = 'development';
  }
  return build;
}

/** Whether this process shares its caches through Redis (never during `next build`). */
export function redisEnabled() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
}

function connect() {
  const client = createClient({
    url: process.env.REDIS_URL,
    // Commands sent while disconnected fail at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS,
      socketTimeout: 0,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let lastLogged = 0;
  client.on('error', (error) => {
    // Reconnection errors repeat every two seconds: one line a minute is enough.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    console.error(`[redis] ${error instanceof Error ? error.message : error}`);
  });
  const ready = client.connect().then(() => client);
  ready.catch(() => {}); // reported by the 'error' listener; callers see the rejection
  return { client, ready };
}

/** Resolves with `promise`, or rejects once `ms` pass. */
function timed(promise, ms = COMMAND_TIMEOUT_MS) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `command` with the shared client (strings) and a view of it that returns Buffers; rejects
 * when Redis is off, unreachable or slow. Callers decide what a failure means.
 */
export async function withRedis(command) {
  if (!redisEnabled()) throw new Error('REDIS_URL is not set');
  const shared = (globalThis[CLIENT] ??= connect());
  // Redis unreachable since start: only the first call waits for the connection, the next ones
  // fail at once until it is made (the client keeps trying in the background).
  if (shared.timedOut && !shared.client.isReady) throw new Error('Redis is not connected');
  const client = await timed(shared.ready).catch((error) => {
    shared.timedOut = true;
    throw error;
  });
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  return timed(command(client, binary));
}

/**
 * Records that `tags` changed now: with no `expire` (or 0) every entry made before is expired
 * (the next read waits for fresh data); with `expire` seconds, entries are stale at once (served
 * once more while refreshed) and expired then. Awaited by every write before it answers
 * (lib/cache/tags.ts), so no instance serves an older entry after that answer.
 */
export async function expireTags(tags, { expire } = {}) {
  if (tags.length === 0) return;
  const now = Date.now();
  const expired = Object.fromEntries(tags.map((tag) => [tag, String(now + (expire ?? 0) * 1000)]));
  const stale = Object.fromEntries(tags.map((tag) => [tag, String(now)]));
  await withRedis((client) => client.multi().hSet(EXPIRED, expired).hSet(STALE, stale).exec());
}

/**
 * What the recorded tag changes mean for an entry made at `timestamp` (ms): 'expired' (a miss),
 * 'stale' (serve once, then refresh) or 'fresh'. Pure: unit-tested.
 */
export function tagState(expiredTimes, staleTimes, timestamp, now = Date.now()) {
  for (const at of expiredTimes) if (at !== null && at > timestamp && at <= now + CLOCK_SKEW_MS) return 'expired';
  for (const at of staleTimes) if (at !== null && at > timestamp) return 'stale';
  return 'fresh';
}

/** The state of an entry tagged `tags` and made at `timestamp`, read from Redis. */
export async function storedTagState(tags, timestamp) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return 'fresh';
  const [expired, stale] = await withRedis((client) =>
    Promise.all([client.hmGet(EXPIRED, unique), client.hmGet(STALE, unique)]),
  );
  const numbers = (values) => values.map((value) => (value === null ? null : Number(value)));
  return tagState(numbers(expired), numbers(stale), timestamp);
}
