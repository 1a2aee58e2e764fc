#!/usr/bin/env node
// `npm run bench:feed`: the portals' feed (GET /feeds/trovit.xml) and /sitemap.xml on the
// production build and the embedded database with the catalogue scaled to --listings listings
// (default 5,000; --properties is the same flag). The database is seeded once into --data-dir
// (default .data/bench/db-<listings>) and copied for each run, so a run after the first starts in
// seconds. Prints the first answer after the server starts, then for each document the first
// answer after a write (first byte and whole), warm answers (median), the size, a conditional
// GET, and the document checked with xmllint (scripts/lib/feed-figures.mjs). Needs `npm run build`.
// Usage: npm run bench:feed [-- --listings 20000 --data-dir .data/bench/db-20000 --rounds 3
//   --admin-email E --admin-password P (a data dir not seeded by this script)]
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { adminSession, flag, loadAverage, saveReport } from './lib/bench-client.mjs';
import { feedAndSitemapFigures, printFeedFigures, timedDocument } from './lib/feed-figures.mjs';
import { root, startFerretdb } from './lib/ferretdb.mjs';
import { runSeed } from './lib/seed-runner.mjs';
import { stackSeedEnv, startStack, testUploadDir } from './lib/stack.mjs';

const listings = flag('listings', flag('properties', 5000));
const dataDir = path.resolve(root, String(flag('data-dir', path.join('.data', 'bench', `db-${listings}`))));
const rounds = flag('rounds', 3);

/** The seeded database files in `dir`, seeded when missing (the seed photos rendered into the upload folder). */
async function seededDir(dir) {
  if (existsSync(path.join(dir, 'inmobiliaria.sqlite'))) return dir;
  console.error(`Seeding ${listings} listings into ${path.relative(root, dir)} (once)...`);
  const db = await startFerretdb({ dataDir: dir });
  try {
    await runSeed({ env: stackSeedEnv(db.uri, testUploadDir()), extraArgs: ['--scale', String(listings)] });
  } catch (error) {
    await db.stop();
    await rm(dir, { recursive: true, force: true }); // never reused half seeded
    throw error;
  }
  await db.stop();
  return dir;
}

const stack = await startStack({ seededDb: await seededDir(dataDir) });
try {
  // A data dir seeded elsewhere may have another admin (the seed's development default without ADMIN_PASSWORD).
  const admin = {
    email: flag('admin-email', stack.admin.email),
    password: flag('admin-password', stack.admin.password),
  };
  const session = adminSession(stack.baseURL, admin);
  // The first answer of a fresh server waits for the catalogue's first load; then the figures.
  const started = await timedDocument(`${stack.baseURL}/feeds/trovit.xml`);
  await timedDocument(`${stack.baseURL}/sitemap.xml`);
  const figures = await feedAndSitemapFigures(stack.baseURL, session, { rounds });
  console.log(`\n## Feed and sitemap: ${listings} listings seeded (${new Date().toISOString().slice(0, 10)})`);
  console.log(
    `first feed answer after the start: first byte ${started.firstByteMs} ms, whole ${started.totalMs} ms (load average ${loadAverage().join(' ')})`,
  );
  printFeedFigures(figures);
  console.log(
    `\nSaved: ${await saveReport('feed', { listings, started: { firstByteMs: started.firstByteMs, totalMs: started.totalMs }, ...figures })}`,
  );
} finally {
  await stack.stop();
}
