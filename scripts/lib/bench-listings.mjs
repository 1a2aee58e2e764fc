// `npm run bench:load -- --listings N`: at a scale (20,000), on a database seeded once
// (seeded-dir.mjs): a fresh production start timed from `Ready` to the first answers of `/`,
// `/listing`, a property and `/api/properties` (each checked against the same request once the
// catalogue is warm), the long tail after writes (tail-rounds.mjs), the catalogue's heap (its log
// lines), then the feed's and the sitemap's figures (feed-figures.mjs).
import mongoose from 'mongoose';

import { adminSession, loadAverage, saveReport, touchProperty } from './bench-client.mjs';
import { feedAndSitemapFigures, printFeedFigures } from './feed-figures.mjs';
import { startFerretdb } from './ferretdb.mjs';
import { seededDataDir } from './seeded-dir.mjs';
import { stackSeedEnv } from './stack.mjs';
import { catalogueLines, differences, stopApp, timedStart, waitForLine } from './start-figures.mjs';
import { measureTail } from './tail-rounds.mjs';

/** A listed property (asked for at start) and a draft (written to expire the caches unseen). */
async function pickProperties(uri) {
  await mongoose.connect(uri, { retryWrites: false });
  const col = mongoose.connection.collection('properties');
  const fields = { projection: { _id: 1, status: 1, priority: 1 } };
  const rows = await col.find({ status: { $in: ['disponible', 'borrador'] } }, fields).toArray();
  await mongoose.disconnect();
  const listed = rows.filter((r) => r.status === 'disponible');
  const draft = rows.find((r) => r.status === 'borrador') ?? listed[0];
  return {
    id: String(listed[Math.floor(listed.length / 2)]._id),
    draft: { id: String(draft._id), priority: draft.priority ?? 0 },
  };
}

/**
 * `from`, `admin`: a seeded database to copy instead of seeding, and its admin (seeded-dir.mjs);
 * `appEnv`: extra environment of the app (CATALOGUE_SNAPSHOT=off: a start that scans).
 */
export async function benchListings({ listings, rounds, starts = 2, from, admin: given, appEnv = {} }) {
  const report = { listings, started: new Date().toISOString(), loadAverage: { start: loadAverage() }, appEnv };
  const { dir, admin } = await seededDataDir(listings, { from, admin: given });
  const db = await startFerretdb({ dataDir: dir });
  // --expose-gc: the catalogue's log line then gives its heap after a collection, not with the
  // load's garbage (lib/services/catalogue/store.ts).
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim();
  const env = { ...stackSeedEnv(db.uri), OUTBOX_WORKER: 'off', NODE_OPTIONS: nodeOptions, ...appEnv };
  let app = null;
  try {
    const { id, draft } = await pickProperties(db.uri);
    const paths = ['/', '/listing', `/property/${id}`, '/api/properties?limit=12'];
    report.starts = [];
    // The first start after the seed (or the copy), then a restart: what a deploy or a crash costs.
    for (let n = 1; n <= starts; n += 1) {
      const loadAtStart = loadAverage();
      const started = await timedStart(env, paths);
      app = started.app;
      const warm = await waitForLine(app.logFile, /\[catalogue\] \d+ properties (loaded|from)/);
      // The start's one scan per epoch (reference codes) is let finish, so the next start is a
      // plain restart.
      if (n < starts) await waitForLine(app.logFile, /\[properties\] reference codes/, 240_000);
      const session = adminSession(app.baseURL, admin);
      // The same requests once warm, their cached answers expired by a write nobody sees.
      await touchProperty(app.baseURL, session, draft.id, draft.priority);
      const wrong = await differences(app.baseURL, started.first);
      const first = started.first.map(({ path, ms, status }) => ({ path, ms, status, correct: !wrong.includes(path) }));
      const run = { n, loadAverage: loadAtStart, first, catalogueWarm: warm };
      report.starts.push(run);
      console.error(`start ${n}: ${first.map((f) => `${f.path} ${f.ms} ms${f.correct ? '' : ' (WRONG)'}`).join(', ')}`);
      if (n === starts) {
        run.tail = await measureTail(app.baseURL, admin, rounds);
        report.loadAverage.afterTail = loadAverage();
        run.feed = await feedAndSitemapFigures(app.baseURL, session);
      }
      run.catalogue = catalogueLines(app.logFile);
      await stopApp(app);
      app = null;
    }
  } finally {
    if (app) await stopApp(app);
    await db.stop();
  }

  for (const run of report.starts) {
    console.log(`\n## ${listings} listings, start ${run.n} (load average ${run.loadAverage.join(' ')})\n`);
    console.log('| first answer | ms after Ready | status | same as warm |');
    console.log('|---|---:|---:|---|');
    for (const f of run.first) console.log(`| ${f.path} | ${f.ms} | ${f.status} | ${f.correct ? 'yes' : 'NO'} |`);
    console.log('\nCatalogue (server log):');
    for (const line of run.catalogue) console.log(`  ${line.trim()}`);
  }
  const last = report.starts.at(-1);
  const { all, reads } = last.tail;
  console.log(`\nLong tail, ${rounds} rounds after a write: p50 ${all.p50} ms, p95 ${all.p95} ms, max ${all.max} ms`);
  for (const r of reads) console.log(`  ${r.label}: p50 ${r.p50}, p95 ${r.p95}, max ${r.max} ms`);
  console.log('\nFeed and sitemap:');
  printFeedFigures(last.feed);
  console.log(
    `\nLoad average (1/5/15 min): ${Object.entries(report.loadAverage)
      .map(([k, v]) => `${k} ${v.join(' ')}`)
      .join(', ')}`,
  );
  console.log(`JSON: ${await saveReport(`start-${listings}`, report)}`);
}
