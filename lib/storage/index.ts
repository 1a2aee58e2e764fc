import 'server-only';
import { env } from '../env';
import { cloudinaryStorage } from './cloudinary';
import { localStorage } from './local';
import type { StorageAdapter } from './types';

export type { MediaKind, SaveInput, StorageAdapter, UploadFolder } from './types';

/** Cloudinary when CLOUDINARY_URL is set, else the local disk (docs/architecture.md#media-and-uploads). */
export function storage(): StorageAdapter {
  return env().CLOUDINARY_URL ? cloudinaryStorage : localStorage;
}

/**
 * Removes stored media by the URLs the API handed out: `/uploads/...` from the disk, our
 * Cloudinary delivery URLs by public_id. Other URLs (external, seed placeholders) and files
 * already gone are skipped: deleting a property or news item never fails on its media.
 */
export async function deleteStoredFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        if (await localStorage.remove(url)) return;
        await cloudinaryStorage.remove(url);
      } catch (error) {
        console.error('Could not delete a stored file:', error instanceof Error ? error.message : error);
      }
    }),
  );
}
