// The database side of `npm run bench`: each catalogue query the public reads make, timed
// straight against the database (median of several runs) with the plan it gets, so a change
// to a query shows in both. FerretDB v1 answers every plan with a full SCAN (it pushes no filter
// down); pointed at a seeded MongoDB (BENCH_QUERIES_URI) the same list shows the index of each.
// Where the app queries the two differently (lib/db), each gets its own query.
import mongoose from 'mongoose';

const LISTED = { $in: ['disponible', 'reservado'] };
const NEWEST = { createdAt: -1, _id: -1 };
// lib/services/properties/mapper.ts CARD_FIELDS, as a projection.
const CARD = Object.fromEntries(
  'title price operation type featured status location.neighborhood location.locality location.city features.bedrooms features.bathrooms features.area images lastDrop'
    .split(' ')
    .map((field) => [field, 1]),
);
const FILTERED = { status: LISTED, operation: 'venta', type: { $in: ['apartamento'] }, price: { $gte: 300_000_000 } };

const DAY = 86_400_000;
const daysAgo = (days) => new Date(Date.now() - days * DAY);
const inWindow = (from, to) => ({
  $sum: { $cond: [{ $and: [{ $gte: ['$createdAt', from] }, ...(to ? [{ $lt: ['$createdAt', to] }] : [])] }, 1, 0] },
});
// lib/services/properties/stats-summary.ts statsSpec as lib/db/group-counts.ts runs it: one
// aggregation on MongoDB; on FerretDB, whose $group keeps only its first accumulator, one find.
const STATS_GROUP = {
  _id: { status: '$status', type: '$type', featured: '$featured' },
  count: { $sum: 1 },
  views: { $sum: '$views' },
  last30: inWindow(daysAgo(30)),
  previous30: inWindow(daysAgo(60), daysAgo(30)),
};
const STATS_FIELDS = { _id: 0, status: 1, type: 1, featured: 1, views: 1, createdAt: 1 };

/** [label, query(properties, embedded, db)] of each catalogue query: a cursor, or a count's promise. */
const QUERIES = [
  ['catalogue page, whole properties (API list)', (c) => c.find({ status: LISTED }).sort(NEWEST).limit(10)],
  [
    'catalogue page, card fields (/listing)',
    (c) => c.find({ status: LISTED }, { projection: CARD }).sort(NEWEST).limit(10),
  ],
  [
    'catalogue count (cached by filter; on FerretDB only when the page is full)',
    (c) => c.countDocuments({ status: LISTED }),
  ],
  ['filtered page, whole properties', (c) => c.find(FILTERED).sort(NEWEST).limit(10)],
  [
    'featured, card fields (home)',
    (c) =>
      c
        .find({ featured: true, status: LISTED }, { projection: CARD })
        .sort({ priority: -1, ...NEWEST })
        .limit(6),
  ],
  [
    'similar, card fields, no count (/property/{id})',
    (c) =>
      c
        .find(
          { status: LISTED, type: 'apartamento', operation: 'venta', 'location.cityCode': '11001' },
          { projection: CARD },
        )
        .sort(NEWEST)
        .limit(3),
  ],
  [
    'stats, one query (MongoDB: $match + $group; FerretDB: five fields, grouped in the app)',
    (c, embedded) =>
      embedded
        ? c.find({ status: LISTED }, { projection: STATS_FIELDS })
        : c.aggregate([{ $match: { status: LISTED } }, { $group: STATS_GROUP }]),
  ],
  [
    'sitemap, three fields, one query',
    (c) => c.find({ status: LISTED }, { projection: { updatedAt: 1, featured: 1 } }).sort({ _id: -1 }),
  ],
  [
    'cities in use of a department (archived ones left out)',
    (c, embedded, db) => db.collection('cities').find({ departmentCode: '25', archivedAt: null }),
  ],
];

async function median(run, times = 9) {
  const samples = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)];
}

/** Prints the median time and the plan of each query against `mongoUri`. */
export async function benchQueries(mongoUri) {
  await mongoose.connect(mongoUri, { retryWrites: false });
  try {
    const { db } = mongoose.connection;
    const collection = db.collection('properties');
    const info = await db.admin().command({ buildInfo: 1 });
    const embedded = 'ferretdbVersion' in info;
    console.log(
      `\nQueries straight against the database (${await collection.estimatedDocumentCount()} properties), median of 9:\n`,
    );
    const plans = [];
    for (const [label, build] of QUERIES) {
      const run = () => {
        const query = build(collection, embedded, db);
        return query instanceof Promise ? query : query.toArray();
      };
      console.log(`${(await median(run)).toFixed(1).padStart(7)} ms  ${label}`);
      const probe = build(collection, embedded, db);
      if (!(probe instanceof Promise)) plans.push([label, await probe.explain()]);
      else await probe;
    }
    for (const [label, plan] of plans) {
      console.log(`\nPlan: ${label}`);
      console.log(JSON.stringify(plan.queryPlanner ?? plan, null, 2).slice(0, 1200));
    }
  } finally {
    await mongoose.disconnect();
  }
}
