#!/usr/bin/env node
// `npm run cluster`: Redis, the embedded database (./.data/db, or DATA_DIR; seeded when empty),
// two `next start` instances sharing both, and nginx in front on PORT (default 3000). Installs
// Debian's redis-server and nginx when missing (as root). Ctrl+C stops everything.
//   npm run build && npm run cluster [-- --instances 3]
import { existsSync } from 'node:fs';
import path from 'node:path';

import { flag } from './lib/bench-client.mjs';
import { startCluster } from './lib/cluster.mjs';
import { root } from './lib/ferretdb.mjs';

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}
try {
  const cluster = await startCluster({
    instances: flag('instances', 2),
    dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data/db'),
    port: Number(process.env.PORT ?? 3000),
  });
  console.log(`\n${cluster.url}\n`);
  console.error('Press Ctrl+C to stop.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
