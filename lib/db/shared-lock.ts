import 'server-only';

import { randomUUID } from 'node:crypto';

import { UnavailableError } from '../domain/errors';
import { KEY_PREFIX, withRedis } from '../redis/shared.mjs';

// The embedded FerretDB serialises its read-then-write pairs in a queue of each process
// (capabilities.ts serialQueue). Several instances on one FerretDB (`npm run cluster`) need the
// queue to hold across processes: with REDIS_URL, a task also holds a Redis lock of its queue.
// MongoDB needs none of this (its version-checked updates are atomic).

/** Longer than any task on the embedded database; freed early by the holder, or on its death. */
const LOCK_TTL_MS = 60_000;
const RETRY_MS = 20;

// Deletes the lock only if it is still ours (an expired lock may have passed to another).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** Runs `task` holding the Redis lock `name`, waiting for it as long as a holder may keep it. */
export async function withSharedLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const key = `${KEY_PREFIX}lock:${name}`;
  const owner = randomUUID();
  const deadline = Date.now() + LOCK_TTL_MS;
  while (!(await acquire(key, owner))) {
    if (Date.now() > deadline) throw new Error(`The shared lock ${name} was not free within ${LOCK_TTL_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    return await task();
  } finally {
    await withRedis((client) => client.eval(RELEASE, { keys: [key], arguments: [owner] })).catch(() => {});
  }
}

/** Whether the lock was taken; without Redis the write is refused rather than left unguarded. */
async function acquire(key: string, owner: string): Promise<boolean> {
  try {
    return Boolean(await withRedis((client) => client.set(key, owner, { NX: true, PX: LOCK_TTL_MS })));
  } catch {
    throw new UnavailableError(
      'La caché compartida no responde y no se pudo guardar el cambio. Intenta de nuevo en unos segundos.',
    );
  }
}
