// A cluster on one machine: Redis, the embedded FerretDB, N `next start` instances sharing both,
// and nginx balancing between them (docs/operations.md#deploying-past-one-machine). Used by
// `npm run cluster`, the cluster tests and `npm run bench:load -- --instances 2`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { ensureDebianPackage } from './debian-package.mjs';
import { embeddedDatabaseEnv, startFerretdb } from './ferretdb.mjs';
import { startNginx } from './nginx.mjs';
import { runSeed } from './seed-runner.mjs';
import { freePort, spawnNext, stackSeedEnv } from './stack.mjs';
import { hasExited, stopProcess } from './stop-process.mjs';

/** Spawns `command` and resolves once a line of its output matches `ready`; `stop()` ends it. */
async function daemon(command, args, ready, { timeoutMs = 15_000 } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${path.basename(command)} did not start`)), timeoutMs);
    child.once('exit', (code) => reject(new Error(`${path.basename(command)} exited with code ${code}`)));
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        if (!ready.test(line)) return;
        clearTimeout(timer);
        resolve();
      });
  });
  child.removeAllListeners('exit');
  return { child, stop: () => stopProcess(child) };
}

/**
 * Redis on a free loopback port, nothing written to disk. Only keys with a TTL (cache entries)
 * are evicted at its memory limit: tag expiry times and the page cache's generation never are.
 */
export async function startRedis(dir, { maxmemory = '256mb' } = {}) {
  const port = await freePort();
  const binary = ensureDebianPackage('redis-server');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  args.push('--maxmemory', maxmemory, '--maxmemory-policy', 'volatile-lru');
  const server = await daemon(binary, args, /Ready to accept connections/);
  return { url: `redis://127.0.0.1:${port}`, ...server };
}

/**
 * The whole cluster. `dataDir`: the FerretDB files (a temp one when unset, seeded fresh; an
 * existing one is seeded only when empty); `port`: nginx's (free when unset); `seedArgs`: extra
 * seed flags. `instances[i].restart()` starts instance i again on its port (after a kill).
 */
export async function startCluster({ instances = 2, dataDir, port, seedArgs = [], log = console.error } = {}) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-cluster-'));
  const stoppers = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
    await rm(tmp, { recursive: true, force: true });
  };
  try {
    const redis = await startRedis(tmp);
    stoppers.push(redis.stop);
    const db = await startFerretdb({ dataDir: dataDir ?? path.join(tmp, 'db') });
    stoppers.push(db.stop);
    // A fresh database gets the test stack's accounts; yours keeps its own (as `npm start`).
    const env = dataDir ? { ...process.env, ...embeddedDatabaseEnv(db.uri) } : stackSeedEnv(db.uri);
    await runSeed({ env, extraArgs: dataDir ? ['--if-empty', ...seedArgs] : seedArgs });
    const balancerPort = port ?? (await freePort());
    const site = `http://127.0.0.1:${balancerPort}`;
    const appEnv = { ...env, REDIS_URL: redis.url, SITE_URL: site, NEXTAUTH_URL: site };
    const apps = [];
    for (let i = 0; i < instances; i += 1) apps.push(await instance(appEnv, stoppers));
    const nginx = await startNginx({
      dir: path.join(tmp, 'nginx'),
      port: balancerPort,
      upstreams: apps.map((a) => a.baseURL),
    });
    stoppers.push(nginx.stop);
    log(`Cluster ready: ${nginx.url} (instances ${apps.map((a) => a.baseURL).join(', ')}; Redis ${redis.url})`);
    // `stopRedis`: for the test of what the instances do without it.
    const stopRedis = redis.stop;
    return {
      url: nginx.url,
      redisUrl: redis.url,
      mongoUri: db.uri,
      env: appEnv,
      instances: apps,
      stopRedis,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** One `next start` on a free port, restartable on the same port (nginx knows it by its port). */
async function instance(env, stoppers) {
  let app = await spawnNext(env, { stderr: 'log' });
  const port = new URL(app.baseURL).port;
  const handle = {
    baseURL: app.baseURL,
    /** @returns {import('node:child_process').ChildProcess} */
    get child() {
      return app.child;
    },
    get exited() {
      return app.exited;
    },
    /** Starts it again on its port once the previous process has exited (signal it first). */
    async restart() {
      if (!hasExited(app.child)) await Promise.race([app.exited, new Promise((r) => setTimeout(r, 30_000))]);
      // Never two on one port: what has not exited by now is killed.
      await stopProcess(app.child, { signal: 'SIGKILL' });
      app = await spawnNext(env, { stderr: 'log', port: Number(port) });
    },
    stop: () => stopProcess(app.child),
  };
  stoppers.push(() => handle.stop());
  return handle;
}
