import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveUploadPath, uploadRoot, uploadUrl } from './paths';
import { tempNameFor } from './temp-files';
import type { SaveInput, StorageAdapter } from './types';

/**
 * Files under uploadRoot()/<folder>/<uuid>.<ext>, served by /uploads/[...path]. Each file is
 * written to a hidden temp file in the same folder (never served: resolveUploadPath refuses
 * dot names) and renamed when complete, so a reader never sees half a file; a temp file left by
 * a killed process is removed at the next start (./temp-files.ts).
 */
export const localStorage: StorageAdapter = {
  name: 'local',

  async save({ body, folder, extension }: SaveInput): Promise<string> {
    // Run-time paths: the ignore comments keep Turbopack from tracing the whole project.
    const dir = path.join(/* turbopackIgnore: true */ uploadRoot(), folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    const temp = path.join(/* turbopackIgnore: true */ dir, tempNameFor(name));
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o644 }));
      await rename(temp, path.join(/* turbopackIgnore: true */ dir, name));
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return uploadUrl(folder, name);
  },

  async remove(url: string): Promise<boolean> {
    if (!url.startsWith('/uploads/')) return false;
    let segments: string[];
    try {
      segments = url.slice('/uploads/'.length).split('/').map(decodeURIComponent);
    } catch {
      return true; // malformed escape: ours by prefix, but no such file can exist
    }
    const file = resolveUploadPath(segments);
    if (file) await unlink(file).catch(() => undefined);
    return true;
  },
};
