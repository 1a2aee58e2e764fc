#!/usr/bin/env node
// `npm run bench`: request latency of the public read paths and of the auth calls against a production build on the
// embedded database, reported as ratios to /api/health measured in the same run (absolute times
// vary between machines), plus the database's plan for the catalogue query.
// Needs `npm run build` first. Usage: npm run bench [-- --requests 60]
import mongoose from 'mongoose';
import { startStack } from './lib/stack.mjs';

const requests = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 60;
const targets = [
  ['/api/health', 'baseline: app + database ping'],
  ['/api/properties?page=1&limit=10', 'catalogue API, first page'],
  ['/api/properties?page=6&limit=10', 'catalogue API, deep page'],
  ['/api/properties?operation=venta&type=apartamento&minPrice=300000000&limit=10', 'catalogue API, filtered'],
  ['/api/properties?search=bogota%20chapinero&limit=10', 'catalogue API, accent-free search'],
  ['/listing', '/listing page (SSR HTML)'],
  ['/api/properties/featured', 'featured properties'],
  ['/api/properties/stats', 'catalogue stats (public)'],
  ['/api/properties/search?operation=arriendo&minArea=60&bedrooms=2&limit=10', 'advanced search'],
  ['/api/news?page=1', 'news list (published)'],
  ['/api/departments', 'departments'],
  ['/api/cities?departmentCode=25', 'cities of Cundinamarca'],
  ['/api/localities?cityCode=11001', 'localities of Bogotá'],
  ['/api/settings', 'public settings'],
];

/** Detail paths of one seeded property and news item, found through the API itself. */
async function detailTargets(baseURL) {
  const property = (await (await fetch(`${baseURL}/api/properties?limit=1`)).json()).data[0];
  const news = (await (await fetch(`${baseURL}/api/news?limit=1`)).json()).data[0];
  return [
    [`/api/properties/${property._id}`, 'one property by id'],
    [`/api/news/${news.slug}`, 'one news item by slug'],
  ];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const json = (body, headers = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function measure(url, init) {
  // The first answer fills the cache ('use cache'): reported apart as the uncached cost.
  const coldStart = performance.now();
  await (await fetch(url, init)).arrayBuffer();
  const cold = performance.now() - coldStart;
  for (let i = 0; i < 4; i += 1) await (await fetch(url, init)).arrayBuffer(); // warm-up
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const start = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { cold, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const stack = await startStack();
try {
  const rows = [];
  for (const [path, label] of [...targets, ...(await detailTargets(stack.baseURL))]) rows.push({ path, label, ...(await measure(stack.baseURL + path)) });
  // Auth: one login is an argon2id verification (m=19456 KiB, t=2, p=1) plus a refresh token write.
  const login = json(stack.admin);
  rows.push({ label: 'POST /api/auth/login (argon2id verify + token write)', ...(await measure(`${stack.baseURL}/api/auth/login`, login)) });
  const { data } = await (await fetch(`${stack.baseURL}/api/auth/login`, login)).json();
  const bearer = { headers: { authorization: `Bearer ${data.tokens.accessToken}` } };
  rows.push({ label: 'GET /api/auth/me (JWT verify + session and user reads)', ...(await measure(`${stack.baseURL}/api/auth/me`, bearer)) });
  const base = rows[0].p50;
  console.log(`\n${requests} sequential requests each (after 5 warm-up), ratios to /api/health p50:\n`);
  console.log('ratio  p50 ms  p95 ms  first ms  what (first = the uncached answer that fills the cache)');
  for (const r of rows) {
    const cells = [(r.p50 / base).toFixed(2).padStart(5), r.p50.toFixed(1).padStart(6), r.p95.toFixed(1).padStart(6), r.cold.toFixed(1).padStart(8)];
    console.log(`${cells.join('  ')}  ${r.label}`);
  }

  await mongoose.connect(stack.mongoUri, { retryWrites: false });
  const plan = await mongoose.connection
    .collection('properties')
    .find({ status: { $in: ['disponible', 'reservado'] } })
    .sort({ createdAt: -1, _id: -1 })
    .limit(10)
    .explain();
  console.log('\nPlan of the catalogue query (status $in, sort createdAt):');
  console.log(JSON.stringify(plan.queryPlanner ?? plan, null, 2).slice(0, 2000));
  await mongoose.disconnect();
} finally {
  await stack.stop();
}
