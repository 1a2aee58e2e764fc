import { readFile, stat, unlink } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { beforeAll, describe, expect, inject, it } from 'vitest';

import { stackSeedEnv } from '../../scripts/lib/stack.mjs';
import { waitForLine } from '../../scripts/lib/start-figures.mjs';
import { adminToken } from './accounts';
import { fixture, MB, padded } from './media-fixtures';
import { slowUpload, spawnApp, type OwnApp } from './spawned-app';

// SIGTERM (a deploy, `docker stop`): no new connections, the requests in flight finish, the
// process exits (next start's own handler; lib/shutdown.ts logs it and closes kept-alive
// connections as their answers end).

let app: OwnApp;
beforeAll(async () => {
  app = await spawnApp(stackSeedEnv(inject('mongoUri')));
  // A running instance, as a deploy stops one: its start-up work (the catalogue's first load) is
  // done. A SIGTERM in the first second of a start, on a loaded machine, can wait out
  // SHUTDOWN_TIMEOUT_MS and exit 1 (docs/operations.md#shutdown).
  expect(await waitForLine(app.logFile, /\[catalogue\] \d+ properties (loaded|from)/, 60_000)).toBe(true);
}, 90_000);

/** What a request on a connection of its own gets: `answered <status>` or `refused`. */
function newConnectionAnswer(url: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(`answered ${response.statusCode}`);
    });
    request.once('error', () => resolve('refused'));
  });
}

describe('SIGTERM during a slow upload', () => {
  it('finishes the upload, refuses new connections and exits', async () => {
    const bytes = padded(fixture('sample.mp4'), 6 * MB);
    // About 3 s on the wire: 24 pieces of 256 KB, 120 ms apart.
    const upload = slowUpload(`${app.baseURL}/api/upload/videos`, {
      token: await adminToken(),
      name: 'despliegue.mp4',
      bytes,
      delayMs: 120,
    });
    while (upload.sent() < 1 * MB) await new Promise((r) => setTimeout(r, 20));
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');

    // A new connection (never a pooled one) is refused once next start has closed its listener,
    // which a loaded machine may take a moment to get to; the upload is still in flight then.
    let late = '';
    for (const deadline = Date.now() + 1500; Date.now() < deadline && late !== 'refused';) {
      await new Promise((r) => setTimeout(r, 100));
      late = await newConnectionAnswer(`${app.baseURL}/api/health`);
    }
    expect(late).toBe('refused');
    expect(upload.sent()).toBeLessThan(bytes.length); // still in flight when the listener closed

    const { status, body } = await upload.response;
    const answeredAt = Date.now();
    expect(status, JSON.stringify(body)).toBe(201);
    const [file] = (body as { data: { files: Array<{ url: string; size: number }> } }).data.files;
    expect(file.size).toBe(bytes.length);
    const stored = path.join(stackSeedEnv(inject('mongoUri')).UPLOAD_DIR, file.url.replace(/^\/uploads\//, ''));
    expect((await stat(stored)).size).toBe(bytes.length);

    const code = await app.exited;
    const exitedAt = Date.now();
    console.log(
      `[shutdown] upload answered ${answeredAt - signalledAt} ms after SIGTERM; process exited ${exitedAt - answeredAt} ms later with ${code}`,
    );
    expect(code).toBe(143);
    expect(exitedAt - answeredAt).toBeLessThan(3000);
    const log = await readFile(app.logFile, 'utf8');
    expect(log).toContain('[shutdown] SIGTERM: no new connections');
    await unlink(stored);
  }, 60_000);
});
