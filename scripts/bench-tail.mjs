#!/usr/bin/env node
// `npm run bench:tail`: the long tail of the catalogue on the embedded database. For each size,
// one database seeded to that many listings and, in turn, an app with the catalogue in memory
// off (every uncached read a database scan) and on (lib/services/catalogue). Each
// round writes one property (which expires the catalogue's cached reads, as any write does),
// then asks each read once with a filter combination never asked before, so every answer timed
// is a first, uncached one. Reports p50 and p95 per read. Needs `npm run build` first.
//   npm run bench:tail [-- --sizes 500,5000 --rounds 20 --modes off,on]
// Writes .data/bench/tail-*.json.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { adminSession, flag, loadAverage, saveReport, timedGet, touchProperty } from './lib/bench-client.mjs';
import { startFerretdb } from './lib/ferretdb.mjs';
import { runSeed } from './lib/seed-runner.mjs';
import { stackSeedEnv, startApp } from './lib/stack.mjs';

const sizes = String(flag('sizes', '500,5000'))
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const rounds = flag('rounds', 20);
const modes = String(flag('modes', 'off,on')).split(',');

/** The reads of one round, each with values no earlier round used. */
function reads(round, ids) {
  const price = 200_000_000 + round * 7_919_000;
  const rent = 1_500_000 + round * 37_000;
  const id = ids[(round * 37) % ids.length];
  return [
    ['API list, filtered', `/api/properties?operation=venta&minPrice=${price}&limit=12`],
    ['API search', `/api/properties/search?search=apartamento&minArea=${40 + round}&limit=12`],
    ['API map points', `/api/properties/map?operation=arriendo&maxPrice=${rent}`],
    ['/listing, filtered', `/listing?operation=arriendo&type=apartamento&minPrice=${rent}`],
    ['/property/{id}', `/property/${id}`],
  ];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function measure(baseURL, admin) {
  const session = adminSession(baseURL, admin);
  const ids = [];
  for (let page = 1; ids.length < 400; page += 1) {
    const body = await (await fetch(`${baseURL}/api/properties?limit=100&page=${page}`)).json();
    ids.push(...body.data.map((p) => p._id));
    if (page >= body.pagination.pages) break;
  }
  const times = new Map();
  await timedGet(`${baseURL}/api/properties?limit=1`); // the app's first load, not a round's
  for (let round = 0; round < rounds; round += 1) {
    await touchProperty(baseURL, session, ids[0], round % 10);
    for (const [label, path] of reads(round, ids)) {
      const ms = await timedGet(baseURL + path);
      times.set(label, [...(times.get(label) ?? []), ms]);
    }
  }
  return [...times].map(([label, list]) => {
    const sorted = list.sort((a, b) => a - b);
    return { label, p50: Math.round(quantile(sorted, 0.5)), p95: Math.round(quantile(sorted, 0.95)) };
  });
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-tail-'));
const db = await startFerretdb({ dataDir: path.join(tmp, 'db') });
const env = stackSeedEnv(db.uri);
const admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
const report = { rounds, loadAverage: [loadAverage()], sizes: [] };
try {
  for (const size of sizes) {
    await runSeed({ env, extraArgs: ['--scale', String(size)] });
    const row = { size };
    for (const mode of modes) {
      const app = await startApp({ ...env, CATALOGUE_IN_MEMORY: mode }, { quiet: true });
      try {
        row[mode] = await measure(app.baseURL, admin);
      } finally {
        await app.stop();
      }
      console.error(`${size} listings, catalogue in memory ${mode}: measured`);
    }
    report.sizes.push(row);
    report.loadAverage.push(loadAverage());
  }
} finally {
  await db.stop();
  await rm(tmp, { recursive: true, force: true });
}

console.log(`\nFirst, uncached answers (ms), ${rounds} rounds, each after a property write:\n`);
console.log('| listings | read | p50 before | p95 before | p50 in memory | p95 in memory |');
console.log('|---:|---|---:|---:|---:|---:|');
const cell = (rows, i, key) => rows?.[i]?.[key] ?? '-';
for (const { size, off, on } of report.sizes)
  for (const [i, { label }] of (off ?? on).entries())
    console.log(
      `| ${size} | ${label} | ${cell(off, i, 'p50')} | ${cell(off, i, 'p95')} | ${cell(on, i, 'p50')} | ${cell(on, i, 'p95')} |`,
    );
console.log(`\nLoad average (1/5/15 min) per step: ${report.loadAverage.map((l) => l.join(' ')).join(' → ')}`);
console.log(`JSON: ${await saveReport('tail', report)}`);
