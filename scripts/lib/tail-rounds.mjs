// The long tail of the catalogue (bench:tail, bench:load -- --listings): each round writes one
// property (which expires the catalogue's cached reads, as any write does), then asks each read
// once with a filter combination never asked before, so every answer timed is a first, uncached one.
import { adminSession, timedGet, touchProperty } from './bench-client.mjs';

/** The reads of one round, each with values no earlier round used. */
export function tailReads(round, ids) {
  const price = 200_000_000 + round * 7_919_000;
  const rent = 1_500_000 + round * 37_000;
  const id = ids[(round * 37) % ids.length];
  return [
    ['API list, filtered', `/api/properties?operation=venta&minPrice=${price}&limit=12`],
    ['API search', `/api/properties/search?search=apartamento&minArea=${40 + round}&limit=12`],
    ['API map points', `/api/properties/map?operation=arriendo&maxPrice=${rent}`],
    ['/listing, filtered', `/listing?operation=arriendo&type=apartamento&minPrice=${rent}`],
    ['/property/{id}', `/property/${id}`],
  ];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** p50, p95 and max (ms, rounded) of a list of timings. */
export function summarize(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    p50: Math.round(quantile(sorted, 0.5)),
    p95: Math.round(quantile(sorted, 0.95)),
    max: Math.round(sorted.at(-1)),
  };
}

/**
 * `rounds` rounds on the app at `baseURL` (the admin writes): per read its p50/p95/max, and `all`
 * over every answer timed.
 */
export async function measureTail(baseURL, admin, rounds) {
  const session = adminSession(baseURL, admin);
  const ids = [];
  for (let page = 1; ids.length < 400; page += 1) {
    const body = await (await fetch(`${baseURL}/api/properties?limit=100&page=${page}`)).json();
    ids.push(...body.data.map((p) => p._id));
    if (page >= body.pagination.pages) break;
  }
  const times = new Map();
  await timedGet(`${baseURL}/api/properties?limit=1`); // the app's first load, not a round's
  for (let round = 0; round < rounds; round += 1) {
    await touchProperty(baseURL, session, ids[0], round % 10);
    for (const [label, path] of tailReads(round, ids)) {
      const ms = await timedGet(baseURL + path);
      times.set(label, [...(times.get(label) ?? []), ms]);
    }
  }
  const reads = [...times].map(([label, list]) => ({ label, ...summarize(list) }));
  return { reads, all: summarize([...times.values()].flat()) };
}
