import 'server-only';

import sharp from 'sharp';

import { TooLargeError, UnsupportedMediaError } from '../domain/errors';
import { MAX_IMAGE_SIDE, MAX_INPUT_PIXELS } from '../domain/upload-limits';
import { UPLOAD_MESSAGES } from './messages';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an untrusted image and re-encodes it as WebP: turned upright from its EXIF
 * orientation, at most 2400 px a side, with no metadata (EXIF, GPS, ICC comments) kept.
 * Headers claiming more than 40 MP are refused before any pixel is decoded.
 */
export async function reencodeImage(input: Buffer, name: string): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new TooLargeError(UPLOAD_MESSAGES.tooManyPixels(name, MAX_INPUT_PIXELS));
    }
    // Bytes that look like an image but do not decode as one (polyglots, truncated files).
    throw new UnsupportedMediaError(UPLOAD_MESSAGES.badType(name));
  }
}
