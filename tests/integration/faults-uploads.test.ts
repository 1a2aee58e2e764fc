import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { UPLOAD_MESSAGES } from '@/lib/uploads/messages';

import { stackSeedEnv } from '../../scripts/lib/stack.mjs';
import { adminToken } from './accounts';
import { fixture, MB, padded, png } from './media-fixtures';
import { slowUpload, spawnApp, type OwnApp } from './spawned-app';
import { connectTestDb } from './stack-client';

// The disk refusing a write, and the server killed, in the middle of an upload. Each app here
// has its own UPLOAD_DIR (the shared stack's folder is never touched) on the shared database.

let tmp = '';
let mounted = '';
const apps: OwnApp[] = [];

async function ownApp(uploadDir: string): Promise<OwnApp> {
  const app = await spawnApp({ ...stackSeedEnv(inject('mongoUri')), UPLOAD_DIR: uploadDir });
  apps.push(app);
  return app;
}

/** Every entry of a folder, hidden temp files included. */
const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-upload-faults-'));
}, 30_000);

afterAll(async () => {
  for (const app of apps) if (app.child.exitCode === null) app.child.kill('SIGTERM');
  await Promise.all(apps.map((a) => Promise.race([a.exited, new Promise((r) => setTimeout(r, 5000))])));
  if (mounted) spawnSync('umount', [mounted]);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('the disk refuses a write during an upload', () => {
  let app: OwnApp;
  let root = '';
  beforeAll(async () => {
    root = path.join(tmp, 'refusing');
    await mkdir(path.join(root, 'videos'), { recursive: true });
    // A full disk: a 1 MB tmpfs as the videos folder (needs root, as the test machine runs);
    // elsewhere a read-only folder refuses the write instead.
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', path.join(root, 'videos')]);
    if (mount.status === 0) mounted = path.join(root, 'videos');
    else spawnSync('chmod', ['555', path.join(root, 'videos')]);
    // The news folder cannot even be created: a regular file holds its name (ENOTDIR/EEXIST).
    await writeFile(path.join(root, 'news'), 'not a folder');
    app = await ownApp(root);
  }, 120_000);

  it('a video cut short by a full disk leaves no file, not even a partial one', async () => {
    const bytes = padded(fixture('sample.mp4'), 3 * MB);
    const started = Date.now();
    const upload = slowUpload(`${app.baseURL}/api/upload/videos`, {
      token: await adminToken(),
      name: 'recorrido.mp4',
      bytes,
      delayMs: 5,
    });
    const { status, body } = await upload.response;
    console.log(
      `[faults] disk ${mounted ? 'full (tmpfs)' : 'read-only'} during a video upload: ${status} ${JSON.stringify(body)} in ${Date.now() - started} ms`,
    );
    expect({ status, body }).toEqual({
      status: 502,
      body: { success: false, message: UPLOAD_MESSAGES.storageFailed, code: 'upstream_failed' },
    });
    expect(await entries(path.join(root, 'videos'))).toEqual([]);
  }, 60_000);

  it('a news item whose image cannot be stored is not created', async () => {
    const title = `Noticia sin disco ${Date.now()}`;
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'La imagen no se pudo guardar');
    form.append('images', new Blob([(await png()) as BlobPart], { type: 'image/png' }), 'portada.png');
    const response = await fetch(`${app.baseURL}/api/news`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const body = (await response.json()) as { success: boolean; message: string };
    console.log(`[faults] news image folder unusable: ${response.status} ${JSON.stringify(body)}`);
    expect({ status: response.status, body }).toEqual({
      status: 502,
      body: { success: false, message: UPLOAD_MESSAGES.storageFailed, code: 'upstream_failed' },
    });
    const mongoose = await connectTestDb();
    expect(await mongoose.connection.collection('news').countDocuments({ title })).toBe(0);
    expect((await stat(path.join(root, 'news'))).isFile()).toBe(true);
  }, 60_000);
});

describe('the server is killed in the middle of an upload', () => {
  it('leaves only a hidden temp file, never served, removed at the next start', async () => {
    const root = path.join(tmp, 'killed');
    const videos = path.join(root, 'videos');
    const first = await ownApp(root);
    const upload = slowUpload(`${first.baseURL}/api/upload/videos`, {
      token: await adminToken(),
      name: 'largo.mp4',
      bytes: padded(fixture('sample.mp4'), 12 * MB),
      delayMs: 40,
    });
    upload.response.catch(() => undefined); // the connection dies with the server
    const deadline = Date.now() + 30_000;
    while (upload.sent() < 3 * MB || (await entries(videos)).length === 0) {
      if (Date.now() > deadline) throw new Error('the upload never reached the disk');
      await new Promise((r) => setTimeout(r, 50));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const left = await entries(videos);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^\.[0-9a-f-]{36}\.mp4\.[0-9a-f]{12}\.tmp$/); // hidden, never a final name
    const partial = path.join(videos, left[0]);
    expect((await stat(partial)).size).toBeLessThan(12 * MB);

    // An hour-old leftover (a crash long ago) is removed when the app starts again; until then it is not served.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(partial, old, old);
    const second = await ownApp(root);
    expect(await entries(videos)).toEqual([]);
    expect((await fetch(`${second.baseURL}/uploads/videos/${left[0]}`)).status).toBe(404);
    expect(
      (await fetch(`${second.baseURL}/uploads/videos/${left[0].slice(1).replace(/\.[0-9a-f]{12}\.tmp$/, '')}`)).status,
    ).toBe(404);
  }, 120_000);

  it('a fresh temp file (another instance still writing) is left alone at start', async () => {
    const root = path.join(tmp, 'shared');
    await mkdir(path.join(root, 'videos'), { recursive: true });
    const writing = path.join(root, 'videos', '.0b6f4a3e-1111-4c1d-9d51-9a6bb0f0a001.mp4.a1b2c3d4e5f6.tmp');
    await writeFile(writing, 'partial');
    const app = await ownApp(root);
    expect(await entries(path.join(root, 'videos'))).toEqual([path.basename(writing)]);
    expect((await fetch(`${app.baseURL}/uploads/videos/${path.basename(writing)}`)).status).toBe(404);
  }, 120_000);
});
