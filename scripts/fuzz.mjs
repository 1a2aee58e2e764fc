#!/usr/bin/env node
// `npm run fuzz`: schemathesis over every operation of /api/openapi.json on the production build,
// once anonymous and once with the admin's bearer token, with every check and the stateful
// phase on. A fresh stack (its own FerretDB, seeded) is started, so the dev database is never
// touched. Needs `npm run build` first. Exits non-zero on any failure.
//   npm run fuzz [-- --examples 25] [--seed N] [--only anonymous|admin] [--workers 2]
// Checks, timeouts and the statuses each check accepts: scripts/fuzz/schemathesis.toml, plus a 400
// for every operation whose document lists the rules a schema-valid request may break (rules.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { formatSummary, readRun } from './fuzz/report.mjs';
import { idempotentOperations, operationsWithRules, rulesConfig } from './fuzz/rules.mjs';
import { ensureSchemathesis } from './fuzz/venv.mjs';
import { root } from './lib/ferretdb.mjs';
import { stackAdminToken, startStack } from './lib/stack.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const examples = option('examples', '25');
const seed = option('seed', undefined);
const only = option('only', undefined);
const workers = option('workers', '2');

function runSchemathesis(st, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(st, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SCHEMATHESIS_TELEMETRY: 'false' },
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const st = ensureSchemathesis();
const reportRoot = path.join(root, '.data', 'fuzz', new Date().toISOString().replace(/[:.]/g, '-'));
/** schemathesis.toml plus the operations whose 400s the document declares (scripts/fuzz/rules.mjs). */
async function writeConfig(stack) {
  const doc = await (await fetch(`${stack.baseURL}/api/openapi.json`)).json();
  const base = readFileSync(path.join(root, 'scripts', 'fuzz', 'schemathesis.toml'), 'utf8');
  const file = path.join(reportRoot, 'schemathesis.toml');
  mkdirSync(reportRoot, { recursive: true });
  writeFileSync(file, base + rulesConfig(operationsWithRules(doc), idempotentOperations(doc)));
  return file;
}

const stack = await startStack();
const runs = [];
let exitCode = 0;
try {
  const config = await writeConfig(stack);
  const plans = [
    // The admin run leaves out logout: it would revoke the very token the rest of the run uses.
    {
      name: 'admin',
      args: async () => [
        '-H',
        `Authorization: Bearer ${await stackAdminToken(stack)}`,
        '--exclude-path',
        '/api/auth/logout',
      ],
    },
    { name: 'anonymous', args: async () => [] },
  ].filter((plan) => !only || plan.name === only);
  for (const plan of plans) {
    const reportDir = path.join(reportRoot, plan.name);
    mkdirSync(reportDir, { recursive: true });
    console.error(`\n=== schemathesis, ${plan.name} (${examples} examples per operation) ===`);
    const code = await runSchemathesis(st, [
      '--config-file',
      config,
      'run',
      `${stack.baseURL}/api/openapi.json`,
      '--url',
      stack.baseURL,
      '--max-examples',
      examples,
      '--workers',
      workers,
      '--report',
      'json,ndjson',
      '--report-dir',
      reportDir,
      ...(seed ? ['--seed', seed] : []),
      ...(await plan.args()),
    ]);
    runs.push({ name: plan.name, figures: readRun(reportDir) });
    if (code !== 0) exitCode = 1;
  }
} finally {
  await stack.stop();
}
console.log(formatSummary(runs));
console.log(`\nReports: ${path.relative(root, reportRoot)}; ${exitCode === 0 ? 'no failures' : 'FAILURES: see above'}`);
process.exit(exitCode);
