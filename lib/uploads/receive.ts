import 'server-only';

import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { DomainError, InvalidError, TooLargeError, UnsupportedMediaError, UpstreamError } from '../domain/errors';
import { UPLOAD_FIELD } from '../domain/upload-limits';
import { deleteStoredFiles } from '../storage';
import { safeFileName } from './file-name';
import { UPLOAD_MESSAGES } from './messages';
import { receiveFile } from './receive-file';
import type { ReceivedFile, ReceiveOptions } from './types';

export type { ReceivedFile, ReceiveOptions } from './types';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 100_000;

/**
 * Streams a multipart body (busboy, never request.formData()) and stores every file sent under
 * `images` (or `options.field`): its type is read from its bytes, images are re-encoded by sharp (buffered, at most
 * maxFileBytes each), videos are streamed to storage. Any failure deletes whatever this call
 * already stored and throws a domain error (400, 413 or 415; 502 when storage itself fails).
 */
export async function receiveUploads(
  request: Request,
  options: ReceiveOptions,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UnsupportedMediaError(UPLOAD_MESSAGES.notMultipart);
  // A declared size no accepted form can reach is refused before a byte is read.
  const maxBody = options.maxFiles * options.maxFileBytes + MAX_FIELDS * MAX_FIELD_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > maxBody)
    throw new TooLargeError(UPLOAD_MESSAGES.requestTooBig(maxBody));
  const stored: string[] = [];
  try {
    const result = await parse(request, contentType, options, stored);
    if (result.files.length === 0) throw new InvalidError(UPLOAD_MESSAGES.noFiles);
    return result;
  } catch (error) {
    await deleteStoredFiles(stored);
    if (error instanceof DomainError) throw error;
    console.error('Upload storage failed:', error instanceof Error ? error.message : error);
    throw new UpstreamError(UPLOAD_MESSAGES.storageFailed);
  }
}

function parse(request: Request, contentType: string, options: ReceiveOptions, stored: string[]) {
  return new Promise<{ fields: Record<string, string>; files: ReceivedFile[] }>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        // busboy flags a file that reaches fileSize exactly, so one more byte is the real limit.
        limits: {
          files: options.maxFiles,
          fileSize: options.maxFileBytes + 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(new InvalidError(UPLOAD_MESSAGES.malformed)); // e.g. no boundary
      return;
    }
    const source = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const reading = new Set<Readable>();
    // Files are handled one after another; busboy waits for each file stream to be read.
    let queue: Promise<void> = Promise.resolve();
    let failure: unknown = null;

    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      source.unpipe(parser);
      // Drain the rest so the client, still sending, reads our answer instead of a reset.
      source.on('error', () => undefined).resume();
      for (const stream of reading) stream.destroy();
      // Reject once the file in progress has settled, so its stored copy is known and deleted.
      void queue.finally(() => reject(error));
    };

    parser.on('field', (name, value, info) => {
      if (failure || !options.fields?.includes(name)) return;
      if (info.valueTruncated) fail(new TooLargeError(UPLOAD_MESSAGES.fieldTooLong(safeFileName(name))));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // busboy destroys a file stream with the parser's error (a form cut mid-file) even before
      // its turn in the queue comes; unlistened, that error crashed out as uncaughtException.
      // The parser's own 'error' below reports it, and a reader still sees it while iterating.
      stream.on('error', () => undefined);
      if (failure) return void stream.resume();
      const expected = options.field ?? UPLOAD_FIELD;
      if (name !== expected) {
        stream.resume();
        return fail(new InvalidError(UPLOAD_MESSAGES.wrongField(safeFileName(name), expected)));
      }
      queue = queue
        .then(async () => {
          if (failure) return void stream.resume();
          reading.add(stream);
          const file = await receiveFile(stream, info.filename, options, stored).finally(() => reading.delete(stream));
          if (file) files.push(file);
        })
        .catch(fail);
    });
    parser.on('filesLimit', () => fail(new InvalidError(UPLOAD_MESSAGES.tooMany(options.maxFiles))));
    parser.on('fieldsLimit', () => fail(new InvalidError(UPLOAD_MESSAGES.tooManyFields)));
    // busboy refuses a part header with control characters (a file name with a NUL or ESC).
    parser.on('error', (error: Error) =>
      fail(
        new InvalidError(
          /part header/i.test(error.message) ? UPLOAD_MESSAGES.badPartHeader : UPLOAD_MESSAGES.malformed,
        ),
      ),
    );
    parser.on('close', () => {
      void queue.then(() => (failure ? undefined : resolve({ fields, files })));
    });
    source.on('error', () => fail(new InvalidError(UPLOAD_MESSAGES.malformed)));
    source.pipe(parser);
  });
}
