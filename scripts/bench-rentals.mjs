#!/usr/bin/env node
// `npm run bench:rentals`: rentals under administration at an agency's scale, on a fresh stack
// (production build, embedded database). `--leases` (2,000) leases with 24 months of history
// each (24 charges and 24 payments in each ledger) are written straight to the database, each one
// period short of today; then one pass of the timed job (POST /api/alerts/run with the test
// clock) creates that month's charge of every lease; then every lease's statement is read over
// HTTP one after another (GET /api/leases/{id}/statement; where that route is not on the branch,
// GET /api/leases/{id}, which computes the same statement for its balance), with the p50/p95/p99.
// Goals (docs/rentals.md#scale): the month's charges in under 60 s, a statement under 50 ms p95.
// Needs `npm run build` first.
import { readFileSync } from 'node:fs';

import mongoose from 'mongoose';

import { flag, loadAverage } from './lib/bench-client.mjs';
import { stackAdminToken, startStack } from './lib/stack.mjs';

const leaseCount = flag('leases', 2_000);
const HISTORY = 24;
const RENT = 2_500_000;
const ADMIN_FEE = 350_000;
const DAY = 86_400_000;

const bogotaDay = (date) => new Date(date.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The lease calendar's month arithmetic (lib/domain/rentals/periods.ts): a short month takes its last day. */
function addMonths(day, months) {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  const d = Math.min(date, new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One lease and its ledger: started 24 months before a day of the last four weeks, 24 periods charged and paid. */
function leaseAndLedger(i, propertyId, ownerId, today, now) {
  const _id = new mongoose.Types.ObjectId();
  const startDate = addMonths(addDays(today, -(i % 28)), -HISTORY);
  const entries = [];
  for (let n = 0; n < HISTORY; n += 1) {
    const period = addMonths(startDate, n);
    const due = addDays(period, 5);
    const base = { createdAt: now, createdBy: null };
    entries.push({
      ...base,
      kind: 'charge',
      key: `charge:${period}`,
      date: period,
      amount: RENT + ADMIN_FEE,
      period,
      due,
      canon: RENT,
      adminFee: ADMIN_FEE,
      settledAtRegistration: false,
    });
    const id = `bench-${i}-${n}`;
    entries.push({
      ...base,
      kind: 'payment',
      key: `payment:${id}`,
      id,
      date: addDays(period, 2 + (n % 4)),
      amount: RENT + ADMIN_FEE,
      method: 'transferencia',
      reference: `TRF-${i}-${n}`,
    });
  }
  const lease = {
    _id,
    propertyId,
    ownerId,
    tenant: {
      name: `Arrendatario Banco ${i}`,
      documentType: 'CC',
      documentNumber: String(1_000_000_000 + i),
      phone: '3001234567',
      email: `arrendatario-${i}@banco.test`,
    },
    tenantConsent: { accepted: true, at: now },
    contactChannels: ['email'],
    guarantee: { type: 'ninguna', coSigners: [], insurer: null },
    rents: [{ from: startDate, amount: RENT }],
    adminFee: ADMIN_FEE,
    startDate,
    // A 36-month term: in force through the benchmark.
    termMonths: 36,
    graceDays: 5,
    commissionPercent: 10,
    commercialValue: null,
    paidThrough: null,
    nextPeriod: addMonths(startDate, HISTORY),
    terminatedAt: null,
    terminationReason: '',
    increases: [],
    notices: [],
    claims: {},
    tenantLink: null,
    createdBy: null,
    searchText: `arrendatario banco ${i} ${1_000_000_000 + i}`,
    createdAt: now,
    updatedAt: now,
  };
  // The embedded database's form of a ledger: its entries packed in one string (ledger-store.ts).
  return { lease, ledger: { _id, entries: [], packed: JSON.stringify(entries), startDate } };
}

async function insertLeases(mongoUri) {
  await mongoose.connect(mongoUri, { retryWrites: false });
  const db = mongoose.connection;
  const properties = await db
    .collection('properties')
    .find({}, { projection: { _id: 1, agentId: 1 } })
    .toArray();
  const agentId = properties.find((p) => p.agentId)?.agentId ?? new mongoose.Types.ObjectId();
  const now = new Date();
  const { insertedId: ownerId } = await db.collection('owners').insertOne({
    name: 'Propietaria del banco de arriendos',
    documentType: 'CC',
    documentNumber: '1098765432',
    phone: '3001234567',
    agentId,
    consent: { accepted: true, at: now, source: 'admin' },
    searchText: 'propietaria del banco de arriendos',
    createdAt: now,
    updatedAt: now,
  });
  const today = bogotaDay(now);
  const ids = [];
  const start = performance.now();
  for (let from = 0; from < leaseCount; from += 250) {
    const batch = [];
    for (let i = from; i < Math.min(leaseCount, from + 250); i += 1)
      batch.push(leaseAndLedger(i, properties[i % properties.length]._id, ownerId, today, now));
    await db.collection('leases').insertMany(batch.map((b) => b.lease));
    await db.collection('leaseledgers').insertMany(batch.map((b) => b.ledger));
    ids.push(...batch.map((b) => b.lease._id.toString()));
  }
  return { ids, insertMs: performance.now() - start };
}

async function timedGet(baseURL, token, path) {
  const start = performance.now();
  const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

/** Every lease's statement, one request after another: the sorted times and the route used. */
async function readStatements(baseURL, token, ids) {
  const probe = await timedGet(baseURL, token, `/api/leases/${ids[0]}/statement`);
  const route = probe.status === 200 ? (id) => `/api/leases/${id}/statement` : (id) => `/api/leases/${id}`;
  for (let i = 0; i < 20; i += 1) await timedGet(baseURL, token, route(ids[i])); // warm-up
  const times = [];
  for (const id of ids) {
    const { status, ms } = await timedGet(baseURL, token, route(id));
    if (status !== 200) throw new Error(`${route(id)} answered ${status}`);
    times.push(ms);
  }
  return { times: times.sort((a, b) => a - b), path: route(':id') };
}

async function countCharges() {
  const ledgers = await mongoose.connection
    .collection('leaseledgers')
    .find({}, { projection: { entries: 1, packed: 1 } })
    .toArray();
  let charges = 0;
  let over = 0;
  for (const ledger of ledgers) {
    const entries = [...(ledger.entries ?? []), ...(ledger.packed ? JSON.parse(ledger.packed) : [])];
    const keys = entries.filter((e) => e.kind === 'charge').map((e) => e.key);
    charges += keys.length;
    if (new Set(keys).size !== keys.length) over += 1;
  }
  // The timed pass's charges wait apart until the ledger's next append (ledger-store.ts).
  const apart = await mongoose.connection
    .collection('leasecharges')
    .find({}, { projection: { _id: 1 } })
    .toArray();
  const twice = apart.length - new Set(apart.map((doc) => doc._id)).size;
  return { ledgers: ledgers.length, charges: charges + apart.length, duplicated: over + twice };
}

const stack = await startStack();
try {
  const { ids, insertMs } = await insertLeases(stack.mongoUri);
  const token = await stackAdminToken(stack);
  const before = await countCharges();

  const runStart = performance.now();
  const res = await fetch(`${stack.baseURL}/api/alerts/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ now: new Date().toISOString() }),
  });
  const run = await res.json();
  const runMs = performance.now() - runStart;
  if (!res.ok) throw new Error(`alerts run: ${res.status} ${JSON.stringify(run)}`);
  const after = await countCharges();

  const list = await timedGet(stack.baseURL, token, '/api/leases?limit=20');
  const { times, path } = await readStatements(stack.baseURL, await stackAdminToken(stack), ids);
  // The floor under any staff read on this stack: the same bearer, the same server, nothing to compute.
  const floor = [];
  for (let i = 0; i < 500; i += 1) floor.push((await timedGet(stack.baseURL, token, '/api/auth/me')).ms);
  floor.sort((a, b) => a - b);

  console.log(`\nRentals benchmark (embedded database, ${leaseCount} leases × ${HISTORY} months of history)`);
  console.log(`  load average at the end (1, 5, 15 min, 2 cores): ${loadAverage().join(', ')}`);
  console.log(`  written straight to the database: ${(insertMs / 1000).toFixed(1)} s`);
  console.log(
    `  one month's charges by the timed job: ${(runMs / 1000).toFixed(1)} s for ${run.data.rentals.charges} charges ` +
      `(${before.charges} → ${after.charges} in ${after.ledgers} ledgers, ${after.duplicated} with a key twice) — goal < 60 s`,
  );
  console.log(`  the lease list (GET /api/leases?limit=20, a scan of ${leaseCount} leases): ${list.ms.toFixed(0)} ms`);
  console.log(
    `  ${times.length} statements (GET ${path}), one after another: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
      `max ${times[times.length - 1].toFixed(1)} ms — goal p95 < 50 ms`,
  );
  console.log(
    `  the floor, 500 × GET /api/auth/me with the same bearer: p50 ${percentile(floor, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(floor, 95).toFixed(1)} ms (a statement's p95 is ${(percentile(times, 95) / percentile(floor, 95)).toFixed(1)}× it)`,
  );
  // The charge pass's own account of its time (lib/services/rentals/charges.ts), and any failure.
  for (const line of readFileSync(stack.logFile, 'utf8').split('\n'))
    if (line.includes('[rentals]')) console.log(`  app: ${line.slice(0, 600)}`);
} finally {
  await mongoose.disconnect();
  await stack.stop();
}
