// `npm run bench:load -- --instances N`: the same warm public reads, in one run, against one
// instance of a cluster (straight to it) and through nginx over all N (scripts/lib/cluster.mjs),
// so the ratio compares like with like on this machine.
import { load, loadAverage, saveReport, timedGet } from './bench-client.mjs';
import { startCluster } from './cluster.mjs';

const PATHS = [
  ['/api/health', 'health (baseline)'],
  ['/api/properties?limit=12', 'API list, first page'],
  ['/api/properties?operation=venta&type=apartamento&minPrice=300000000&limit=12', 'API list, filtered'],
  ['/', 'home page'],
  ['/listing?operation=arriendo&type=apartamento&minPrice=2000000', '/listing with filters'],
  ['/news', 'news page'],
];

export async function benchInstances({ instances, properties, duration, connections }) {
  const cluster = await startCluster({ instances, seedArgs: ['--scale', String(properties)] });
  const report = { instances, properties, duration, connections, loadAverage: { start: loadAverage() }, rows: [] };
  try {
    const { data } = await (await fetch(`${cluster.url}/api/properties?limit=1`)).json();
    const paths = [...PATHS, [`/property/${data[0]._id}`, 'property page']];
    const one = cluster.instances[0].baseURL;
    for (const [path, label] of paths) {
      // Filled once through the balancer: the caches are shared, so both runs start warm.
      await timedGet(cluster.url + path);
      const single = await load(one + path, { connections, duration });
      const all = await load(cluster.url + path, { connections, duration });
      report.rows.push({ path, label, single, all });
      console.error(`${label}: 1 instance ${single.rps} req/s, ${instances} instances ${all.rps} req/s`);
    }
    report.loadAverage.end = loadAverage();
  } finally {
    await cluster.stop();
  }
  console.log(
    `\n## ${instances} instances behind nginx against one: ${properties} properties, ${connections} connections, ${duration} s per target, warm`,
  );
  console.log(
    `Load average (1/5/15 min): start ${report.loadAverage.start.join(' ')}, end ${report.loadAverage.end.join(' ')}\n`,
  );
  console.log(
    `| target | 1 instance req/s | p95 ms | ${instances} instances req/s | p95 ms | ratio | non-2xx + errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { label, single, all } of report.rows)
    console.log(
      `| ${label} | ${single.rps} | ${single.p95} | ${all.rps} | ${all.p95} | ${(all.rps / single.rps).toFixed(2)} | ${single.non2xx + single.errors + all.non2xx + all.errors} |`,
    );
  console.log(`\nJSON: ${await saveReport(`instances-${instances}`, report)}`);
}
