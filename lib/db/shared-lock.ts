import 'server-only';

import { randomUUID } from 'node:crypto';

import { UnavailableError } from '../domain/errors';
import { KEY_PREFIX, withRedis } from '../redis/shared.mjs';

// The embedded FerretDB serialises its read-then-write pairs in a queue of each process
// (capabilities.ts serialQueue). Several instances on one FerretDB (`npm run cluster`) need the
// queue to hold across processes: with REDIS_URL, a task also holds a Redis lock of its queue.
// MongoDB needs none of this (its version-checked updates are atomic).
//
// The lock is a short lease its holder renews while its task runs: an instance that dies holding
// it (a crash, a kill, an exit in the middle of a task) blocks the others for one lease at most,
// not for the longest task there may be. A stopping instance releases what it holds
// (releaseSharedLocks, lib/shutdown.ts).

/** What a dead holder costs the other instances; renewed every third of it while the task runs. */
export const LOCK_LEASE_MS = 5_000;
/** How long a task waits for a lock before it fails (a live holder may renew it that long). */
const WAIT_MS = 60_000;
const RETRY_MS = 20;

// Deletes or extends the lock only if it is still ours (an expired lock may have passed to another).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

/**
 * The locks this process holds (owner → key) and whether it is stopping. On globalThis: the route
 * bundles and instrumentation's (the outbox worker, lib/shutdown.ts) load this module apart.
 */
interface Held {
  locks: Map<string, string>;
  stopping: boolean;
}
const HELD = Symbol.for('inmobiliaria.sharedLocks');
const held = (): Held =>
  ((globalThis as { [HELD]?: Held })[HELD] ??= { locks: new Map<string, string>(), stopping: false });

export interface LockOptions {
  /** The lease (tests use a short one). */
  leaseMs?: number;
  /** How long to wait for the lock. */
  waitMs?: number;
}

/** Runs `task` holding the Redis lock `name`, renewing its lease until the task ends. */
export async function withSharedLock<T>(
  name: string,
  task: () => Promise<T>,
  { leaseMs = LOCK_LEASE_MS, waitMs = WAIT_MS }: LockOptions = {},
): Promise<T> {
  const key = `${KEY_PREFIX}lock:${name}`;
  const owner = randomUUID();
  const deadline = Date.now() + waitMs;
  while (!(await acquire(key, owner, leaseMs))) {
    if (Date.now() > deadline) throw new Error(`The shared lock ${name} was not free within ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  const { locks } = held();
  locks.set(owner, key);
  let lost = false;
  // Not a timer doing shared work: it only extends this holder's claim on the lock (the atomic SET NX
  // in Redis), and stops with the task.
  const renewal = setInterval(() => {
    withRedis((client) => client.eval(RENEW, { keys: [key], arguments: [owner, String(leaseMs)] }))
      .then((renewed) => {
        if (renewed || lost) return;
        lost = true;
        console.error(`[lock] ${name}: the lease ran out before the task ended (the process stalled)`);
      })
      .catch(() => {}); // Redis away: the lease runs out, as it would for a dead holder
  }, leaseMs / 3);
  renewal.unref();
  try {
    return await task();
  } finally {
    clearInterval(renewal);
    locks.delete(owner);
    await release(key, owner);
  }
}

/** Whether the lock was taken; without Redis the write is refused rather than left unguarded. */
async function acquire(key: string, owner: string, leaseMs: number): Promise<boolean> {
  // Only background work asks once stopping: the server has answered its last request.
  if (held().stopping) throw new Error('The process is stopping: no shared lock is taken any more');
  try {
    return Boolean(await withRedis((client) => client.set(key, owner, { NX: true, PX: leaseMs })));
  } catch {
    // An answer too late (a stalled process) may follow a SET that took the lock: give it back.
    void release(key, owner);
    throw new UnavailableError(
      'La caché compartida no responde y no se pudo guardar el cambio. Intenta de nuevo en unos segundos.',
    );
  }
}

function release(key: string, owner: string): Promise<unknown> {
  return withRedis((client) => client.eval(RELEASE, { keys: [key], arguments: [owner] })).catch(() => {});
}

/**
 * For a stopping process: takes no lock from now on, lets the tasks holding one finish for up to
 * `waitMs`, then releases what is still held (its task dies with the process), so the other
 * instances need not wait out a lease. Nothing to do without Redis: no lock is ever taken.
 */
export async function releaseSharedLocks({ waitMs = 2_000 }: { waitMs?: number } = {}): Promise<void> {
  const state = held();
  state.stopping = true;
  const deadline = Date.now() + waitMs;
  while (state.locks.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  await Promise.all([...state.locks].map(([owner, key]) => release(key, owner)));
  state.locks.clear();
}
