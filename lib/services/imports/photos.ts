import 'server-only';

import { unzipSync } from 'fflate';

import { InvalidError } from '../../domain/errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES, photoName } from '../../domain/imports';
import { UPLOAD_LIMITS } from '../../domain/upload-limits';
import { deleteStoredFiles, storage } from '../../storage';
import { detectType } from '../../uploads/detect';
import { reencodeImage } from '../../uploads/image';

// The photos' zip of an import (docs/import-export.md#photos): each file named after a row's code
// and its order (IB-0001-1.jpg), read from its bytes and re-encoded like any upload
// (lib/uploads: sniffed type, sharp, at most 5 MB and 40 MP each), then stored. A photo that fails
// is an error of its row, never of the import.

export interface ZipPhoto {
  name: string;
  order: number;
  data: Uint8Array;
}

export interface ZipContents {
  /** By code, in the order their names give. */
  byCode: Map<string, ZipPhoto[]>;
  /** Names that are no `{code}-{n}.{ext}` (folders and system files left out). */
  unnamed: string[];
  /** Photos over the size of an upload: their row's error. */
  tooBig: Map<string, string[]>;
}

const SKIPPED = /(^|\/)(__MACOSX\/|\.[^/]*$|Thumbs\.db$)/;

/** The zip's photos, unpacked within IMPORT_LIMITS (a 400 otherwise). */
export function readZip(zip: Uint8Array): ZipContents {
  const byCode = new Map<string, ZipPhoto[]>();
  const tooBig = new Map<string, string[]>();
  const unnamed: string[] = [];
  let total = 0;
  let count = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (file.name.endsWith('/') || SKIPPED.test(file.name)) return false;
        const named = photoName(file.name);
        if (!named) {
          unnamed.push(file.name);
          return false;
        }
        count += 1;
        if (count > IMPORT_LIMITS.photos) throw new InvalidError(IMPORT_MESSAGES.tooManyPhotos);
        if (file.originalSize > UPLOAD_LIMITS.image.maxFileBytes) {
          tooBig.set(named.code, [...(tooBig.get(named.code) ?? []), file.name]);
          return false;
        }
        total += file.originalSize;
        if (total > IMPORT_LIMITS.unzippedBytes) throw new InvalidError(IMPORT_MESSAGES.unzippedTooBig);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof InvalidError) throw error;
    throw new InvalidError(IMPORT_MESSAGES.badZip);
  }
  for (const [path, data] of Object.entries(files)) {
    const named = photoName(path)!;
    const name = path.split('/').pop() ?? path;
    byCode.set(named.code, [...(byCode.get(named.code) ?? []), { name, order: named.order, data }]);
  }
  for (const photos of byCode.values()) photos.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return { byCode, unnamed, tooBig };
}

/**
 * Stores one row's photos through the upload pipeline: their URLs in order, or the message of
 * the first that fails (then none of them stays stored).
 */
export async function storePhotos(photos: ZipPhoto[]): Promise<{ urls: string[]; error?: string }> {
  const urls: string[] = [];
  for (const photo of photos) {
    const data = Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength);
    const type = await detectType(data.subarray(0, 4100), 'image');
    const encoded = type ? await reencodeImage(data, photo.name).catch(() => null) : null;
    if (!encoded) {
      await deleteStoredFiles(urls);
      return { urls: [], error: IMPORT_MESSAGES.photoBadType(photo.name) };
    }
    urls.push(await storage().save({ body: encoded.data, kind: 'image', folder: 'properties', extension: 'webp' }));
  }
  return { urls };
}
