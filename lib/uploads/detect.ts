import 'server-only';

import { fileTypeFromBuffer } from 'file-type';

import type { MediaKind } from '../storage';

/** Bytes read before deciding the type (file-type's recommended sample). */
export const SNIFF_BYTES = 4100;

export interface DetectedType {
  kind: MediaKind;
  /** Extension and Content-Type the stored file gets. */
  extension: string;
  contentType: string;
}

// Decodable by sharp's prebuilt libvips (HEIC is not); stored as WebP after re-encoding.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
// Containers browsers play; M4V is MP4 with another brand and is stored as such.
const VIDEO_TYPES: Record<string, Omit<DetectedType, 'kind'>> = {
  'video/mp4': { extension: 'mp4', contentType: 'video/mp4' },
  'video/x-m4v': { extension: 'mp4', contentType: 'video/mp4' },
  'video/webm': { extension: 'webm', contentType: 'video/webm' },
  'video/quicktime': { extension: 'mov', contentType: 'video/quicktime' },
};

/** The type of a file from its first bytes, or null when it is not an accepted `kind`. */
export async function detectType(head: Uint8Array, kind: MediaKind): Promise<DetectedType | null> {
  // A parser choking on hostile bytes means "not a type we know", never a server error.
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  if (!found) return null;
  if (kind === 'image') {
    return IMAGE_TYPES.has(found.mime) ? { kind, extension: 'webp', contentType: 'image/webp' } : null;
  }
  const video = VIDEO_TYPES[found.mime];
  return video ? { kind, ...video } : null;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether a file's first bytes are a PDF's header (never judged by its name or Content-Type). */
export function isPdf(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && Buffer.from(head.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC);
}
