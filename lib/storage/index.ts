import 'server-only';
import { unlink } from 'node:fs/promises';
import { resolveUploadPath } from './paths';

/**
 * Removes stored media by the URLs the API handed out (`/uploads/...`). URLs we did not store
 * (external, seed placeholders elsewhere) and files already gone are skipped: deleting a
 * property or news item must never fail on its media.
 */
export async function deleteStoredFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      if (!url.startsWith('/uploads/')) return;
      const file = resolveUploadPath(url.slice('/uploads/'.length).split('/').map(decodeURIComponent));
      if (file) await unlink(file).catch(() => undefined);
    }),
  );
}
