#!/usr/bin/env node
// `npm run bench:tail`: the long tail of the catalogue on the embedded database. For each size,
// one database seeded to that many listings and, in turn, an app with the catalogue in memory
// off (every uncached read a database scan) and on (lib/services/catalogue). Each
// round writes one property (which expires the catalogue's cached reads, as any write does),
// then asks each read once with a filter combination never asked before, so every answer timed
// is a first, uncached one. Reports p50 and p95 per read. Needs `npm run build` first.
//   npm run bench:tail [-- --sizes 500,5000 --rounds 20 --modes off,on]
//   npm run bench:tail -- --listings 20000   (the same as --sizes 20000 --modes on)
// Writes .data/bench/tail-*.json.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { flag, loadAverage, saveReport } from './lib/bench-client.mjs';
import { startFerretdb } from './lib/ferretdb.mjs';
import { runSeed } from './lib/seed-runner.mjs';
import { stackSeedEnv, startApp } from './lib/stack.mjs';
import { measureTail } from './lib/tail-rounds.mjs';

// --listings N: the same as --sizes N (the name bench:load uses).
const sizes = String(flag('listings', flag('sizes', '500,5000')))
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const rounds = flag('rounds', 20);
// At --listings (20,000) the copy off means a 30 s scan per answer: only `on` unless asked.
const modes = String(flag('modes', flag('listings', null) ? 'on' : 'off,on')).split(',');

const tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-tail-'));
const db = await startFerretdb({ dataDir: path.join(tmp, 'db') });
const env = stackSeedEnv(db.uri);
// The seed's scans of a whole collection outlast the driver's 30 s socket timeout past 10,000 listings.
const seedEnv = { ...env, MONGODB_SOCKET_TIMEOUT_MS: '0' };
const admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
const report = { rounds, loadAverage: [loadAverage()], sizes: [] };
try {
  for (const size of sizes) {
    await runSeed({ env: seedEnv, extraArgs: ['--scale', String(size)] });
    const row = { size };
    for (const mode of modes) {
      const app = await startApp({ ...env, CATALOGUE_IN_MEMORY: mode }, { quiet: true });
      try {
        row[mode] = await measureTail(app.baseURL, admin, rounds);
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
console.log('| listings | read | p50 before | p95 before | p50 in memory | p95 in memory | max in memory |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
const cell = (rows, i, key) => rows?.reads[i]?.[key] ?? '-';
for (const { size, off, on } of report.sizes) {
  for (const [i, { label }] of (off ?? on).reads.entries())
    console.log(
      `| ${size} | ${label} | ${cell(off, i, 'p50')} | ${cell(off, i, 'p95')} | ${cell(on, i, 'p50')} | ${cell(on, i, 'p95')} | ${cell(on, i, 'max')} |`,
    );
  const all = (m) => (m ? `${m.all.p50} / ${m.all.p95} / ${m.all.max}` : '-');
  console.log(`| ${size} | every answer, p50 / p95 / max | ${all(off)} | | ${all(on)} | | |`);
}
console.log(`\nLoad average (1/5/15 min) per step: ${report.loadAverage.map((l) => l.join(' ')).join(' → ')}`);
console.log(`JSON: ${await saveReport('tail', report)}`);
