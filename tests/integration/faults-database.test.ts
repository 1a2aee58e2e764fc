import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBrowserPath } from '../../scripts/lib/chromium.mjs';
import { startFerretdb } from '../../scripts/lib/ferretdb.mjs';
import { runSeed } from '../../scripts/lib/seed-runner.mjs';
import { freePort, stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { adminTokenAt } from './accounts';
import { freshIp } from './stack-client';

// The database stops while the site is under load, then comes back on the same data directory
// and port: a dedicated FerretDB and app (the shared stack is never stopped).

const UNAVAILABLE = {
  success: false,
  message: 'La base de datos no está disponible. Intenta de nuevo en unos minutos.',
  code: 'unavailable',
};
// Server selection gives up after 5 s (MONGODB_SERVER_SELECTION_TIMEOUT_MS), then the page renders.
const HANG_LIMIT_MS = 10_000;

let tmp = '';
let port = 0;
let db: Awaited<ReturnType<typeof startFerretdb>>;
let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
let token = '';

const unique = () => `zq${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-faults-'));
  port = await freePort();
  db = await startFerretdb({ dataDir: path.join(tmp, 'db'), port });
  const env = stackSeedEnv(db.uri);
  await runSeed({ env: { ...env, SEED_DEMO: 'false' } }); // settings, locations and the admin only
  app = await startApp(env, { quiet: true });
  token = await adminTokenAt(app.baseURL);
  browser = await chromium.launch({ executablePath: testBrowserPath() });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await db?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

interface Sample {
  path: string;
  startedAt: number;
  ms: number;
  status: number; // 0: no answer (network error or our 15 s abort)
  body: unknown;
}

/** Workers that request uncached API reads, health and a page until stopped. */
function load(workers: number) {
  const samples: Sample[] = [];
  let running = true;
  const paths = () => [`/api/properties?search=${unique()}`, '/api/health', `/listing?search=${unique()}`];
  const worker = async () => {
    while (running) {
      for (const p of paths()) {
        const startedAt = Date.now();
        let status = 0;
        let body: unknown = null;
        try {
          const response = await fetch(`${app.baseURL}${p}`, { signal: AbortSignal.timeout(15_000) });
          status = response.status;
          const text = await response.text();
          body = p.startsWith('/api') ? JSON.parse(text) : text.length;
        } catch {
          // counted as no answer
        }
        samples.push({ path: p, startedAt, ms: Date.now() - startedAt, status, body });
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not recovered within ${timeoutMs} ms`);
}

/** The stack's FerretDB goes away under load and is started again on the same files and port. */
async function outage(stop: 'SIGTERM' | 'SIGKILL') {
  // A write acknowledged before the stop.
  const email = `${unique()}@correo.test`;
  const lead = await fetch(`${app.baseURL}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify({
      kind: 'contact',
      name: 'Antes del corte',
      email,
      subject: 'Prueba de fallos',
      message: 'Escrito antes de que la base de datos se detuviera.',
      acceptPrivacy: true,
    }),
  });
  expect(lead.status).toBe(201);

  const traffic = load(6);
  await new Promise((r) => setTimeout(r, 1500));
  const stoppedAt = Date.now();
  const gone = new Promise((resolve) => db.process.once('exit', resolve));
  db.process.kill(stop);
  await gone;
  const downAt = Date.now();

  // While it is down: 503 with the Spanish message, within the hang limit; the listing's
  // error screen in a browser.
  const page = await browser.newPage();
  await page.goto(`${app.baseURL}/listing?search=${unique()}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Error al cargar propiedades' }).isVisible(), { timeout: 20_000 })
    .toBe(true);
  expect(await page.getByText('Error al conectar con el servidor').isVisible()).toBe(true);
  const probes = await Promise.all(
    Array.from({ length: 5 }, async () => {
      const started = Date.now();
      const response = await fetch(`${app.baseURL}/api/properties?search=${unique()}`, {
        signal: AbortSignal.timeout(15_000),
      });
      return { status: response.status, body: await response.json(), ms: Date.now() - started };
    }),
  );
  for (const probe of probes) expect(probe).toEqual({ status: 503, body: UNAVAILABLE, ms: expect.any(Number) });
  const probeMs = Math.max(...probes.map((p) => p.ms));
  expect(probeMs).toBeLessThan(HANG_LIMIT_MS);

  const restartedAt = Date.now();
  db = await startFerretdb({ dataDir: path.join(tmp, 'db'), port });
  const readyAt = Date.now();
  const recoveryMs = await until(
    async () => (await fetch(`${app.baseURL}/api/properties?search=${unique()}`)).status === 200,
    60_000,
  );
  await new Promise((r) => setTimeout(r, 1000));
  await traffic.stop();

  const during = traffic.samples.filter((s) => s.startedAt >= downAt && s.startedAt + s.ms <= restartedAt);
  const apiDuring = during.filter((s) => s.path.startsWith('/api/properties'));
  const slowest = Math.max(...traffic.samples.map((s) => s.ms));
  console.log(
    `[faults] ${stop}: FerretDB gone ${downAt - stoppedAt} ms after the signal; ${traffic.samples.length} requests, ${during.length} during the outage (API 503: ${apiDuring.filter((s) => s.status === 503).length}/${apiDuring.length}); 5 uncached API calls answered 503 within ${probeMs} ms; ` +
      `statuses ${JSON.stringify(countBy(traffic.samples.map((s) => s.status)))}; slowest ${slowest} ms; FerretDB restart ${readyAt - restartedAt} ms; app recovered ${recoveryMs} ms after FerretDB was ready`,
  );
  for (const s of apiDuring) expect({ status: s.status, body: s.body }).toEqual({ status: 503, body: UNAVAILABLE });
  for (const s of during.filter((x) => x.path === '/api/health')) expect(s.status).toBe(503);
  const failures = traffic.samples.filter((s) => s.status === 0 || s.status >= 500);
  expect(
    failures.filter((s) => s.status !== 503),
    'every request got an answer, never a 500',
  ).toEqual([]);
  expect(slowest).toBeLessThan(HANG_LIMIT_MS);
  expect(recoveryMs).toBeLessThan(30_000);

  // Back without a restart of the app: the page's retry shows the listing, the lead is kept.
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Error al cargar propiedades' }).isVisible(), { timeout: 20_000 })
    .toBe(false);
  await page.close();
  const leads = await fetch(`${app.baseURL}/api/leads?kind=contact&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(leads.status).toBe(200);
  const list = ((await leads.json()) as { data: Array<{ email: string }> }).data;
  expect(list.filter((l) => l.email === email)).toHaveLength(1);
}

describe('the database stops under load and comes back', () => {
  it(
    'stopped (SIGTERM): 503 in Spanish without hanging, the error screen, recovery by itself',
    () => outage('SIGTERM'),
    150_000,
  );
  it('crashed (SIGKILL): the same, and the acknowledged write survives the crash', () => outage('SIGKILL'), 150_000);
});

function countBy(values: number[]): Record<string, number> {
  return values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
}
