#!/usr/bin/env node
// `npm run bench:feed`: the portals' feed (GET /feeds/trovit.xml) on a fresh stack whose catalogue
// is scaled to --properties listings (default 5,000): its size, the first (uncached) answer, warm
// answers (median), a conditional GET's 304, and the document
// checked against the schema copy with xmllint. Needs `npm run build` first.
// Usage: npm run bench:feed [-- --properties 5000]
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { ensureXmllint } from './lib/debian-package.mjs';
import { root } from './lib/ferretdb.mjs';
import { startStack } from './lib/stack.mjs';

const properties = Number(process.argv[process.argv.indexOf('--properties') + 1]) || 5000;
const SCHEMA = path.join(root, 'tests/fixtures/trovit/trovit-homes.xsd');

/** One GET: status, bytes, time to the first byte and to the last, the body when asked. */
async function timed(url, headers = {}, keep = false) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  let first = null;
  let bytes = 0;
  const chunks = [];
  for await (const chunk of response.body ?? []) {
    first ??= performance.now() - start;
    bytes += chunk.length;
    if (keep) chunks.push(chunk);
  }
  return {
    status: response.status,
    bytes,
    firstByteMs: Math.round(first ?? performance.now() - start),
    totalMs: Math.round(performance.now() - start),
    headers: response.headers,
    body: keep ? Buffer.concat(chunks) : null,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stack = await startStack({ seedArgs: ['--scale', String(properties)] });
try {
  const url = `${stack.baseURL}/feeds/trovit.xml`;
  const cold = await timed(url, {}, true);
  const warm = [];
  for (let i = 0; i < 5; i += 1) warm.push(await timed(url));
  const conditional = await timed(url, { 'if-none-match': cold.headers.get('etag') });
  const file = path.join(os.tmpdir(), `trovit-${properties}.xml`);
  await writeFile(file, cold.body);
  let valid = 'valid';
  try {
    execFileSync(ensureXmllint(), ['--noout', '--schema', SCHEMA, file], { stdio: 'pipe' });
  } catch (error) {
    valid = String(error.stderr).split('\n').slice(0, 3).join(' ');
  }
  console.log(`\n## Feed: ${properties} properties in the catalogue`);
  console.log(`listings in the feed: ${cold.headers.get('x-feed-count')}`);
  console.log(`size: ${(cold.bytes / 1024 / 1024).toFixed(2)} MB (${cold.bytes} bytes)`);
  console.log(`first answer (uncached): first byte ${cold.firstByteMs} ms, whole ${cold.totalMs} ms`);
  console.log(
    `warm (median of 5): first byte ${median(warm.map((w) => w.firstByteMs))} ms, whole ${median(warm.map((w) => w.totalMs))} ms`,
  );
  console.log(`conditional GET: ${conditional.status} in ${conditional.totalMs} ms`);
  console.log(`schema (xmllint): ${valid}`);
} finally {
  await stack.stop();
}
