import { randomBytes } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

// Local uploads are written to a hidden temp file beside their final name and renamed when
// complete (lib/storage/local.ts). A process killed mid-write (SIGKILL, power loss) leaves the
// temp file behind: never served (dot names are refused) and never referenced, so it is only
// wasted disk, removed at the next start. No 'server-only' here: instrumentation imports it.

const TEMP_NAME = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** The hidden temp name under which `name` is written before the rename. */
export function tempNameFor(name: string): string {
  return `.${name}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Deletes temp files older than `maxAgeMs` in the folders of `root` (one level: properties,
 * news, videos). The age guard spares uploads still being written by another instance that
 * shares the volume. Returns the paths removed.
 */
export async function removeStaleTempFiles(root: string, maxAgeMs: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(/* turbopackIgnore: true */ root, folder.name);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!TEMP_NAME.test(name)) continue;
      const file = path.join(/* turbopackIgnore: true */ dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue;
      if (await unlink(file).then(() => true, () => false)) removed.push(file);
    }
  }
  return removed;
}
