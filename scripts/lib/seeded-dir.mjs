// A persistent embedded database seeded to N listings (.data/bench/db-N), for the benches at a
// scale whose seed takes minutes: seeded once, reused while its marker file says so.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root, startFerretdb } from './ferretdb.mjs';
import { runSeed } from './seed-runner.mjs';
import { stackSeedEnv } from './stack.mjs';

/** The folder of a database seeded with `--scale listings` (the stack's admin and env). */
export async function seededDataDir(listings, { log = console.error } = {}) {
  const dir = path.join(root, '.data', 'bench', `db-${listings}`);
  const marker = path.join(dir, 'seeded.json');
  if (existsSync(marker)) return dir;
  log(`Seeding ${dir} to ${listings} listings, once (reused by later runs)...`);
  const db = await startFerretdb({ dataDir: dir });
  try {
    await runSeed({ env: stackSeedEnv(db.uri), extraArgs: ['--scale', String(listings)] });
  } finally {
    await db.stop();
  }
  writeFileSync(marker, `${JSON.stringify({ listings, seeded: new Date().toISOString() })}\n`);
  return dir;
}
