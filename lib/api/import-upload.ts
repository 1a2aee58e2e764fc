import 'server-only';

import { IMPORT_FILE_FIELD, IMPORT_LIMITS, IMPORT_MESSAGES, IMPORT_PHOTOS_FIELD } from '../domain/imports';
import { safeFileName } from '../uploads/file-name';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { readMultipart } from '../uploads/receive-multipart';
import { ApiError } from './errors';

// The multipart body of POST /api/imports (docs/import-export.md#the-dry-run): `file`, the CSV,
// and optionally `photos`, a zip, both read into memory within their limits by the uploads'
// reader. Their kinds are read from their bytes: a CSV is text (no NUL byte, not a zip such as
// an .xlsx), the photos a zip ("PK\3\4").

export interface ImportUpload {
  csv: Buffer;
  fileName: string;
  zip: Buffer | null;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const isZip = (data: Buffer) => data.subarray(0, 4).equals(ZIP_MAGIC);
const looksBinary = (data: Buffer) => isZip(data) || data.subarray(0, 8000).includes(0);

const LIMITS: Record<string, { bytes: number; tooBig: string }> = {
  [IMPORT_FILE_FIELD]: { bytes: IMPORT_LIMITS.csvBytes, tooBig: IMPORT_MESSAGES.csvTooBig },
  [IMPORT_PHOTOS_FIELD]: { bytes: IMPORT_LIMITS.zipBytes, tooBig: IMPORT_MESSAGES.zipTooBig },
};

export async function receiveImport(request: Request): Promise<ImportUpload> {
  const files = new Map<string, { name: string; data: Buffer }>();
  await readMultipart(request, {
    limits: { files: 2, fileSize: IMPORT_LIMITS.zipBytes + 1, fields: 10, fieldSize: 1000 },
    maxBody: IMPORT_LIMITS.csvBytes + IMPORT_LIMITS.zipBytes + 64 * 1024,
    fileFields: [IMPORT_FILE_FIELD, IMPORT_PHOTOS_FIELD],
    onFile: async (field, stream, filename) => {
      // A second part under the same name is read past, the first one kept.
      if (files.has(field)) return void stream.resume();
      const limit = LIMITS[field];
      const parts: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of stream) {
          size += (chunk as Buffer).length;
          if (size > limit.bytes) break;
          parts.push(chunk as Buffer);
        }
      } catch {
        throw new ApiError(400, UPLOAD_MESSAGES.malformed);
      }
      if (size > limit.bytes) throw new ApiError(413, limit.tooBig);
      files.set(field, { name: safeFileName(filename), data: Buffer.concat(parts) });
    },
  });
  const csv = files.get(IMPORT_FILE_FIELD);
  if (!csv || csv.data.length === 0) throw new ApiError(400, IMPORT_MESSAGES.noFile);
  if (looksBinary(csv.data)) throw new ApiError(415, IMPORT_MESSAGES.notCsv);
  const zip = files.get(IMPORT_PHOTOS_FIELD);
  if (zip && zip.data.length > 0 && !isZip(zip.data)) throw new ApiError(415, IMPORT_MESSAGES.notZip);
  return { csv: csv.data, fileName: csv.name, zip: zip && zip.data.length > 0 ? zip.data : null };
}
