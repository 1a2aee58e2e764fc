import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import sharp from 'sharp';

import { testUploadDir } from '../../scripts/lib/stack.mjs';

export const MB = 1024 * 1024;

/** A folder of the stack's upload folder (scripts/lib/stack.mjs). */
export const uploadDir = (folder: string) => path.join(testUploadDir(), folder);

/** Every entry of an upload folder, temp files included. */
export function folderEntries(folder: string): string[] {
  try {
    return readdirSync(uploadDir(folder)).sort();
  } catch {
    return [];
  }
}

export const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(process.cwd(), 'tests', 'fixtures', name)));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 49, b: 125 } } });

/** A 300×200 JPEG whose EXIF says "rotate 90°" and carries a camera comment. */
export async function jpegWithExif(): Promise<Uint8Array> {
  const buffer = await solid(300, 200)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Cámara secreta', ImageDescription: 'GPS y datos privados' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(buffer);
}

export const png = async () => new Uint8Array(await solid(120, 80).png().toBuffer());
export const webp = async () => new Uint8Array(await solid(120, 80).webp().toBuffer());

/** Bytes of `head` followed by zeros up to `size` (still detected as the head's type). */
export function padded(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return bytes;
}

/**
 * A genuine decompression bomb: a valid 1-bit greyscale PNG of side×side pixels (64 MP for
 * 8000) whose all-zero rows deflate to a few kilobytes.
 */
export function pngBomb(side = 8000): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 + zeros per row
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
