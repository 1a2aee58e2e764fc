import 'server-only';

import type { ReceivedFile } from '../uploads/types';
import type { UploadedFile } from '../validation/uploads';
import { ok } from './respond';

export const UPLOADED_MESSAGE = 'Archivos subidos exitosamente';

/** The upload answer (docs/api.md#uploads): 201 `{success, data:{files:[{url, ...}]}, message}`. */
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
