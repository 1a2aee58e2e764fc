#!/usr/bin/env node
// `npm run bench`: request latency of the public read paths and of the auth calls against a production build on the
// embedded database, reported as ratios to /api/health measured in the same run (absolute times
// vary between machines); then the first answer of each catalogue read right after a write that
// expires the catalogue tags (the uncached cost, median of several writes); then each catalogue
// query straight against the database, timed, with its plan (scripts/lib/bench-queries.mjs).
// Needs `npm run build` first. Usage: npm run bench [-- --requests 60] [-- --rounds 5]
import { benchQueries } from './lib/bench-queries.mjs';
import { startStack } from './lib/stack.mjs';

const option = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const requests = option('--requests', 60);
const rounds = option('--rounds', 5);
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
    ['/', 'home page (featured cards)'],
    [`/property/${property._id}`, '/property/{id} page (with similar cards)'],
    ['/sitemap.xml', 'sitemap'],
  ];
}

/** The catalogue reads whose first answer after a property write is timed. */
const uncachedTargets = (propertyId, lastPage) => [
  ['/api/properties?page=1&limit=10', 'catalogue API, first page (full: find + count)'],
  [`/api/properties?page=${lastPage}&limit=10`, 'catalogue API, last page (short: find only on FerretDB)'],
  ['/api/properties?operation=venta&type=apartamento&minPrice=300000000&limit=10', 'catalogue API, filtered'],
  ['/api/properties?search=bogota%20chapinero&limit=10', 'catalogue API, search'],
  ['/listing', '/listing page (card fields)'],
  ['/', 'home page (featured cards)'],
  [`/property/${propertyId}`, '/property/{id} page (similar cards; its detail keeps its own tag)'],
  ['/api/properties/featured', 'featured API'],
  ['/api/properties/stats', 'stats API'],
  ['/sitemap.xml', 'sitemap'],
];

/** Median ms of the first answer of `url` right after `write()` (which expires the catalogue tags). */
async function afterWrite(url, write) {
  const samples = [];
  for (let i = 0; i < rounds; i += 1) {
    await write(i);
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(rounds / 2)];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const json = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

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
  for (const [path, label] of [...targets, ...(await detailTargets(stack.baseURL))])
    rows.push({ path, label, ...(await measure(stack.baseURL + path)) });
  // Auth: one login is an argon2id verification (m=19456 KiB, t=2, p=1) plus a refresh token write.
  const login = json(stack.admin);
  rows.push({
    label: 'POST /api/auth/login (argon2id verify + token write)',
    ...(await measure(`${stack.baseURL}/api/auth/login`, login)),
  });
  const { data } = await (await fetch(`${stack.baseURL}/api/auth/login`, login)).json();
  const bearer = { headers: { authorization: `Bearer ${data.tokens.accessToken}` } };
  rows.push({
    label: 'GET /api/auth/me (JWT verify + session and user reads)',
    ...(await measure(`${stack.baseURL}/api/auth/me`, bearer)),
  });
  const base = rows[0].p50;
  console.log(`\n${requests} sequential requests each (after 5 warm-up), ratios to /api/health p50:\n`);
  console.log('ratio  p50 ms  p95 ms  first ms  what (first = the uncached answer that fills the cache)');
  for (const r of rows) {
    const cells = [
      (r.p50 / base).toFixed(2).padStart(5),
      r.p50.toFixed(1).padStart(6),
      r.p95.toFixed(1).padStart(6),
      r.cold.toFixed(1).padStart(8),
    ];
    console.log(`${cells.join('  ')}  ${r.label}`);
  }

  // Uncached: a draft's update expires every catalogue entry without changing what the public sees.
  const admin = { authorization: `Bearer ${data.tokens.accessToken}`, 'content-type': 'application/json' };
  const draftBody = JSON.stringify({ title: 'Borrador de la medición', type: 'casa', operation: 'venta', price: 1 });
  const draft = (
    await (await fetch(`${stack.baseURL}/api/properties`, { method: 'POST', headers: admin, body: draftBody })).json()
  ).data;
  const write = async (i) => {
    const res = await fetch(`${stack.baseURL}/api/properties/${draft._id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ priority: i + 1 }),
    });
    if (!res.ok) throw new Error(`the draft update answered ${res.status}`);
  };
  const first = await (await fetch(`${stack.baseURL}/api/properties?limit=10`)).json();
  const [listed, lastPage] = [first.data[0], first.pagination.pages];
  console.log(`\nFirst answer right after a write that expires the catalogue tags (median of ${rounds} writes):\n`);
  console.log(' ms after write  what');
  for (const [path, label] of uncachedTargets(listed._id, lastPage)) {
    console.log(`${(await afterWrite(stack.baseURL + path, write)).toFixed(1).padStart(14)}  ${label}`);
  }

  await benchQueries(process.env.BENCH_QUERIES_URI ?? stack.mongoUri);
} finally {
  await stack.stop();
}
