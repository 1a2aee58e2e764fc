import 'server-only';

import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { IMPORT_FILE_FIELD, IMPORT_LIMITS, IMPORT_MESSAGES, IMPORT_PHOTOS_FIELD } from '../domain/imports';
import { safeFileName } from '../uploads/file-name';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { ApiError } from './errors';

// The multipart body of POST /api/imports (docs/import-export.md#the-dry-run): `file`, the CSV,
// and optionally `photos`, a zip, both read into memory within their limits (busboy, as
// lib/uploads/receive.ts; never request.formData()). Their kinds are read from their bytes: a
// CSV is text (no NUL byte, not a zip such as an .xlsx), the photos a zip ("PK\3\4").

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
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(415, UPLOAD_MESSAGES.notMultipart);
  const maxBody = IMPORT_LIMITS.csvBytes + IMPORT_LIMITS.zipBytes + 64 * 1024;
  if (Number(request.headers.get('content-length') ?? 0) > maxBody)
    throw new ApiError(413, UPLOAD_MESSAGES.requestTooBig(maxBody));
  const files = await parse(request, contentType);
  const csv = files.get(IMPORT_FILE_FIELD);
  if (!csv || csv.data.length === 0) throw new ApiError(400, IMPORT_MESSAGES.noFile);
  if (looksBinary(csv.data)) throw new ApiError(415, IMPORT_MESSAGES.notCsv);
  const zip = files.get(IMPORT_PHOTOS_FIELD);
  if (zip && zip.data.length > 0 && !isZip(zip.data)) throw new ApiError(415, IMPORT_MESSAGES.notZip);
  return { csv: csv.data, fileName: csv.name, zip: zip && zip.data.length > 0 ? zip.data : null };
}

function parse(request: Request, contentType: string) {
  return new Promise<Map<string, { name: string; data: Buffer }>>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { files: 2, fileSize: IMPORT_LIMITS.zipBytes + 1, fields: 10, fieldSize: 1000 },
      });
    } catch {
      reject(new ApiError(400, UPLOAD_MESSAGES.malformed));
      return;
    }
    const source = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    const files = new Map<string, { name: string; data: Buffer }>();
    const reading: Array<Promise<void>> = [];
    let failure: unknown = null;
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      source.unpipe(parser);
      // Drain the rest so the client, still sending, reads our answer instead of a reset.
      source.on('error', () => undefined).resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      stream.on('error', () => undefined);
      const limit = LIMITS[field];
      if (failure || !limit || files.has(field)) {
        stream.resume();
        if (!limit && !failure)
          fail(new ApiError(400, UPLOAD_MESSAGES.wrongField(safeFileName(field), IMPORT_FILE_FIELD)));
        return;
      }
      const parts: Buffer[] = [];
      let size = 0;
      reading.push(
        (async () => {
          try {
            for await (const chunk of stream) {
              size += (chunk as Buffer).length;
              if (size > limit.bytes) {
                stream.resume();
                return fail(new ApiError(413, limit.tooBig));
              }
              parts.push(chunk as Buffer);
            }
          } catch {
            return fail(new ApiError(400, UPLOAD_MESSAGES.malformed));
          }
          files.set(field, { name: safeFileName(info.filename), data: Buffer.concat(parts) });
        })(),
      );
    });
    parser.on('filesLimit', () => fail(new ApiError(400, UPLOAD_MESSAGES.tooMany(2))));
    parser.on('error', () => fail(new ApiError(400, UPLOAD_MESSAGES.malformed)));
    parser.on('close', () => void Promise.all(reading).then(() => (failure ? undefined : resolve(files))));
    source.on('error', () => fail(new ApiError(400, UPLOAD_MESSAGES.malformed)));
    source.pipe(parser);
  });
}
