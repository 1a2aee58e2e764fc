import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { root, startFerretdb } from '../../scripts/lib/ferretdb.mjs';
import { runSeed } from '../../scripts/lib/seed-runner.mjs';
import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { adminTokenAt } from './accounts';
import { png } from './media-fixtures';
import { freshIp } from './stack-client';

// `npm run backup` of a running site, changes through the API, `npm run restore` into empty
// directories, and an app started on the restored copy. A dedicated database and upload folder.

const run = promisify(execFile);
const { MONGODB_URI: _ignored, ...scriptEnv } = process.env; // the scripts read DATA_DIR / UPLOAD_DIR
void _ignored;

type Started = {
  db: Awaited<ReturnType<typeof startFerretdb>>;
  app: Awaited<ReturnType<typeof startApp>>;
  token: string;
  initial: Record<string, number>;
};
let tmp = '';
const started: Started[] = [];

async function site(dataDir: string, uploadDir: string, seed: boolean): Promise<Started> {
  const db = await startFerretdb({ dataDir });
  const env = { ...stackSeedEnv(db.uri), UPLOAD_DIR: uploadDir };
  if (seed) await runSeed({ env: { ...env, SEED_DEMO: 'false' } });
  const initial = await counts(db.uri); // before this test's own login adds a refresh token
  const app = await startApp(env);
  const token = await adminTokenAt(app.baseURL);
  const entry = { db, app, token, initial };
  started.push(entry);
  return entry;
}

async function api(s: Started, method: string, route: string, body?: unknown | FormData) {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${s.app.baseURL}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      'x-forwarded-for': freshIp(),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Documents per collection, read straight from a database. */
async function counts(uri: string): Promise<Record<string, number>> {
  const connection = await mongoose.createConnection(uri, { retryWrites: false }).asPromise();
  try {
    const names = (await connection.db!.listCollections().toArray()).map((c) => c.name).sort();
    return Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await connection.db!.collection(n).countDocuments()] as const)),
    );
  } finally {
    await connection.close();
  }
}

function lead(s: Started, n: number) {
  return fetch(`${s.app.baseURL}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify({
      kind: 'contact',
      name: `Cliente ${n}`,
      email: `respaldo-${n}@correo.test`,
      subject: 'Respaldo',
      message: 'Escrito mientras se hacía la copia.',
      acceptPrivacy: true,
    }),
  }).then((r) => r.status);
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-backup-'));
}, 30_000);

afterAll(async () => {
  for (const s of started) {
    await s.app.stop();
    await s.db.stop();
  }
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('snapshots a running site and brings it back into empty directories', async () => {
    const live = await site(path.join(tmp, 'db'), path.join(tmp, 'uploads'), true);

    // Data of the snapshot: a news item with an uploaded image.
    const form = new FormData();
    form.append('title', 'Noticia del respaldo');
    form.append('description', 'Antes de la copia');
    form.append('images', new Blob([(await png()) as BlobPart], { type: 'image/png' }), 'portada.png');
    const created = await api(live, 'POST', '/api/news', form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const news = created.body.data as { _id: string; image: string };
    const image = Buffer.from(await (await fetch(`${live.app.baseURL}${news.image}`)).arrayBuffer());
    expect(image.length).toBeGreaterThan(0);
    const before = await counts(live.db.uri);

    // The backup runs while visitors keep writing.
    let writing = true;
    const acknowledged: number[] = [];
    const writer = (async () => {
      for (let n = 0; writing; n += 1) if ((await lead(live, n)) === 201) acknowledged.push(n);
    })();
    const snapshot = path.join(tmp, 'snapshot');
    const backup = await run(
      'node',
      [
        'scripts/backup.mjs',
        '--data-dir',
        path.join(tmp, 'db'),
        '--upload-dir',
        path.join(tmp, 'uploads'),
        '--out',
        snapshot,
      ],
      { cwd: root, env: scriptEnv },
    );
    writing = false;
    await writer;
    expect(backup.stdout).toContain(`Snapshot written to ${snapshot}`);
    const manifest = JSON.parse(await readFile(path.join(snapshot, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'inmobiliaria-snapshot/1',
      database: { engine: 'ferretdb-sqlite', files: [{ name: 'inmobiliaria.sqlite' }] },
      uploads: { files: 1 },
    });
    expect(acknowledged.length).toBeGreaterThan(0);

    // Changes after the snapshot, through the API.
    expect((await api(live, 'PUT', `/api/news/${news._id}`, { title: 'Título cambiado después' })).status).toBe(200);
    expect(
      (await api(live, 'POST', '/api/news', { title: 'Noticia posterior', description: 'No está en la copia' })).status,
    ).toBe(201);

    // Restore refuses a directory in use and a damaged snapshot, then fills empty ones.
    const refused = await run(
      'node',
      ['scripts/restore.mjs', snapshot, '--data-dir', path.join(tmp, 'db'), '--upload-dir', path.join(tmp, 'uploads2')],
      { cwd: root, env: scriptEnv },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not empty: restore into an empty one, or pass --force'),
    });
    const damaged = path.join(tmp, 'damaged');
    await cp(snapshot, damaged, { recursive: true });
    await appendFile(path.join(damaged, 'db', 'inmobiliaria.sqlite'), 'x');
    const broken = await run(
      'node',
      ['scripts/restore.mjs', damaged, '--data-dir', path.join(tmp, 'db3'), '--upload-dir', path.join(tmp, 'uploads3')],
      { cwd: root, env: scriptEnv },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(broken).toMatchObject({ code: 1, stderr: expect.stringContaining('is missing or damaged') });
    expect(await readdir(path.join(tmp, 'db3')).catch(() => [])).toEqual([]);

    await mkdir(path.join(tmp, 'db2'));
    const restore = await run(
      'node',
      [
        'scripts/restore.mjs',
        snapshot,
        '--data-dir',
        path.join(tmp, 'db2'),
        '--upload-dir',
        path.join(tmp, 'uploads2'),
      ],
      { cwd: root, env: scriptEnv },
    );
    expect(restore.stdout).toContain('Restored the snapshot');

    const restored = await site(path.join(tmp, 'db2'), path.join(tmp, 'uploads2'), false);
    // Collections the writer did not touch are exactly as before the backup; the leads written
    // during it (and their per-IP throttle rows) are there up to the snapshot's instant.
    const { leads: leadsBefore = 0, throttles: throttlesBefore = 0, ...restBefore } = before;
    const { leads: leadsRestored = 0, throttles: throttlesRestored = 0, ...restRestored } = restored.initial;
    // (An empty collection is no data: models create theirs with their indexes when first used.)
    const nonEmpty = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);
    expect(nonEmpty(restRestored)).toEqual(nonEmpty(restBefore));
    expect(leadsRestored).toBeGreaterThanOrEqual(leadsBefore);
    expect(leadsRestored).toBeLessThanOrEqual(leadsBefore + acknowledged.length);
    expect(throttlesRestored).toBeGreaterThanOrEqual(throttlesBefore);
    console.log(
      `[backup] snapshot while writing: ${leadsRestored - leadsBefore} of ${acknowledged.length} leads acknowledged during the backup are in it; collections ${JSON.stringify(restored.initial)}`,
    );

    const item = await api(restored, 'GET', `/api/news/${news._id}`);
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ title: 'Noticia del respaldo', image: news.image });
    const served = await fetch(`${restored.app.baseURL}${news.image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const list = await api(restored, 'GET', '/api/news?limit=50&status=all');
    expect(JSON.stringify(list.body)).not.toContain('Noticia posterior');
  }, 240_000);
});
