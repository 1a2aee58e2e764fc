import 'server-only';

import type { Actor } from '../domain/activity';
import { InvalidError, TooLargeError } from '../domain/errors';
import { createNews } from '../services/news';
import { deleteStoredFiles } from '../storage';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { receiveUploads } from '../uploads/receive';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_MESSAGES,
  NEWS_MULTIPART_FIELDS,
  newsMultipartFieldsSchema,
  type ApiNews,
} from '../validation/news';

/** The generic upload errors that the news form words in its own way (docs/product-rules.md#validation). */
function newsUploadError(error: unknown): unknown {
  if (error instanceof TooLargeError && error.message.startsWith('El archivo '))
    return new TooLargeError(NEWS_MESSAGES.imageTooLarge);
  if (error instanceof InvalidError && error.message === UPLOAD_MESSAGES.noFiles)
    return new InvalidError(NEWS_MESSAGES.imageRequired);
  return error;
}

/**
 * POST /api/news as multipart: title, description (and optionally content, category, tags,
 * status, featured) plus exactly one image under `images`. The image is stored first (the body
 * is streamed); when the text fields or the save fail, the stored file is deleted again.
 */
export async function createNewsFromUpload(request: Request, actor: Actor): Promise<ApiNews> {
  let received: Awaited<ReturnType<typeof receiveUploads>>;
  try {
    received = await receiveUploads(request, {
      kind: 'image',
      folder: 'news',
      maxFiles: 1,
      maxFileBytes: NEWS_IMAGE_MAX_BYTES,
      fields: NEWS_MULTIPART_FIELDS,
    });
  } catch (error) {
    throw newsUploadError(error);
  }
  const urls = received.files.map((file) => file.url);
  try {
    const fields = newsMultipartFieldsSchema.parse(received.fields);
    return await createNews({ ...fields, images: urls.map((url) => ({ url, alt: fields.title })) }, actor);
  } catch (error) {
    await deleteStoredFiles(urls);
    throw error;
  }
}
