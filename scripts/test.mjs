#!/usr/bin/env node
// `npm test`: typecheck, lint and unit tests side by side, the production build (skipped when
// `npm run build` already built this very tree), then integration (vitest, real HTTP) and e2e
// (Playwright, Chromium), each against its own test stack: fresh FerretDB + seed + `next start`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { buildIsCurrent, writeBuildStamp } from './lib/build-stamp.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDebianPackage, ensureXmllint } from './lib/debian-package.mjs';
import { ensureFerretdb, root } from './lib/ferretdb.mjs';
import { runAll } from './lib/parallel.mjs';
import { startStack } from './lib/stack.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const timings = [];

function step(name, fn) {
  const started = Date.now();
  console.error(`\n▶ ${name}`);
  const result = fn();
  return Promise.resolve(result).then((value) => {
    timings.push([name, (Date.now() - started) / 1000]);
    return value;
  });
}

function run(command, args, env = process.env) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (child.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${child.status ?? child.signal})`);
}

let stack = null;
try {
  // Three single-threaded tools on two cores: side by side they take the longest one's time.
  await step('typecheck, lint, unit tests', async () => {
    const failed = await runAll([
      ['typecheck', 'tsc', ['--noEmit']],
      ['eslint', 'eslint', ['--max-warnings=0', '.']],
      ['prettier', 'prettier', ['--check', '--log-level=warn', '.']],
      ['unit tests', 'vitest', ['run', '--project', 'unit']],
    ]);
    if (failed.length) throw new Error(`${failed.join(', ')} failed`);
  });
  await step('prepare FerretDB, Chromium, xmllint, Redis and nginx', () => {
    ensureFerretdb();
    ensureChromium();
    ensureXmllint();
    // The cluster test (tests/integration/cluster.test.ts) runs two instances behind nginx on Redis.
    ensureDebianPackage('redis-server');
    ensureDebianPackage('nginx');
  });
  if (buildIsCurrent()) console.error('\n▶ next build: skipped, .next was built from this very tree (npm run build)');
  else
    await step('next build', () => {
      run(bin('next'), ['build']);
      writeBuildStamp();
    });
  const stackEnv = (s) => ({
    ...process.env,
    TEST_BASE_URL: s.baseURL,
    TEST_MONGODB_URI: s.mongoUri,
    TEST_APP_LOG: s.logFile,
  });
  stack = await step('start test stack', () => startStack());
  await step('integration tests', () => run(bin('vitest'), ['run', '--project', 'integration'], stackEnv(stack)));
  // The e2e tests see the site as a visitor would, so they get a fresh database and cache,
  // without the records (and fake media URLs) the integration tests leave behind.
  await stack.stop();
  stack = null;
  stack = await step('start a fresh stack for e2e', () => startStack());
  await step('e2e tests', () => run(bin('playwright'), ['test'], stackEnv(stack)));
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stack?.stop();
  console.error('\nTimings:');
  for (const [name, seconds] of timings) console.error(`  ${name.padEnd(30)} ${seconds.toFixed(1)} s`);
}
