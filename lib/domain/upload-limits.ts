/** Upload limits (docs/product-rules.md#limits). Pure: forms may import it to check before sending. */
export const MB = 1024 * 1024;

export const UPLOAD_FIELD = 'images';

export const UPLOAD_LIMITS = {
  image: { maxFiles: 20, maxFileBytes: 5 * MB },
  video: { maxFiles: 5, maxFileBytes: 50 * MB },
} as const;

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side of a stored image. */
export const MAX_IMAGE_SIDE = 2400;

/** What each upload endpoint accepts and where it files it. */
export const UPLOAD_TARGETS = {
  propertyImages: { kind: 'image', folder: 'properties', ...UPLOAD_LIMITS.image },
  videos: { kind: 'video', folder: 'videos', ...UPLOAD_LIMITS.video },
  // The image rules (20 × 5 MB); the news form sends one, the editor may add more.
  newsImages: { kind: 'image', folder: 'news', ...UPLOAD_LIMITS.image },
} as const;
