#!/usr/bin/env node
// `node scripts/test-durations.mjs <log of npm test or .ci/run> [more logs]`: refreshes
// tests/durations.json, the seconds `npm test` balances its lanes by (scripts/lib/lanes.mjs), from
// what each integration file and e2e spec took in those runs (the last log wins for a file). Files
// the logs do not mention keep their figures; files no longer on disk are dropped.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { parseCiLog } from './lib/ci-log.mjs';
import { root } from './lib/ferretdb.mjs';
import { E2E_DIR } from './lib/test-files.mjs';

const logs = process.argv.slice(2);
if (logs.length === 0) {
  console.error('usage: node scripts/test-durations.mjs <log of npm test> [more logs]');
  process.exit(2);
}
const target = path.join(root, 'tests', 'durations.json');
const previous = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
const integration = { ...previous.integration };
const e2e = { ...previous.e2e };
let overhead = previous.overhead ?? {};
let ci = previous.ci ?? {};
for (const log of logs) {
  const parsed = parseCiLog(readFileSync(log, 'utf8'), { e2eDir: E2E_DIR });
  const found = Object.keys(parsed.integration).length + Object.keys(parsed.e2e).length;
  if (found === 0) throw new Error(`${log}: no integration file or e2e test with its time in it`);
  Object.assign(integration, parsed.integration);
  Object.assign(e2e, parsed.e2e);
  overhead = { ...overhead, ...parsed.overhead };
  ci = { ...ci, ...parsed.ci };
  console.error(
    `${log}: ${Object.keys(parsed.integration).length} integration files, ${Object.keys(parsed.e2e).length} specs`,
  );
}
const onDisk = (record) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([file]) => existsSync(path.join(root, file)))
      .sort(),
  );
const durations = {
  $comment:
    'Seconds per integration file and per e2e spec and project in a CI run, per lane the seconds around them, and the seconds of .ci/run outside the lanes (ci.outsideLanes) against its budget (ci.budget); npm test balances its lanes by them and node scripts/test.mjs --plan predicts the run. Refresh: node scripts/test-durations.mjs <CI log>.',
  ci,
  overhead,
  integration: onDisk(integration),
  e2e: onDisk(e2e),
};
writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
const total = (record) => Object.values(record).reduce((sum, value) => sum + value, 0);
console.error(
  `${path.relative(root, target)}: ${Object.keys(durations.integration).length} integration files ` +
    `(${total(durations.integration).toFixed(0)} s), ${Object.keys(durations.e2e).length} specs ` +
    `(${Object.values(durations.e2e)
      .reduce((sum, projects) => sum + total(projects), 0)
      .toFixed(0)} s)`,
);
