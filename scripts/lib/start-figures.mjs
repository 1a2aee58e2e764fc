// A fresh production start on a seeded database, timed from the server's `Ready` line to each
// first answer (asked together, as visitors arriving at a deploy would), each then checked against
// the same request to an instance that reads the database itself (CATALOGUE_IN_MEMORY=off).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { root } from './ferretdb.mjs';
import { freePort, spawnNext } from './stack.mjs';
import { stopProcess } from './stop-process.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const logText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * What must match between two answers: the JSON; of a page, its visible words (counted, since a
 * page streamed while its data loads puts its sections in another order) and the listings it
 * links to, in their order (the home page's sections stream apart: there, in any order).
 */
function comparable(body, type, ordered) {
  if (type.includes('json')) return JSON.stringify(JSON.parse(body));
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).sort();
  const links = [...body.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/href="(\/property\/[^"?#]+)/g)].map(
    (m) => m[1],
  );
  return JSON.stringify({ words, links: ordered ? links : links.sort() });
}

async function get(url) {
  const res = await fetch(url);
  const body = await res.text();
  return {
    status: res.status,
    body: comparable(body, res.headers.get('content-type') ?? '', new URL(url).pathname !== '/'),
  };
}

/**
 * Starts the app (`env`: the database's stack env) and asks every path at once as soon as it says
 * `Ready`. Resolves with the app ({ baseURL, logFile, child, exited }) and, per path, the ms from
 * `Ready` to its last byte, its status and its comparable body.
 */
export async function timedStart(env, paths) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `inmobiliaria-app-${port}.log`);
  const spawned = spawnNext(env, { stderr: 'log', port });
  spawned.catch(() => undefined);
  let readyAt = null;
  for (let i = 0; i < 2400 && readyAt === null; i += 1) {
    if (logText(logFile).includes('Ready')) readyAt = performance.now();
    else await sleep(25);
  }
  if (readyAt === null) throw new Error('The server did not say Ready within 60 s');
  const first = await Promise.all(
    paths.map(async (p) => {
      const answer = await get(baseURL + p);
      return { path: p, ms: Math.round(performance.now() - readyAt), ...answer };
    }),
  );
  return { app: await spawned, first };
}

/** The server's `[catalogue]` lines so far. */
export const catalogueLines = (logFile) =>
  logText(logFile)
    .split('\n')
    .filter((line) => line.includes('[catalogue]'));

/** Waits until the log has a line matching `pattern` (the catalogue loaded), up to `timeoutMs`. */
export async function waitForLine(logFile, pattern, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(logText(logFile))) return true;
    await sleep(250);
  }
  return false;
}

/** Each path asked of the app at `baseURL`, compared with the first answers: the paths that differ. */
export async function differences(baseURL, first) {
  const wrong = [];
  for (const answer of first) {
    const reference = await get(baseURL + answer.path);
    if (reference.status === answer.status && reference.body === answer.body) continue;
    wrong.push(answer.path);
    // Both kept for a look at what differs.
    const file = path.join(root, '.data', 'bench', `differs-${answer.path.replace(/\W+/g, '_')}`);
    writeFileSync(`${file}.first.txt`, answer.body);
    writeFileSync(`${file}.warm.txt`, reference.body);
  }
  return wrong;
}

/** Stops an app of timedStart (SIGTERM, its exit awaited). */
export async function stopApp(app) {
  await stopProcess(app.child);
  await app.exited;
}
