// A persistent embedded database seeded to N listings (.data/bench/db-N), for the benches at a
// scale whose seed takes many minutes: seeded once, reused while its marker file says so. `from`:
// a copy of a database seeded elsewhere (and started once, so its reference codes are assigned),
// taken instead of seeding, with that database's admin; it then gets the catalogue's snapshot
// as a seed would have left it (`seed --snapshot-only`).
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root, startFerretdb } from './ferretdb.mjs';
import { runSeed } from './seed-runner.mjs';
import { stackSeedEnv } from './stack.mjs';

/**
 * The folder of a database seeded with `--scale listings`, and its admin's credentials. The seed's
 * scans of a whole collection outlast the driver's default socket timeout at this scale.
 */
export async function seededDataDir(listings, { from, admin, log = console.error } = {}) {
  const dir = path.join(root, '.data', 'bench', `db-${listings}`);
  const marker = path.join(dir, 'seeded.json');
  if (existsSync(marker)) return { dir, admin: JSON.parse(readFileSync(marker, 'utf8')).admin };
  if (from) cpSync(path.resolve(from), dir, { recursive: true });
  log(from ? `Copied ${from} into ${dir}` : `Seeding ${dir} to ${listings} listings, once (reused by later runs)...`);
  const db = await startFerretdb({ dataDir: dir });
  const env = { ...stackSeedEnv(db.uri), MONGODB_SOCKET_TIMEOUT_MS: '0' };
  try {
    await runSeed({ env, extraArgs: from ? ['--snapshot-only'] : ['--scale', String(listings)] });
  } finally {
    await db.stop();
  }
  const credentials = from ? admin : { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
  writeFileSync(
    marker,
    `${JSON.stringify({ listings, from, seeded: new Date().toISOString(), admin: credentials })}\n`,
  );
  return { dir, admin: credentials };
}
