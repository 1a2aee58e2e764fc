// The test stack: a fresh FerretDB in a temp directory, seeded, plus `next start` on a free
// loopback port from the last `next build`. Used by `npm test` and by the test runners' global
// setups when they are run on their own.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { withLocalAuthSecrets } from './auth-secrets.mjs';
import { embeddedDatabaseEnv, root, startFerretdb } from './ferretdb.mjs';
import { runSeed } from './seed-runner.mjs';
import { stopProcess } from './stop-process.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForListening(baseURL, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      // Listening is enough here; whether the database answers is the caller's business.
      await fetch(`${baseURL}/api/health`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app was not listening at ${baseURL} within ${timeoutMs / 1000} s`);
}

/**
 * The production server (scripts/serve.mjs: `next start` plus our 405s) from the last build on a
 * free loopback port, once it answers /api/health (any status). Its stdout (where e-mails go
 * without SMTP_URL) is written to `logFile`; its stderr is inherited, ignored or written there too
 * (`stderr`: 'inherit', 'ignore', 'log'); `port`: a given one instead of a free one (an instance
 * restarted where its balancer expects it). `exited` resolves with the exit code, or the signal,
 * when the process ends.
 */
export async function spawnNext(env, { stderr = 'inherit', port: fixedPort } = {}) {
  const port = fixedPort ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `inmobiliaria-app-${port}.log`);
  const out = openSync(logFile, 'w');
  // The app's own origin unless the caller gives one (a cluster's balancer).
  const origins = { SITE_URL: env.SITE_URL ?? baseURL, NEXTAUTH_URL: env.NEXTAUTH_URL ?? baseURL };
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'serve.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: withLocalAuthSecrets({ ...env, ...origins, NODE_ENV: 'production' }),
      stdio: ['ignore', out, stderr === 'log' ? out : stderr],
    },
  );
  closeSync(out);
  /** @type {Promise<number | string>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  try {
    await waitForListening(baseURL, child);
  } catch (error) {
    await stopProcess(child, { graceMs: 5000 });
    throw error;
  }
  return { baseURL, logFile, child, exited };
}

/** `spawnNext` with a stop(); `quiet`: for apps whose failures are the point of the test (error logs expected). */
export async function startApp(env, { quiet = false } = {}) {
  const { baseURL, logFile, child, exited } = await spawnNext(env, { stderr: quiet ? 'ignore' : 'inherit' });
  return {
    baseURL,
    logFile,
    /** SIGTERM, then the exit awaited (SIGKILL after 15 s): the next app never starts beside it. */
    async stop() {
      await stopProcess(child);
      await exited;
    },
  };
}

/** `next start` whose database is a closed port: for tests of what pages and the API do when it is down. */
export async function startAppWithoutDatabase() {
  const closed = `mongodb://127.0.0.1:${await freePort()}/nada`;
  // Every read waits out the server selection before it fails: 1 s here instead of the default 5 s,
  // so the tests of that failure do not spend their time waiting (what fails, and how, is the same).
  return startApp(
    { ...testEnv(), ...embeddedDatabaseEnv(closed), MONGODB_SERVER_SELECTION_TIMEOUT_MS: '1000' },
    { quiet: true },
  );
}

/**
 * The stack's upload folder: TEST_UPLOAD_DIR (npm test gives each of its lanes one, so that two
 * stacks running side by side never see each other's files), else .data/test-uploads.
 */
export function testUploadDir() {
  return path.resolve(root, process.env.TEST_UPLOAD_DIR ?? path.join('.data', 'test-uploads'));
}

/**
 * What the e2e stack's app adds: its specs send webhooks to a receiver on loopback
 * (tests/e2e/integrations.spec.ts). The integration stack keeps the production rules, which its
 * SSRF tests check.
 */
export const E2E_APP_ENV = { WEBHOOKS_ALLOW_PRIVATE: 'true' };

/**
 * The variables of lib/env.ts whose value in the shell that runs the tests would change what they
 * expect (WEBHOOKS_ALLOW_PRIVATE=true turns the SSRF refusals into 201s; a REDIS_URL or SMTP_URL
 * would send an app's caches or e-mails elsewhere): a test app sets each one itself, to the
 * production default here, and a test that needs another value passes it. PAGE_CACHE stays the
 * caller's to choose (embeddedDatabaseEnv).
 */
export const PINNED_APP_ENV = {
  WEBHOOKS_ALLOW_PRIVATE: 'false',
  REDIS_URL: undefined,
  REDIS_KEY_PREFIX: undefined,
  SMTP_URL: undefined,
  MAIL_FROM: undefined,
  CLOUDINARY_URL: undefined,
  CATALOGUE_IN_MEMORY: undefined,
  CATALOGUE_SNAPSHOT: undefined,
  OUTBOX_WORKER: undefined,
  OUTBOX_TICK_MS: undefined,
  OUTBOX_TIME_SCALE: undefined,
  SHUTDOWN_TIMEOUT_MS: undefined,
  MONGODB_MAX_POOL_SIZE: undefined,
  MONGODB_MIN_POOL_SIZE: undefined,
  MONGODB_SERVER_SELECTION_TIMEOUT_MS: undefined,
  MONGODB_CONNECT_TIMEOUT_MS: undefined,
  MONGODB_SOCKET_TIMEOUT_MS: undefined,
  // Each app's own origin (spawnNext), not the shell's.
  SITE_URL: undefined,
  NEXTAUTH_URL: undefined,
};

/** The caller's environment (PATH, HOME...) with the app's behaviour pinned (PINNED_APP_ENV), plus `extra`. */
export function testEnv(extra = {}) {
  return { ...process.env, ...PINNED_APP_ENV, ...extra };
}

/** What the stack seeds with (tests that re-run the seed use the same). */
export function stackSeedEnv(mongoUri, uploadDir = testUploadDir()) {
  return {
    ...testEnv(),
    ...embeddedDatabaseEnv(mongoUri),
    // Seeded photos are deterministic, so they are kept between runs instead of rendered each time.
    UPLOAD_DIR: uploadDir,
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'Test-Admin-2026!',
    // The demo agents (scripts/seed/data/agents.ts) sign in with this one.
    DEMO_AGENT_PASSWORD: 'Test-Asesor-2026!',
    // No alert timer on the wall clock: tests run the alerts at instants they choose
    // (POST /api/alerts/run, lib/services/jobs/runner.ts).
    ALERTS_TEST_CLOCK: '1',
  };
}

/**
 * A seeded database to copy (`startStack({ seededDb })`): FerretDB started on `dir`, seeded as a
 * stack is (the demo photos rendered into `uploadDir` when missing), then stopped, so its SQLite
 * files are whole and nothing writes them while they are copied. npm test seeds once this way
 * instead of once per stack (each seed is about 10 s of CPU beside the tests).
 */
export async function seedDatabaseFiles({ dir, uploadDir }) {
  const db = await startFerretdb({ dataDir: dir });
  try {
    await runSeed({ env: stackSeedEnv(db.uri, uploadDir) });
  } finally {
    await db.stop();
  }
  return dir;
}

/**
 * `seedArgs`: extra flags of the seed (`['--scale', '5000']` for the load benchmark); `appEnv`:
 * extra environment for the app only (e.g. the SITE_URL the build was made with); `uploadDir`:
 * the app's UPLOAD_DIR (testUploadDir() when not given); `seededDb`: a folder of
 * seedDatabaseFiles() whose files the database starts from, instead of being seeded (the seed
 * photos must already be in `uploadDir`).
 */
export async function startStack({ log = console.error, seedArgs = [], appEnv = {}, uploadDir, seededDb } = {}) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does it for you).');
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-test-'));
  if (seededDb) cpSync(seededDb, path.join(tmp, 'db'), { recursive: true });
  const db = await startFerretdb({ dataDir: path.join(tmp, 'db') });
  const env = stackSeedEnv(db.uri, uploadDir);
  try {
    if (!seededDb) await runSeed({ env, extraArgs: seedArgs });
    // The shared app runs no outbox timer: an e-mail it writes goes at once (to its log), and
    // the apps of the outbox's own tests (SMTP down, a kill) are the only ones retrying, so none
    // of their messages is taken by this app and written to its log instead.
    const app = await startApp({ ...env, OUTBOX_WORKER: 'off', ...appEnv });
    log(`Test stack ready: ${app.baseURL} (database ${db.uri})`);
    return {
      baseURL: app.baseURL,
      mongoUri: db.uri,
      logFile: app.logFile,
      uploadDir: env.UPLOAD_DIR,
      admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
      async stop() {
        await app.stop();
        await db.stop();
        await rm(tmp, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.stop();
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** The seeded admin's access token on a stack (startStack's `admin`), for scripts that call the API. */
export async function stackAdminToken(stack) {
  const response = await fetch(`${stack.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify(stack.admin),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`Admin login failed: ${response.status} ${body.message}`);
  return body.data.tokens.accessToken;
}
