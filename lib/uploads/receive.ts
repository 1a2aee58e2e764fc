import 'server-only';
import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ApiError } from '../api/errors';
import { deleteStoredFiles, storage, type UploadFolder } from '../storage';
import { detectType, SNIFF_BYTES, type DetectedType } from './detect';
import { safeFileName } from './file-name';
import { reencodeImage } from './image';
import { UPLOAD_FIELD } from './limits';
import { UPLOAD_MESSAGES } from './messages';

export interface ReceivedFile {
  url: string;
  kind: 'image' | 'video';
  /** The client's file name, sanitised (for messages and display only). */
  originalName: string;
  /** Bytes stored (after re-encoding, for images). */
  size: number;
  contentType: string;
  width?: number;
  height?: number;
}

export interface ReceiveOptions {
  kind: 'image' | 'video';
  folder: UploadFolder;
  maxFiles: number;
  maxFileBytes: number;
  /** Text fields to collect; any other text field is ignored. */
  fields?: readonly string[];
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 100_000;

/**
 * Streams a multipart body (busboy, never request.formData()) and stores every file sent under
 * `images`: its type is read from its bytes, images are re-encoded by sharp (buffered, at most
 * maxFileBytes each), videos are streamed to storage. Any failure deletes whatever this call
 * already stored and throws an ApiError (400, 413 or 415; 502 when storage itself fails).
 */
export async function receiveUploads(
  request: Request,
  options: ReceiveOptions,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(415, UPLOAD_MESSAGES.notMultipart);
  const stored: string[] = [];
  try {
    const result = await parse(request, contentType, options, stored);
    if (result.files.length === 0) throw new ApiError(400, UPLOAD_MESSAGES.noFiles);
    return result;
  } catch (error) {
    await deleteStoredFiles(stored);
    if (error instanceof ApiError) throw error;
    console.error('Upload storage failed:', error instanceof Error ? error.message : error);
    throw new ApiError(502, UPLOAD_MESSAGES.storageFailed);
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
        limits: { files: options.maxFiles, fileSize: options.maxFileBytes + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(new ApiError(400, UPLOAD_MESSAGES.malformed)); // e.g. no boundary
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
      if (info.valueTruncated) fail(new ApiError(413, UPLOAD_MESSAGES.fieldTooLong(safeFileName(name))));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (failure) return void stream.resume();
      if (name !== UPLOAD_FIELD) {
        stream.resume();
        return fail(new ApiError(400, UPLOAD_MESSAGES.wrongField(safeFileName(name), UPLOAD_FIELD)));
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
    parser.on('filesLimit', () => fail(new ApiError(400, UPLOAD_MESSAGES.tooMany(options.maxFiles))));
    parser.on('fieldsLimit', () => fail(new ApiError(400, UPLOAD_MESSAGES.tooManyFields)));
    parser.on('error', () => fail(new ApiError(400, UPLOAD_MESSAGES.malformed)));
    parser.on('close', () => {
      void queue.then(() => (failure ? undefined : resolve({ fields, files })));
    });
    source.on('error', () => fail(new ApiError(400, UPLOAD_MESSAGES.malformed)));
    source.pipe(parser);
  });
}

type FileStream = Readable & { truncated?: boolean };

/** Reads, checks and stores one file; null for an empty unnamed part (a file input left empty). */
async function receiveFile(stream: FileStream, filename: string | undefined, options: ReceiveOptions, stored: string[]) {
  const name = safeFileName(filename);
  const chunks = fileChunks(stream, name, options.maxFileBytes);
  const head = await readHead(chunks);
  if (head.length === 0) {
    if (!filename) return null;
    throw new ApiError(400, UPLOAD_MESSAGES.empty(name));
  }
  const type = await detectType(head, options.kind);
  if (!type) throw new ApiError(415, UPLOAD_MESSAGES.badType(name));
  const received = options.kind === 'image' ? await storeImage(head, chunks, name, options) : await storeVideo(head, chunks, type, options);
  stored.push(received.url);
  return { ...received, originalName: name, contentType: type.contentType } satisfies ReceivedFile;
}

async function storeImage(head: Buffer, rest: AsyncIterator<Buffer>, name: string, options: ReceiveOptions) {
  const parts = [head];
  for (let next = await rest.next(); !next.done; next = await rest.next()) parts.push(next.value);
  const image = await reencodeImage(Buffer.concat(parts), name);
  const url = await storage().save({ body: image.data, kind: 'image', folder: options.folder, extension: 'webp' });
  return { url, kind: 'image' as const, size: image.data.length, width: image.width, height: image.height };
}

async function storeVideo(head: Buffer, rest: AsyncIterator<Buffer>, type: DetectedType, options: ReceiveOptions) {
  let size = 0;
  const body = Readable.from(
    (async function* () {
      size += head.length;
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        size += next.value.length;
        yield next.value;
      }
    })(),
  );
  const url = await storage().save({ body, kind: 'video', folder: options.folder, extension: type.extension });
  return { url, kind: 'video' as const, size };
}

/** The file's chunks; throws 413 when busboy cut it at the limit and 400 when the body broke off. */
async function* fileChunks(stream: FileStream, name: string, maxBytes: number): AsyncGenerator<Buffer, void, undefined> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch {
    throw new ApiError(400, UPLOAD_MESSAGES.malformed);
  }
  if (stream.truncated) throw new ApiError(413, UPLOAD_MESSAGES.tooBig(name, maxBytes));
}

/** At least SNIFF_BYTES (or the whole file when smaller): enough for file-type to decide. */
async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}
