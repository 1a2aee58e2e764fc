// Embedded database for development and tests: FerretDB v1.24.2 (MongoDB wire protocol on SQLite),
// compiled once from scripts/ferretdb into ./bin and started on loopback (docs/architecture.md#the-embedded-database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { stopProcess } from './stop-process.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
const sourceDir = path.join(root, 'scripts', 'ferretdb');
// FERRETDB_BIN points at another build (also lets tests simulate a machine without one).
export const ferretdbBinary = path.resolve(root, process.env.FERRETDB_BIN ?? 'bin/ferretdb');

function isStale() {
  if (!existsSync(ferretdbBinary)) return true;
  const built = statSync(ferretdbBinary).mtimeMs;
  return ['main.go', 'go.mod', 'go.sum'].some((f) => statSync(path.join(sourceDir, f)).mtimeMs > built);
}

/** Builds bin/ferretdb with Go when it is missing or older than its source. Throws with advice. */
export function ensureFerretdb({ log = console.error } = {}) {
  if (!isStale()) return ferretdbBinary;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.error || go.status !== 0) {
    throw new Error(
      'FerretDB is not built and Go is not installed: install Go 1.24+ (https://go.dev/dl, or `apt-get install golang`) so the launcher can build it, or set MONGODB_URI to a MongoDB server.',
    );
  }
  log('Building the embedded database (FerretDB v1.24.2) into ./bin, once; this takes about a minute...');
  mkdirSync(path.dirname(ferretdbBinary), { recursive: true });
  const build = spawnSync('go', ['build', '-trimpath', '-o', ferretdbBinary, '.'], {
    cwd: sourceDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (build.status !== 0) {
    throw new Error(
      'Could not build FerretDB with `go build` in scripts/ferretdb (see the Go output above): check that the Go module proxy is reachable, or set MONGODB_URI to a MongoDB server.',
    );
  }
  return ferretdbBinary;
}

/**
 * Starts FerretDB with its SQLite files in `dataDir` on a free loopback port (or `port`: the
 * fault tests restart it where the app expects it).
 * Resolves once it accepts connections; `stop()` ends it (it also exits if this process dies,
 * because it watches the stdin pipe we hold).
 */
/**
 * What an app on the embedded database at `uri` needs: no retryable writes (FerretDB has none),
 * and the page cache of proxy.ts on unless PAGE_CACHE says otherwise (lib/env.ts: off by default,
 * for a deployment on its own MongoDB, whose indexed reads need no finished HTML kept).
 */
export function embeddedDatabaseEnv(uri) {
  return { MONGODB_URI: uri, MONGODB_RETRY_WRITES: 'false', PAGE_CACHE: process.env.PAGE_CACHE ?? 'on' };
}

export async function startFerretdb({ dataDir, dbName = 'inmobiliaria', timeoutMs = 30_000, port = 0 }) {
  ensureFerretdb();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(ferretdbBinary, ['-listen', `127.0.0.1:${port}`, '-sqlite-url', `file:${dataDir}/`], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const uri = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // not left running for a caller that never gets its stop()
      reject(new Error('FerretDB did not start within 30 s'));
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`FerretDB exited during start-up (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^READY (mongodb:\/\/\S+)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1].replace(/\/?$/, `/${dbName}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    uri,
    process: child,
    /** Resolves once it has exited (killed if it does not within 15 s of SIGTERM). */
    async stop() {
      child.stdin.end();
      await stopProcess(child);
    },
  };
}
