#!/usr/bin/env node
// Runs a command with a database: MONGODB_URI when set, otherwise the embedded FerretDB in
// ./.data/db, seeded with the demo data when empty. Usage:
//   node scripts/with-db.mjs next dev      node scripts/with-db.mjs --seed-only
//   node scripts/with-db.mjs next start    node scripts/with-db.mjs --db-only
import { spawn } from 'node:child_process';
import path from 'node:path';

import { withLocalAuthSecrets } from './lib/auth-secrets.mjs';
import { embeddedDatabaseEnv, root, startFerretdb } from './lib/ferretdb.mjs';
import { runSeed } from './lib/seed-runner.mjs';
import { withLocalSiteUrl } from './lib/site-url.mjs';

const args = process.argv.slice(2);
const seedOnly = args[0] === '--seed-only';
const dbOnly = args[0] === '--db-only';

let db = null;
async function shutdown(code) {
  await db?.stop();
  process.exit(code);
}

try {
  const external = Boolean(process.env.MONGODB_URI);
  if (!external) {
    db = await startFerretdb({ dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data/db') });
    Object.assign(process.env, embeddedDatabaseEnv(db.uri));
    console.error(`Embedded database (FerretDB) ready at ${db.uri}`);
  }
  // Local runs (the embedded database, or `next dev`) get signing secrets kept in ./.data; a
  // deployment against its own MongoDB sets them, or `next start` refuses to start.
  if (!external || args[1] === 'dev') {
    withLocalAuthSecrets(process.env);
    process.env.NEXTAUTH_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
  }
  if (seedOnly) {
    await runSeed({ extraArgs: args.slice(1) });
    await shutdown(0);
  }
  // Demo data only ever goes into the embedded database on its own; a real MongoDB is seeded
  // on purpose with `npm run seed`.
  if (!external) await runSeed({ extraArgs: ['--if-empty'] });
  if (dbOnly) {
    console.error('Press Ctrl+C to stop.');
    process.stdout.write(`${db?.uri ?? process.env.MONGODB_URI}\n`);
  } else {
    const [command, ...rest] = args;
    if (!command) throw new Error('usage: with-db.mjs <command> [args] | --seed-only | --db-only');
    // A production start needs SITE_URL (lib/env.ts): on the embedded database, the local origin,
    // said loudly right before the app starts.
    if (!external && rest[0] !== 'dev') {
      const warning = withLocalSiteUrl(process.env);
      if (warning) console.error(warning);
    }
    const child = spawn(command, rest, {
      stdio: 'inherit',
      env: process.env,
      // `next` resolves from node_modules/.bin like an npm script would.
      shell: false,
      cwd: root,
    });
    child.on('exit', (code, signal) => shutdown(code ?? (signal ? 1 : 0)));
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  }
  if (dbOnly) for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => shutdown(0));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
