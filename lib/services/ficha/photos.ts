import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { resolveUploadPath } from '../../storage/paths';

/** A photo as the page needs it: a JPEG of exactly `width`×`height` pixels, or null. */
export interface FichaPhoto {
  jpeg: Buffer | null;
  /** It could not be read for a reason that may pass (Cloudinary unreachable): cache the page briefly. */
  transient: boolean;
}

const FETCH_TIMEOUT_MS = 5_000;
/** Larger than any upload (5 MB, re-encoded): anything bigger is not one of ours. */
const MAX_REMOTE_BYTES = 15 * 1024 * 1024;
/** The uploads' own limit against decompression bombs (docs/architecture.md#media-and-uploads). */
const LIMIT_INPUT_PIXELS = 40_000_000;

/** The stored bytes behind a photo URL: local uploads, the site's own images, or Cloudinary. */
async function bytesOf(url: string): Promise<Buffer | null> {
  if (url.startsWith('/uploads/')) {
    const file = resolveUploadPath(url.slice('/uploads/'.length).split('/').map(decodeURIComponent));
    return file ? readFile(file) : null;
  }
  if (/^\/images\/[\w.-]+$/.test(url)) {
    return readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', url));
  }
  // The only remote host the site stores media on (next.config.ts images.remotePatterns).
  if (url.startsWith('https://res.cloudinary.com/')) {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Cloudinary answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_REMOTE_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > MAX_REMOTE_BYTES ? null : bytes;
  }
  return null;
}

/**
 * One photo cropped to the box it fills on the page (cover) and re-encoded as JPEG: the PDF embeds
 * JPEG as is, so the page's weight is the sum of these. A missing or unreadable photo is null
 * (the page draws its placeholder); a network failure is also marked transient.
 */
export async function fichaPhoto(url: string, width: number, height: number, quality: number): Promise<FichaPhoto> {
  let bytes: Buffer | null;
  try {
    bytes = await bytesOf(url);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing) console.error(`[ficha] photo ${url} unavailable:`, error instanceof Error ? error.message : error);
    return { jpeg: null, transient: !missing };
  }
  if (!bytes) return { jpeg: null, transient: false };
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    return { jpeg, transient: false };
  } catch (error) {
    console.error(`[ficha] photo ${url} unreadable:`, error instanceof Error ? error.message : error);
    return { jpeg: null, transient: false };
  }
}
