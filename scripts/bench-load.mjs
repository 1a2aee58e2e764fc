#!/usr/bin/env node
// `npm run bench:load`: throughput and latency of the public reads under load (autocannon) on the
// production build and the embedded database, with the catalogue scaled to --properties listings.
// Each target runs twice: warm (cache filled), then right after an admin write that expires the
// catalogue's cache tags (the first uncached answer is timed alone, then the load starts cold).
// Ratios to /api/health of the same run are what compares across machines.
//   npm run build && npm run bench:load [-- --properties 5000|500 --duration 20 --connections 32]
//   npm run bench:load -- --sizes 64,500,5000   (uncached query time per catalogue size only)
//   npm run bench:load -- --instances 2          (one instance against N behind nginx, warm)
//   npm run bench:load -- --listings 20000       (a fresh start at that scale: Ready to the first
//     answers, the long tail, the catalogue's heap, the feed and sitemap; lib/bench-listings.mjs;
//     seeds .data/bench/db-20000 once, or copies --data-dir DIR with --admin-email/--admin-password;
//     --snapshot off: the start scans as before the snapshot)
// Writes .data/bench/load-*.json (or sizes-*.json).
import mongoose from 'mongoose';

import { adminSession, flag, load, loadAverage, saveReport, timedGet, touchProperty } from './lib/bench-client.mjs';
import { benchInstances } from './lib/bench-instances.mjs';
import { benchListings } from './lib/bench-listings.mjs';
import { runSeed } from './lib/seed-runner.mjs';
import { stackSeedEnv, startStack } from './lib/stack.mjs';

const properties = flag('properties', 5000);
const duration = flag('duration', 20);
const connections = flag('connections', 32);
const sizes = flag('sizes', null);
const instances = flag('instances', null);
const listings = flag('listings', null);
const LISTED = ['disponible', 'reservado'];

async function targets(baseURL) {
  const first = await (await fetch(`${baseURL}/api/properties?limit=12`)).json();
  const id = first.data[0]._id;
  const lastPage = Math.max(2, Math.ceil(first.pagination.total / 12) - 1);
  return {
    id,
    paths: [
      ['/api/health', 'health (baseline)'],
      ['/api/properties?limit=12', 'API list, first page'],
      ['/api/properties?operation=venta&type=apartamento&minPrice=300000000&limit=12', 'API list, filtered'],
      [`/api/properties?page=${lastPage}&limit=12`, `API list, deep page (${lastPage})`],
      ['/api/properties?search=apartamento%20chapinero&limit=12', 'API list, search'],
      [`/api/properties/${id}`, 'API property by id'],
      ['/', 'home page'],
      ['/listing?operation=arriendo&type=apartamento&minPrice=2000000', '/listing with filters'],
      [`/property/${id}`, 'property page'],
      ['/news', 'news page'],
    ],
  };
}

/** Median of three timings (ms) of the catalogue's uncached database queries. */
async function databaseTimes(mongoUri) {
  await mongoose.connect(mongoUri, { retryWrites: false });
  const col = mongoose.connection.collection('properties');
  const { slug } = await col
    .find({}, { projection: { slug: 1 } })
    .sort({ _id: -1 })
    .limit(1)
    .next();
  const median = async (run) => {
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return Number(times.sort((a, b) => a - b)[1].toFixed(0));
  };
  const listed = { status: { $in: LISTED } };
  const result = {
    findPage: await median(() => col.find(listed).sort({ createdAt: -1, _id: -1 }).limit(12).toArray()),
    count: await median(() => col.countDocuments(listed)),
    findOneBySlug: await median(() => col.findOne({ slug })),
  };
  await mongoose.disconnect();
  return result;
}

const fmt = (n) => (n === null || n === undefined ? '-' : String(n));

function printLoadTable(title, rows, baseline) {
  console.log(`\n### ${title}\n`);
  console.log('| target | req/s | × health | p50 ms | p95 ms | p99 ms | non-2xx | errors | first uncached ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = baseline ? (r.rps / baseline).toFixed(2) : '-';
    console.log(
      `| ${r.label} | ${r.rps} | ${ratio} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx} | ${r.errors} | ${fmt(r.firstMs)} |`,
    );
  }
}

async function benchLoad() {
  const stack = await startStack({ seedArgs: ['--scale', String(properties)] });
  const report = {
    properties,
    duration,
    connections,
    cpus: (await import('node:os')).cpus().length,
    started: new Date().toISOString(),
    loadAverage: { start: loadAverage() },
  };
  try {
    const session = adminSession(stack.baseURL, stack.admin);
    const { id, paths } = await targets(stack.baseURL);
    report.database = await databaseTimes(stack.mongoUri);
    let priority = 0;

    // Warm: every URL answered once (cache filled), then loaded.
    const warm = [];
    for (const [path, label] of paths) {
      const firstMs = Number((await timedGet(stack.baseURL + path)).toFixed(0));
      warm.push({ path, label, firstMs, ...(await load(stack.baseURL + path, { connections, duration })) });
      console.error(`warm ${label}: ${warm.at(-1).rps} req/s`);
    }
    report.loadAverage.afterWarm = loadAverage();

    // After invalidation: a write expires the tags, the next answer is timed alone; a second
    // write expires them again and the load starts on the cold entry.
    const cold = [];
    for (const [path, label] of paths) {
      await touchProperty(stack.baseURL, session, id, (priority += 1) % 10);
      const firstMs = Number((await timedGet(stack.baseURL + path)).toFixed(0));
      await touchProperty(stack.baseURL, session, id, (priority += 1) % 10);
      cold.push({ path, label, firstMs, ...(await load(stack.baseURL + path, { connections, duration })) });
      console.error(`after invalidation ${label}: first ${firstMs} ms, ${cold.at(-1).rps} req/s`);
    }
    report.loadAverage.end = loadAverage();
    report.warm = warm;
    report.afterInvalidation = cold;

    console.log(`\n## Load: ${properties} properties, ${connections} connections, ${duration} s per target`);
    console.log(
      `Load average (1/5/15 min): start ${report.loadAverage.start.join(' ')}, after warm ${report.loadAverage.afterWarm.join(' ')}, end ${report.loadAverage.end.join(' ')}`,
    );
    console.log(
      `Database, uncached (median of 3): page of 12 ${report.database.findPage} ms, count ${report.database.count} ms, findOne by slug ${report.database.findOneBySlug} ms`,
    );
    printLoadTable('Warm (first = the answer that filled the cache)', warm, warm[0].rps);
    printLoadTable('Right after a catalogue write (first = alone, then the load starts cold)', cold, cold[0].rps);
    console.log(`\nJSON: ${await saveReport(`load-${properties}`, report)}`);
  } finally {
    await stack.stop();
  }
}

/** Uncached answer times as the catalogue grows, on one stack: seeded, then scaled up. */
async function benchSizes() {
  const list = String(sizes)
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  const stack = await startStack();
  const rows = [];
  try {
    const session = adminSession(stack.baseURL, stack.admin);
    const { id } = await targets(stack.baseURL);
    for (const [n, size] of list.entries()) {
      if (size > 64)
        await runSeed({ env: stackSeedEnv(stack.mongoUri), extraArgs: ['--no-demo', '--scale', String(size)] });
      const uncached = async (path) => {
        await touchProperty(stack.baseURL, session, id, n);
        return Number((await timedGet(stack.baseURL + path)).toFixed(0));
      };
      rows.push({
        size,
        apiFirstPage: await uncached('/api/properties?limit=12'),
        apiFiltered: await uncached('/api/properties?operation=venta&type=apartamento&minPrice=300000000&limit=12'),
        propertyPage: await uncached(`/property/${id}`),
        listingPage: await uncached('/listing'),
        ...(await databaseTimes(stack.mongoUri)),
        loadAverage: loadAverage(),
      });
      console.error(`size ${size} measured`);
    }
  } finally {
    await stack.stop();
  }
  console.log(
    '\n| properties | /api/properties first page | filtered | /property/{id} | /listing | db page of 12 | db count | db findOne by slug |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.size} | ${r.apiFirstPage} ms | ${r.apiFiltered} ms | ${r.propertyPage} ms | ${r.listingPage} ms | ${r.findPage} ms | ${r.count} ms | ${r.findOneBySlug} ms |`,
    );
  console.log(`\nJSON: ${await saveReport('sizes', { rows })}`);
}

if (listings)
  await benchListings({
    listings,
    rounds: flag('rounds', 20),
    starts: flag('starts', 2),
    from: flag('data-dir', undefined),
    admin: { email: flag('admin-email', undefined), password: flag('admin-password', undefined) },
    appEnv: flag('snapshot', 'on') === 'off' ? { CATALOGUE_SNAPSHOT: 'off' } : {},
  });
else if (instances) await benchInstances({ instances, properties, duration, connections });
else await (sizes ? benchSizes() : benchLoad());
