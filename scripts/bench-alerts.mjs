#!/usr/bin/env node
// `npm run bench:alerts`: what saved searches cost the catalogue. On a fresh stack
// (production build, embedded database): the admin's save that publishes a property, median of
// `--saves` saves, with 0 and then with `--searches` (10,000) saved searches with alerts; their
// ratio (the save only records an event, so it should stay near 1); then one pass of the alert
// runner matching one new event against all of them (POST /api/alerts/run at a Sunday instant,
// so it matches without sending). Needs `npm run build` first.
import mongoose from 'mongoose';

import { stackAdminToken, startStack } from './lib/stack.mjs';

const option = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const saves = option('--saves', 15);
const searchCount = option('--searches', 10_000);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function api(baseURL, token, method, path, body) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Median ms of the PUT that publishes a fresh draft (the write path that records an alert event). */
async function publishTimes(baseURL, token, tag) {
  const times = [];
  for (let i = 0; i < saves; i += 1) {
    const draft = await api(baseURL, token, 'POST', '/api/properties', {
      title: `Apartamento banco ${tag} ${i}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'borrador',
      price: 300_000_000 + i * 1_000_000,
    });
    const start = performance.now();
    await api(baseURL, token, 'PUT', `/api/properties/${draft._id}`, { status: 'disponible' });
    times.push(performance.now() - start);
  }
  return median(times);
}

const TYPES = ['apartamento', 'casa', 'oficina', 'local'];
/** Varied saved filters, as visitors save them (the /listing query's keys). */
function randomFilters(i) {
  const filters = { operation: i % 3 ? 'venta' : 'arriendo' };
  if (i % 2) filters.type = TYPES[i % TYPES.length];
  if (i % 5 === 0) filters.minPrice = String(200_000_000 + (i % 7) * 50_000_000);
  if (i % 4 === 0) filters.city = 'bogota';
  if (i % 6 === 0) filters.bbox = '-74.10,4.60,-74.02,4.72';
  if (i % 9 === 0) filters.search = 'apartamento norte';
  if (i % 11 === 0) filters.bedrooms = '2';
  return filters;
}

async function insertSearches(mongoUri) {
  await mongoose.connect(mongoUri, { retryWrites: false });
  const now = new Date();
  const docs = Array.from({ length: searchCount }, (_, i) => ({
    userId: new mongoose.Types.ObjectId(),
    name: `Búsqueda ${i}`,
    filters: randomFilters(i),
    frequency: ['inmediata', 'diaria', 'semanal'][i % 3],
    alertConsentAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < docs.length; i += 1000)
    await mongoose.connection.collection('savedsearches').insertMany(docs.slice(i, i + 1000));
}

/** Marks every pending event matched, so a run matches exactly the next one. */
const settleEvents = () =>
  mongoose.connection.collection('alertevents').updateMany({ matchedAt: null }, { $set: { matchedAt: new Date() } });

const stack = await startStack();
try {
  const token = await stackAdminToken(stack);
  const sunday = new Date('2030-01-06T15:00:00Z'); // a Sunday in Bogotá: the run matches, never sends

  await publishTimes(stack.baseURL, token, 'calentamiento');
  const without = await publishTimes(stack.baseURL, token, 'sin');
  await insertSearches(stack.mongoUri);
  const withSearches = await publishTimes(stack.baseURL, token, 'con');

  await settleEvents();
  const draft = await api(stack.baseURL, token, 'POST', '/api/properties', {
    title: 'Apartamento norte banco de alertas',
    type: 'apartamento',
    operation: 'venta',
    status: 'borrador',
    price: 450_000_000,
  });
  await api(stack.baseURL, token, 'PUT', `/api/properties/${draft._id}`, { status: 'disponible' });
  const start = performance.now();
  const run = await api(stack.baseURL, token, 'POST', '/api/alerts/run', { now: sunday.toISOString() });
  const runMs = performance.now() - start;
  const items = await mongoose.connection
    .collection('alertitems')
    .countDocuments({ propertyId: new mongoose.Types.ObjectId(draft._id) });

  console.log(`\nAlert benchmark (embedded database, median of ${saves} saves)`);
  console.log(`  admin save that publishes a property, 0 saved searches:      ${without.toFixed(1)} ms`);
  console.log(`  admin save that publishes a property, ${searchCount} saved searches: ${withSearches.toFixed(1)} ms`);
  console.log(`  ratio (with / without): ${(withSearches / without).toFixed(2)}`);
  console.log(
    `  runner: one event matched against ${searchCount} saved searches: ${runMs.toFixed(0)} ms (${run.matched} event, ${items} alerts recorded)`,
  );
} finally {
  await mongoose.disconnect();
  await stack.stop();
}
