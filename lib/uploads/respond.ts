import 'server-only';

import { ok } from '../api/respond';
import type { UploadedFile } from '../validation/uploads';
import type { ReceivedFile } from './receive';

export const UPLOADED_MESSAGE = 'Archivos subidos exitosamente';

/** SPEC §7's upload answer: 201 `{success, data:{files:[{url, ...}]}, message}`. */
export function uploadedResponse(files: ReceivedFile[]) {
  return ok(
    {
      files: files.map(({ url, originalName, size, contentType, width, height }): UploadedFile => ({
        url,
        originalName,
        size,
        contentType,
        width,
        height,
      })),
    },
    UPLOADED_MESSAGE,
    { status: 201 },
  );
}
