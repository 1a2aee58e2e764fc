import 'server-only';

import { DomainError, InvalidError, UpstreamError } from '../domain/errors';
import { UPLOAD_FIELD } from '../domain/upload-limits';
import { deleteStoredFiles } from '../storage';
import { UPLOAD_MESSAGES } from './messages';
import { receiveFile } from './receive-file';
import { readMultipart } from './receive-multipart';
import type { ReceivedFile, ReceiveOptions } from './types';

export type { ReceivedFile, ReceiveOptions } from './types';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 100_000;

/**
 * Streams a multipart body and stores every file sent under `images` (or `options.field`): its
 * type is read from its bytes, images are re-encoded by sharp (buffered, at most maxFileBytes
 * each), videos are streamed to storage. Any failure deletes whatever this call already stored
 * and throws a domain error (400, 413 or 415; 502 when storage itself fails).
 */
export async function receiveUploads(
  request: Request,
  options: ReceiveOptions,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const files: ReceivedFile[] = [];
  const stored: string[] = [];
  try {
    const fields = await readMultipart(request, {
      limits: {
        files: options.maxFiles,
        fileSize: options.maxFileBytes + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
      maxBody: options.maxFiles * options.maxFileBytes + MAX_FIELDS * MAX_FIELD_BYTES,
      fileFields: [options.field ?? UPLOAD_FIELD],
      textFields: options.fields,
      onFile: async (_field, stream, filename) => {
        const file = await receiveFile(stream, filename, options, stored);
        if (file) files.push(file);
      },
    });
    if (files.length === 0) throw new InvalidError(UPLOAD_MESSAGES.noFiles);
    return { fields, files };
  } catch (error) {
    await deleteStoredFiles(stored);
    if (error instanceof DomainError) throw error;
    console.error('Upload storage failed:', error instanceof Error ? error.message : error);
    throw new UpstreamError(UPLOAD_MESSAGES.storageFailed);
  }
}
