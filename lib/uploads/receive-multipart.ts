import 'server-only';

import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { InvalidError, TooLargeError, UnsupportedMediaError } from '../domain/errors';
import { safeFileName } from './file-name';
import { UPLOAD_MESSAGES } from './messages';

export type FilePart = Readable & { truncated?: boolean };

export interface MultipartOptions {
  /** busboy's limits; `fileSize` one byte over the real limit (busboy flags a file that reaches it). */
  limits: { files: number; fileSize: number; fields: number; fieldSize: number };
  /** The largest body an accepted form can be: a larger declared Content-Length is refused unread. */
  maxBody: number;
  /** The file fields taken; another is refused, naming `fileFields[0]`. */
  fileFields: ReadonlyArray<string>;
  /** Reads one file part, in turn (busboy waits for it); throws a domain error to refuse the request. */
  onFile: (field: string, stream: FilePart, filename: string | undefined) => Promise<void>;
  /** The text fields taken (answered by readMultipart); any other is ignored. */
  textFields?: ReadonlyArray<string>;
}

/**
 * The one multipart reader of uploads and imports: streams the body through busboy (never
 * request.formData()), hands each file to `onFile` one after another, and turns every way a
 * form can be wrong into a domain error (400, 413, 415). On a refusal it stops reading and drains
 * the rest, so the client, still sending, reads the answer instead of a reset; it settles only
 * once the file in progress has, so the caller knows what it already stored.
 */
export async function readMultipart(request: Request, options: MultipartOptions): Promise<Record<string, string>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UnsupportedMediaError(UPLOAD_MESSAGES.notMultipart);
  if (Number(request.headers.get('content-length') ?? 0) > options.maxBody)
    throw new TooLargeError(UPLOAD_MESSAGES.requestTooBig(options.maxBody));
  return parse(request, contentType, options);
}

function parse(request: Request, contentType: string, { limits, fileFields, onFile, textFields }: MultipartOptions) {
  return new Promise<Record<string, string>>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits });
    } catch {
      reject(new InvalidError(UPLOAD_MESSAGES.malformed)); // e.g. no boundary
      return;
    }
    const source = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    const fields: Record<string, string> = {};
    const reading = new Set<Readable>();
    let queue: Promise<void> = Promise.resolve();
    let failure: unknown = null;

    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      source.unpipe(parser);
      source.on('error', () => undefined).resume();
      for (const stream of reading) stream.destroy();
      void queue.finally(() => reject(error));
    };

    parser.on('field', (name, value, info) => {
      if (failure || !textFields?.includes(name)) return;
      if (info.valueTruncated) fail(new TooLargeError(UPLOAD_MESSAGES.fieldTooLong(safeFileName(name))));
      else fields[name] = value;
    });
    parser.on('file', (name, stream: FilePart, info) => {
      // busboy destroys a file stream with the parser's error (a form cut mid-file) even before
      // its turn in the queue comes; unlistened, that error crashed out as uncaughtException.
      // The parser's own 'error' below reports it, and a reader still sees it while iterating.
      stream.on('error', () => undefined);
      if (failure) return void stream.resume();
      if (!fileFields.includes(name)) {
        stream.resume();
        return fail(new InvalidError(UPLOAD_MESSAGES.wrongField(safeFileName(name), fileFields[0])));
      }
      queue = queue
        .then(async () => {
          if (failure) return void stream.resume();
          reading.add(stream);
          await onFile(name, stream, info.filename).finally(() => reading.delete(stream));
        })
        .catch(fail);
    });
    parser.on('filesLimit', () => fail(new InvalidError(UPLOAD_MESSAGES.tooMany(limits.files))));
    parser.on('fieldsLimit', () => fail(new InvalidError(UPLOAD_MESSAGES.tooManyFields)));
    // busboy refuses a part header with control characters (a file name with a NUL or ESC).
    parser.on('error', (error: Error) =>
      fail(
        new InvalidError(
          /part header/i.test(error.message) ? UPLOAD_MESSAGES.badPartHeader : UPLOAD_MESSAGES.malformed,
        ),
      ),
    );
    parser.on('close', () => void queue.then(() => (failure ? undefined : resolve(fields))));
    source.on('error', () => fail(new InvalidError(UPLOAD_MESSAGES.malformed)));
    source.pipe(parser);
  });
}
