#!/usr/bin/env node
// `npm run stress`: load with writes, to prove none is lost under contention, against a fresh stack (production build,
// embedded database). 32 connections for 60 s mix public reads, POST /api/properties/{id}/view,
// POST /api/leads and admin PUTs of one property (each with the version it just read). Then the
// database is checked: views added = view calls acknowledged, each acknowledged lead stored once
// (and no refused one stored), no acknowledged admin edit lost. Exits 1 on any violation or on any
// answer other than the expected ones (429 for leads past the per-IP limit and 409 for a stale
// admin save are expected refusals).
//   npm run build && npm run stress [-- --duration 60 --connections 32 --properties 5000]
import { randomUUID } from 'node:crypto';

import mongoose from 'mongoose';

import { adminToken, flag, loadAverage, saveReport } from './lib/bench-client.mjs';
import { startStack } from './lib/stack.mjs';

const duration = flag('duration', 60);
const connections = flag('connections', 32);
const properties = flag('properties', null); // default: the 64 demo properties
// The app takes the right-most X-Forwarded-For entry as the client (lib/auth/client-ip.ts) and
// `next start` keeps a header the client sent, so each lead names one of a few addresses: every
// address reaches its limit and the rest of its leads are refused with 429.
const LEAD_IPS = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);
// Settings > Seguridad leadsPer15Minutes, SPEC's 5 when unset (lib/domain/settings.ts).
const DEFAULT_LEAD_LIMIT = 5;

const stats = new Map();
function record(kind, status, ms) {
  const s = stats.get(kind) ?? { count: 0, statuses: {}, times: [] };
  s.count += 1;
  s.statuses[status] = (s.statuses[status] ?? 0) + 1;
  s.times.push(ms);
  stats.set(kind, s);
}

async function call(kind, url, init = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    record(kind, res.status, performance.now() - started);
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // an HTML page
    }
    return { status: res.status, body };
  } catch (error) {
    record(kind, error.name === 'TimeoutError' ? 'timeout' : 'network-error', performance.now() - started);
    return { status: 0, body: null };
  }
}

const json = (method, body, headers = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function actions(baseURL, token, ids, target, ledger) {
  const auth = { authorization: `Bearer ${token}` };
  const reads = [
    '/api/properties?limit=12',
    '/api/properties?operation=venta&limit=12',
    `/api/properties/${ids[0]}`,
    '/',
    '/listing',
    `/property/${ids[1]}`,
    '/news',
    '/api/properties/featured',
  ];
  let seq = 0;
  return [
    [45, () => call('read', baseURL + reads[Math.floor(Math.random() * reads.length)])],
    [
      25,
      async () => {
        const id = ids[Math.floor(Math.random() * ids.length)];
        const { status } = await call('view', `${baseURL}/api/properties/${id}/view`, { method: 'POST' });
        if (status >= 200 && status < 300) ledger.views.set(id, (ledger.views.get(id) ?? 0) + 1);
        else if (status !== 0) ledger.unexpected.push(`view ${status}`);
      },
    ],
    [
      12,
      async () => {
        const marker = `stress-${randomUUID()}`;
        const ip = LEAD_IPS[(seq += 1) % LEAD_IPS.length];
        const body = {
          kind: 'contact',
          name: 'Prueba de carga',
          email: 'carga@example.com',
          subject: 'Prueba de carga',
          message: `Mensaje de prueba ${marker}`,
          acceptPrivacy: true,
        };
        const { status } = await call('lead', `${baseURL}/api/leads`, json('POST', body, { 'x-forwarded-for': ip }));
        ledger.leads.push({ marker, ip, status });
      },
    ],
    [
      18,
      async () => {
        const current = await call('admin-get', `${baseURL}/api/properties/${target}`, { headers: auth });
        if (current.status !== 200) return;
        const value = `stress-edit-${(seq += 1)}-${randomUUID().slice(0, 8)}`;
        const { status, body } = await call(
          'admin-put',
          `${baseURL}/api/properties/${target}`,
          json('PUT', { version: current.body.data.version, keywords: [value] }, auth),
        );
        if (status === 200) ledger.edits.push({ value, version: body.data.version });
        else if (status === 409) ledger.refusedEdits += 1;
      },
    ],
  ];
}

function pick(table) {
  let roll = Math.random() * table.reduce((sum, [w]) => sum + w, 0);
  for (const [w, run] of table) if ((roll -= w) < 0) return run;
  return table[0][1];
}

const EXPECTED = { read: [200], view: [200], lead: [201, 429], 'admin-get': [200], 'admin-put': [200, 409] };

async function verify(mongoUri, ids, target, before, ledger) {
  await mongoose.connect(mongoUri, { retryWrites: false });
  const db = mongoose.connection;
  const violations = [];
  const views = [];
  for (const id of ids) {
    const doc = await db
      .collection('properties')
      .findOne({ _id: new mongoose.Types.ObjectId(id) }, { projection: { views: 1 } });
    const added = doc.views - before.views.get(id);
    const acknowledged = ledger.views.get(id) ?? 0;
    views.push({ id, acknowledged, added });
    if (added !== acknowledged) violations.push(`views of ${id}: ${acknowledged} acknowledged, ${added} added`);
  }
  const stored = await db
    .collection('leads')
    .find({ message: { $regex: 'stress-' } }, { projection: { message: 1 } })
    .toArray();
  const storedCount = new Map();
  for (const lead of stored) {
    const marker = lead.message.match(/stress-[0-9a-f-]{36}/)?.[0];
    storedCount.set(marker, (storedCount.get(marker) ?? 0) + 1);
  }
  const perIp = new Map();
  for (const lead of ledger.leads) {
    const n = storedCount.get(lead.marker) ?? 0;
    if (lead.status === 201) {
      perIp.set(lead.ip, (perIp.get(lead.ip) ?? 0) + 1);
      if (n !== 1) violations.push(`lead ${lead.marker} acknowledged 201, stored ${n} times`);
    } else if (lead.status !== 0 && n !== 0)
      violations.push(`lead ${lead.marker} answered ${lead.status}, stored ${n} times`);
  }
  const settings = await db.collection('settings').findOne({ key: 'site' }, { projection: { security: 1 } });
  const leadLimit = Number(settings?.security?.leadsPer15Minutes ?? DEFAULT_LEAD_LIMIT);
  for (const [ip, n] of perIp) if (n > leadLimit) violations.push(`${ip}: ${n} leads accepted, limit ${leadLimit}`);
  const doc = await db
    .collection('properties')
    .findOne({ _id: new mongoose.Types.ObjectId(target) }, { projection: { version: 1, keywords: 1 } });
  const last = ledger.edits.reduce((a, b) => (b.version > a.version ? b : a), { version: -1 });
  const versions = new Set(ledger.edits.map((e) => e.version));
  if (versions.size !== ledger.edits.length)
    violations.push(
      `two acknowledged edits got the same version (${ledger.edits.length} edits, ${versions.size} versions)`,
    );
  if (doc.version - before.version !== ledger.edits.length)
    violations.push(`${ledger.edits.length} edits acknowledged, version went up by ${doc.version - before.version}`);
  if (last.version >= 0 && doc.keywords?.[0] !== last.value)
    violations.push(`the last acknowledged edit (${last.value}) is not in the stored document (${doc.keywords?.[0]})`);
  await mongoose.disconnect();
  return {
    violations,
    views,
    leads: {
      acknowledged: ledger.leads.filter((l) => l.status === 201).length,
      refused429: ledger.leads.filter((l) => l.status === 429).length,
      storedWithMarker: stored.length,
    },
    edits: {
      acknowledged: ledger.edits.length,
      refused409: ledger.refusedEdits,
      versionIncrements: doc.version - before.version,
      finalMatchesLast: doc.keywords?.[0] === last.value,
    },
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const stack = await startStack({ seedArgs: properties ? ['--scale', String(properties)] : [] });
let failed = true;
try {
  const token = await adminToken(stack.baseURL, stack.admin);
  const page = await (await fetch(`${stack.baseURL}/api/properties?limit=6`)).json();
  const ids = page.data.map((p) => p._id);
  const target = ids[0]; // edited by the admin while its views are counted
  await mongoose.connect(stack.mongoUri, { retryWrites: false });
  const rows = await mongoose.connection
    .collection('properties')
    .find({ _id: { $in: ids.map((id) => new mongoose.Types.ObjectId(id)) } }, { projection: { views: 1, version: 1 } })
    .toArray();
  const before = {
    views: new Map(rows.map((r) => [r._id.toString(), r.views ?? 0])),
    version: rows.find((r) => r._id.toString() === target).version ?? 0,
  };
  await mongoose.disconnect();

  const ledger = { views: new Map(), leads: [], edits: [], refusedEdits: 0, unexpected: [] };
  const table = actions(stack.baseURL, token, ids, target, ledger);
  const load = { start: loadAverage() };
  const started = Date.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await pick(table)();
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  load.end = loadAverage();

  const unexpected = [];
  console.log(
    `\n## Stress: ${properties ?? 64} properties, ${connections} connections, ${seconds.toFixed(0)} s, load average ${load.start.join(' ')} -> ${load.end.join(' ')}\n`,
  );
  console.log('| kind | requests | req/s | p50 ms | p95 ms | p99 ms | statuses |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  const summary = {};
  for (const [kind, s] of stats) {
    const times = s.times.sort((a, b) => a - b);
    summary[kind] = {
      requests: s.count,
      rps: Number((s.count / seconds).toFixed(1)),
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      p99: quantile(times, 0.99),
      statuses: s.statuses,
    };
    const shown = summary[kind];
    console.log(
      `| ${kind} | ${s.count} | ${shown.rps} | ${shown.p50.toFixed(0)} | ${shown.p95.toFixed(0)} | ${shown.p99.toFixed(0)} | ${Object.entries(
        s.statuses,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} |`,
    );
    for (const [status, n] of Object.entries(s.statuses))
      if (!EXPECTED[kind].includes(Number(status))) unexpected.push(`${kind}: ${n} × ${status}`);
  }
  const checks = await verify(stack.mongoUri, ids, target, before, ledger);
  console.log(`\nViews: ${checks.views.map((v) => `${v.acknowledged} acknowledged / ${v.added} added`).join('; ')}`);
  console.log(
    `Leads: ${checks.leads.acknowledged} acknowledged (201), ${checks.leads.refused429} refused (429), ${checks.leads.storedWithMarker} stored`,
  );
  console.log(
    `Admin edits: ${checks.edits.acknowledged} acknowledged, ${checks.edits.refused409} refused (409), version +${checks.edits.versionIncrements}, final document = last acknowledged edit: ${checks.edits.finalMatchesLast}`,
  );
  const problems = [...unexpected.map((u) => `unexpected answers: ${u}`), ...checks.violations];
  console.log(problems.length === 0 ? '\nNo violation.' : `\nVIOLATIONS:\n- ${problems.join('\n- ')}`);
  console.log(
    `JSON: ${await saveReport('stress', { properties: properties ?? 64, duration, connections, seconds, loadAverage: load, summary, checks, problems })}`,
  );
  failed = problems.length > 0;
} finally {
  await stack.stop();
}
process.exitCode = failed ? 1 : 0;
