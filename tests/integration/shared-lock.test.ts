import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCK_LEASE_MS, releaseSharedLocks, withSharedLock } from '@/lib/db/shared-lock';

import { startRedis } from '../../scripts/lib/cluster.mjs';
import { root } from '../../scripts/lib/ferretdb.mjs';

// The lock that keeps the embedded database's read-then-write pairs in order across instances
// (lib/db/shared-lock.ts), on a Redis of its own, in this process: a lease its holder renews, so
// that a holder that dies (a crash, an exit in the middle of a task) blocks the others for one
// lease, not a minute, while a live one keeps it as long as its task runs.

const LEASE = 400;
let tmp = '';
let redis: Awaited<ReturnType<typeof startRedis>>;
let client: ReturnType<typeof createClient>;
const key = (name: string) => `inmo:lock:${name}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-lock-'));
  redis = await startRedis(tmp);
  process.env.REDIS_URL = redis.url;
  client = createClient({ url: redis.url });
  await client.connect();
}, 30_000);

afterAll(async () => {
  // This process's shared client (lib/redis/shared.mjs), closed before its Redis goes, and
  // forgotten with REDIS_URL: the next files run in this same process (vitest.config.ts).
  const shared = globalThis as Record<symbol, { client?: { quit(): Promise<unknown> } } | undefined>;
  const redisClient = Symbol.for('inmobiliaria.redis');
  await shared[redisClient]?.client?.quit().catch(() => {});
  delete shared[redisClient];
  delete process.env.REDIS_URL;
  await client?.quit();
  await redis?.stop();
  await rm(tmp, { recursive: true, force: true });
});

describe('the shared lock', () => {
  it('has a lease of a few seconds: what an instance that dies holding it costs the others', () => {
    expect(LOCK_LEASE_MS).toBeGreaterThanOrEqual(2_000);
    expect(LOCK_LEASE_MS).toBeLessThanOrEqual(10_000);
  });

  it('an instance killed while it holds it blocks the others for one lease, not a minute', async () => {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', path.join(root, 'tests/integration/lock-holder.ts'), 'crash'],
      { cwd: root, env: { ...process.env, REDIS_URL: redis.url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('HELD') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited first (${code})`)));
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    expect(await client.pTTL(key('crash'))).toBeLessThanOrEqual(LOCK_LEASE_MS);
    expect(await withSharedLock('crash', async () => 'ran')).toBe('ran');
    expect(Date.now() - killedAt).toBeLessThan(LOCK_LEASE_MS + 1_500);
  }, 30_000);

  it('a live holder keeps it past several leases, and the next one runs only after it', async () => {
    const order: string[] = [];
    const first = withSharedLock(
      'long',
      async () => {
        order.push('first starts');
        await sleep(LEASE * 3);
        order.push('first ends');
      },
      { leaseMs: LEASE },
    );
    await sleep(50);
    const second = withSharedLock('long', async () => void order.push('second runs'), { leaseMs: LEASE });
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('is released when its task fails', async () => {
    await expect(
      withSharedLock('failing', () => Promise.reject(new Error('la tarea falló')), { leaseMs: LEASE }),
    ).rejects.toThrow('la tarea falló');
    expect(await client.exists(key('failing'))).toBe(0);
  });

  it('a stopping process gives back what it still holds and takes no more', async () => {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const stuck = withSharedLock(
      'stuck',
      async () => {
        holding();
        await new Promise(() => {}); // a task the exit will cut short
      },
      { leaseMs: 10_000 },
    );
    void stuck.catch(() => {});
    await held;
    expect(await client.exists(key('stuck'))).toBe(1);
    const started = Date.now();
    await releaseSharedLocks({ waitMs: 200 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await client.exists(key('stuck'))).toBe(0);
    await expect(withSharedLock('after', async () => 'ran')).rejects.toThrow(/stopping/);
  });
});
