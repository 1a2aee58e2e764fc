import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { cloudinaryAsset } from '../../storage/cloudinary';
import { resolveUploadPath } from '../../storage/paths';

/** A photo larger than this is not put on a card (uploads are re-encoded far below it). */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

/**
 * The bytes of a stored photo for a card, or null when it cannot be read: a card then shows the
 * agency's background rather than failing. Only our own media is read: a file under /uploads,
 * a file of public/images, or our Cloudinary account's (never an arbitrary URL).
 */
export async function readPhoto(url: string): Promise<Buffer | null> {
  try {
    if (url.startsWith('/uploads/')) {
      const file = resolveUploadPath(url.slice('/uploads/'.length).split('/').map(decodeURIComponent));
      return file ? await readFile(file) : null;
    }
    if (/^\/images\/[\w.-]+\.(?:jpe?g|png|webp)$/i.test(url)) {
      return await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', url));
    }
    if (cloudinaryAsset(url)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.length <= MAX_PHOTO_BYTES ? bytes : null;
    }
    return null;
  } catch {
    return null;
  }
}
