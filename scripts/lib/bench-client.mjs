// HTTP helpers of the load scripts (bench-load, stress): admin login, an admin write that
// expires the catalogue's cache tags, a timed single request, and an autocannon run with
// its percentiles taken from every response time.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { root } from './ferretdb.mjs';

/** `--name value` from argv, as a number when it parses as one. */
export function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0 || at + 1 >= process.argv.length) return fallback;
  const raw = process.argv[at + 1];
  return Number.isFinite(Number(raw)) ? Number(raw) : raw;
}

export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** A bearer token of the stack's admin (POST /api/auth/login). */
export async function adminToken(baseURL, admin) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`admin login answered ${res.status}: ${body.message}`);
  return body.data.tokens.accessToken;
}

/** The admin's bearer token, logged in again on demand (access tokens last 15 minutes). */
export function adminSession(baseURL, admin) {
  let token = null;
  return {
    async token(renew = false) {
      if (renew || !token) token = await adminToken(baseURL, admin);
      return token;
    },
  };
}

/**
 * PUT /api/properties/{id} as the admin with a new priority: it expires the `properties` tag and
 * the property's own, as any catalogue write does. A 401 (token expired) logs in again once.
 */
export async function touchProperty(baseURL, session, id, priority) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(`${baseURL}/api/properties/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await session.token(attempt > 0)}` },
      body: JSON.stringify({ priority }),
    });
    await res.arrayBuffer();
    if (res.status === 401 && attempt === 0) continue;
    if (!res.ok) throw new Error(`PUT /api/properties/${id} answered ${res.status}`);
    return;
  }
}

/** One GET, timed to its last byte (ms); throws on a non-2xx. */
export async function timedGet(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const percentile = (sorted, q) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** `duration` seconds of `connections` keep-alive connections on one URL (autocannon). */
export async function load(url, { connections, duration }) {
  const times = [];
  const instance = autocannon({ url, connections, duration, timeout: 30 });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const round = (n) => (n === null ? null : Number(n.toFixed(1)));
  return {
    requests: result.requests.total,
    rps: Number(result.requests.average.toFixed(1)),
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
    max: round(times.at(-1) ?? null),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Writes `data` as .data/bench/<name>-<timestamp>.json and returns the path. */
export async function saveReport(name, data) {
  const dir = path.join(root, '.data', 'bench');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, file);
}
