#!/usr/bin/env node
// `npm test`: typecheck, lint and unit tests side by side, the production build (skipped when
// `npm run build` already built this very tree), then the integration (vitest, real HTTP) and e2e
// (Playwright, Chromium) tests in lanes that run side by side (TEST_LANES, 2 by default). Each lane
// runs its share of the integration files against a stack of its own (a FerretDB on a copy of the
// database seeded once before the lanes, `next start`, its own upload folder), then its share of
// the e2e specs against a fresh one, so that no lane ever sees another's records. One lane waits on
// its server while the other computes: on two cores, two lanes finish in about 60 % of one lane's
// time (docs/testing.md). The shares are balanced by the seconds each file took in CI
// (tests/durations.json; scripts/lib/lanes.mjs).
// `node scripts/test.mjs --plan` prints the lanes and their predicted seconds, and runs nothing.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { buildIsCurrent, writeBuildStamp } from './lib/build-stamp.mjs';
import { ensureTestBrowser } from './lib/chromium.mjs';
import { ensureDebianPackage, ensurePdfTools, ensureXmllint } from './lib/debian-package.mjs';
import { ensureFerretdb, root } from './lib/ferretdb.mjs';
import { runLane } from './lib/lane.mjs';
import { assignLanes } from './lib/lanes.mjs';
import { runAll } from './lib/parallel.mjs';
import { E2E_APP_ENV, seedDatabaseFiles, startStack } from './lib/stack.mjs';
import { testFiles } from './lib/test-files.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const lanes = Math.max(1, Number.parseInt(process.env.TEST_LANES ?? '2', 10) || 1);
const timings = [];
const since = (started) => (Date.now() - started) / 1000;

/**
 * Each lane's integration files and e2e specs: every file on disk the runners would find (a new
 * file too, at the median's cost), shared by measured seconds so the lanes end together.
 */
/** Each layer's seconds over both lanes (docs/testing.md#the-time-budget). */
const LAYER_BUDGETS = { integration: 580, e2e: 820 };

function readDurations() {
  const durationsFile = path.join(root, 'tests', 'durations.json');
  return existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
}

function planLanes() {
  return assignLanes({ ...testFiles(root), durations: readDurations(), lanes });
}

/**
 * The whole of `.ci/run` as the plan predicts it: the longest lane plus what the last CI spent
 * outside the lanes step (tests/durations.json `ci`), against the budget of docs/testing.md.
 */
function printPrediction(plan) {
  const { budget = 1200, outsideLanes } = readDurations().ci ?? {};
  const lanesStep = Math.max(...plan.map((lane) => lane.wallSeconds));
  const sum = (kind) => plan.reduce((total, lane) => total + lane[`${kind}Seconds`], 0);
  const layers = [
    ['integration', sum('integration'), LAYER_BUDGETS.integration],
    ['e2e', sum('e2e'), LAYER_BUDGETS.e2e],
  ];
  console.error(
    `  layers: ${layers.map(([name, seconds, most]) => `${name} ${seconds.toFixed(0)} s of ${most}`).join(', ')}`,
  );
  for (const [name, seconds, most] of layers)
    if (seconds > most)
      console.error(
        `  WARNING: ${name} tests take ${seconds.toFixed(0)} s, over their ${most} s (docs/testing.md#the-time-budget)`,
      );
  if (!outsideLanes) return;
  const total = lanesStep + outsideLanes;
  console.error(
    `  .ci/run: about ${total.toFixed(0)} s (the lanes ${lanesStep.toFixed(0)} s + ${outsideLanes.toFixed(0)} s ` +
      `around them in the last CI), budget ${budget} s`,
  );
  if (total > budget)
    console.error(`  WARNING: predicted over the ${budget} s budget of CI (docs/testing.md#the-time-budget)`);
}

function printPlan(plan) {
  for (const lane of plan)
    console.error(
      `  lane ${lane.lane}/${plan.length}: ${lane.integration.length} integration files ` +
        `${lane.integrationSeconds.toFixed(0)} s + ${lane.e2e.length} specs ${lane.e2eSeconds.toFixed(0)} s = ` +
        `${lane.seconds.toFixed(0)} s of tests, about ${lane.wallSeconds.toFixed(0)} s with its stacks` +
        (lane.estimated.length ? ` (not in tests/durations.json, at the median: ${lane.estimated.join(', ')})` : ''),
    );
}

if (process.argv.includes('--plan')) {
  const plan = planLanes();
  printPlan(plan);
  printPrediction(plan);
  if (process.argv.includes('--files'))
    for (const lane of plan)
      console.error(`\nlane ${lane.lane}:\n  ${[...lane.integration, ...lane.e2e].join('\n  ')}`);
  process.exit(0);
}

async function step(name, fn) {
  const started = Date.now();
  console.error(`\n▶ ${name}`);
  const value = await fn();
  timings.push([name, since(started)]);
  return value;
}

function run(command, args) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (child.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${child.status ?? child.signal})`);
}

/** A runner of one lane, its output lines prefixed with the lane; resolves with its exit code. */
function runPrefixed(prefix, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.error(`${prefix}${line}`));
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// The database is seeded once, before the lanes (the seed renders the demo photos, about 380, 35 s
// of CPU, into lane 1's first upload folder when they are missing), and stopped: every stack starts
// a FerretDB on a copy of its files and a copy of the photos, instead of seeding its own.
let photos = null;
let seededDb = null;
let seedDir = null;
/** Each stack its own upload folder: a lane's e2e stack runs beside its integration tests. */
const uploadsOf = (index, kind) =>
  path.join(root, '.data', `test-uploads${lanes > 1 ? `-${index}` : ''}${kind === 'e2e' ? '-e2e' : ''}`);
function copySeedPhotos(to) {
  if (photos && photos !== to && existsSync(path.join(photos, 'seed')))
    cpSync(path.join(photos, 'seed'), path.join(to, 'seed'), { recursive: true, force: false });
}

/**
 * One lane (scripts/lib/lane.mjs): its share of the integration files, then of the e2e specs, each
 * on a fresh stack. `files`: its share (lanes.mjs), or null for all of them (one lane).
 */
async function lane(index, files) {
  const name = lanes > 1 ? `lane ${index}/${lanes}` : 'tests';
  const prefix = lanes > 1 ? `[${index}] ` : '';
  const log = (line) => console.error(`${prefix}${line}`);
  const phase = (kind, command, args) => {
    if (files && files[kind].length === 0) return null;
    const uploadDir = uploadsOf(index, kind);
    return {
      prepare: () => copySeedPhotos(uploadDir),
      start: () => startStack({ log, uploadDir, seededDb, appEnv: kind === 'e2e' ? E2E_APP_ENV : {} }),
      run: (stack) =>
        runPrefixed(prefix, command, args, {
          ...process.env,
          ...(lanes > 1 ? { TEST_LANE: String(index) } : {}),
          TEST_UPLOAD_DIR: uploadDir,
          TEST_BASE_URL: stack.baseURL,
          TEST_MONGODB_URI: stack.mongoUri,
          TEST_APP_LOG: stack.logFile,
        }),
    };
  };
  const failures = await runLane({
    name,
    // vitest takes file paths as filters; Playwright too (and still runs the setup project).
    integration: phase('integration', bin('vitest'), [
      'run',
      '--project',
      'integration',
      ...(files?.integration ?? []),
    ]),
    // The e2e tests see the site as a visitor would, so they get a fresh database and cache,
    // without the records (and fake media URLs) the integration tests leave behind.
    e2e: phase('e2e', bin('playwright'), ['test', ...(files?.e2e ?? [])]),
    onTiming: (kind, seconds) => timings.push([`${kind} tests (${name})`, seconds]),
  });
  return failures;
}

/** @type {Promise<void> | null} */
let seeding = null;
try {
  // The seed needs only FerretDB and tsx, no build: it runs beside the checks, where the slowest
  // (tsc) runs alone on two cores for most of the step, and is awaited before the lanes.
  ensureFerretdb();
  seedDir = mkdtempSync(path.join(os.tmpdir(), 'inmobiliaria-seeded-'));
  photos = uploadsOf(1, 'integration');
  seeding = seedDatabaseFiles({ dir: path.join(seedDir, 'db'), uploadDir: photos }).then((dir) => {
    seededDb = dir;
  });
  seeding.catch(() => {}); // its failure is reported where it is awaited
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
  // Awaited before the steps that block this process (spawnSync): the seed's FerretDB and its
  // child need the event loop.
  await step('seed the test database once (begun beside the checks)', () => seeding);
  await step('prepare FerretDB, Chromium, xmllint, poppler-utils, zbar-tools, Redis and nginx', () => {
    ensureFerretdb();
    ensureTestBrowser();
    ensureXmllint();
    // The ficha's text and QR code (tests/integration/ficha.test.ts).
    ensurePdfTools();
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
  const failures = await step(`integration and e2e tests, ${lanes} lane(s) side by side`, async () => {
    const plan = lanes > 1 ? planLanes() : null;
    if (plan) printPlan(plan);
    return (await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i + 1, plan?.[i] ?? null)))).flat();
  });
  if (failures.length) throw new Error(failures.join('\n  '));
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await seeding?.catch(() => {}); // its FerretDB stopped before its folder goes
  if (seedDir) rmSync(seedDir, { recursive: true, force: true });
  console.error('\nTimings:');
  for (const [name, seconds] of timings) console.error(`  ${name.padEnd(40)} ${seconds.toFixed(1)} s`);
}
