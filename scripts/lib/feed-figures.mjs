// The portals' feed (/feeds/trovit.xml) and /sitemap.xml measured on a running server: the first
// answer after a catalogue write (first byte and whole document), warm answers, the size, and the
// document checked with xmllint (the feed against the format's schema copy; the sitemap is
// checked well-formed, no sitemaps.org schema is kept in the repository). Used by bench:feed and
// bench:load.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { touchProperty } from './bench-client.mjs';
import { ensureXmllint } from './debian-package.mjs';
import { root } from './ferretdb.mjs';

const TROVIT_SCHEMA = path.join(root, 'tests/fixtures/trovit/trovit-homes.xsd');

/** One GET: status, bytes, time to the first byte and to the last, the body when asked. */
export async function timedDocument(url, headers = {}, keep = false) {
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

/** xmllint's verdict: 'valid' (or 'well-formed' without a schema), else its first lines. */
async function xmllint(body, schema) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'feed-figures-'));
  const file = path.join(dir, 'document.xml');
  try {
    await writeFile(file, body);
    execFileSync(ensureXmllint(), ['--noout', ...(schema ? ['--schema', schema] : []), file], { stdio: 'pipe' });
    return schema ? 'valid' : 'well-formed';
  } catch (error) {
    return String(error.stderr ?? error)
      .split('\n')
      .slice(0, 3)
      .join(' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A public listing to write to (the newest), from the public API. */
async function someListing(baseURL) {
  const res = await fetch(`${baseURL}/api/properties?limit=1`);
  const body = await res.json();
  if (!res.ok || !body.data?.[0]) throw new Error(`GET /api/properties answered ${res.status}`);
  return body.data[0]._id;
}

/**
 * One document: `rounds` times a write (a listing's priority, which expires the catalogue's cache
 * tags and moves its updatedAt) then the first answer; then `warm` answers without a write, and a
 * conditional GET with the last ETag (a 304 where the route gives one).
 */
async function measure(baseURL, session, pathname, { schema, rounds, warm, id }) {
  const url = `${baseURL}${pathname}`;
  const afterWrite = [];
  let last = null;
  for (let i = 0; i < rounds; i += 1) {
    await touchProperty(baseURL, session, id, (Date.now() + i) % 1000);
    last = await timedDocument(url, {}, true);
    if (last.status !== 200) throw new Error(`GET ${pathname} answered ${last.status}`);
    afterWrite.push({ firstByteMs: last.firstByteMs, totalMs: last.totalMs });
  }
  const warmTimes = [];
  for (let i = 0; i < warm; i += 1) warmTimes.push(await timedDocument(url));
  const etag = last.headers.get('etag');
  const conditional = etag ? await timedDocument(url, { 'if-none-match': etag }) : null;
  return {
    afterWrite,
    afterWriteMaxMs: Math.max(...afterWrite.map((a) => a.totalMs)),
    warm: {
      firstByteMs: median(warmTimes.map((w) => w.firstByteMs)),
      totalMs: median(warmTimes.map((w) => w.totalMs)),
    },
    bytes: last.bytes,
    count: Number(last.headers.get('x-feed-count') ?? [...last.body.toString().matchAll(/<url>/g)].length),
    conditional: conditional && { status: conditional.status, totalMs: conditional.totalMs },
    schema: await xmllint(last.body, schema),
  };
}

/**
 * The feed's and the sitemap's figures on the server at `baseURL`; `session`: an admin session
 * (bench-client.mjs adminSession) whose writes expire the caches. `rounds` writes each, `warm`
 * answers each (median).
 */
export async function feedAndSitemapFigures(baseURL, session, { rounds = 3, warm = 5 } = {}) {
  const id = await someListing(baseURL);
  const loadBefore = os.loadavg().map((n) => Number(n.toFixed(2)));
  const feed = await measure(baseURL, session, '/feeds/trovit.xml', { schema: TROVIT_SCHEMA, rounds, warm, id });
  const sitemap = await measure(baseURL, session, '/sitemap.xml', { schema: null, rounds, warm, id });
  return { feed, sitemap, loadAverage: { before: loadBefore, after: os.loadavg().map((n) => Number(n.toFixed(2))) } };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const afterWriteText = (figures) =>
  figures.afterWrite.map((a) => `${a.firstByteMs}/${a.totalMs}`).join(', ') + ` (max ${figures.afterWriteMaxMs})`;

/** The figures as a Markdown table. */
export function printFeedFigures({ feed, sitemap, loadAverage }) {
  console.log(
    '\n| document | entries | size | first after a write, ms (first byte/whole) | warm median ms (first byte/whole) | 304 | xmllint |',
  );
  console.log('|---|---:|---:|---|---|---|---|');
  for (const [name, f] of [
    ['/feeds/trovit.xml', feed],
    ['/sitemap.xml', sitemap],
  ]) {
    const conditional = f.conditional ? `${f.conditional.status} in ${f.conditional.totalMs} ms` : '-';
    console.log(
      `| ${name} | ${f.count} | ${mb(f.bytes)} | ${afterWriteText(f)} | ${f.warm.firstByteMs}/${f.warm.totalMs} | ${conditional} | ${f.schema} |`,
    );
  }
  console.log(`load average before/after: ${loadAverage.before.join(' ')} / ${loadAverage.after.join(' ')}`);
}
