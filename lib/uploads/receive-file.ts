import 'server-only';

import { Readable } from 'node:stream';

import { InvalidError, TooLargeError, UnsupportedMediaError } from '../domain/errors';
import { storage } from '../storage';
import { detectType, isPdf, SNIFF_BYTES, type DetectedType } from './detect';
import { safeFileName } from './file-name';
import { reencodeImage } from './image';
import { UPLOAD_MESSAGES } from './messages';
import type { ReceivedFile, ReceiveOptions } from './types';

type FileStream = Readable & { truncated?: boolean };

/** Reads, checks and stores one file; null for an empty unnamed part (a file input left empty). */
export async function receiveFile(
  stream: FileStream,
  filename: string | undefined,
  options: ReceiveOptions,
  stored: string[],
) {
  const name = safeFileName(filename);
  const chunks = fileChunks(stream, name, options.maxFileBytes);
  const head = await readHead(chunks);
  if (head.length === 0) {
    if (!filename) return null;
    throw new InvalidError(UPLOAD_MESSAGES.empty(name));
  }
  if (options.kind === 'pdf') return receivePdf(head, chunks, name);
  const type = await detectType(head, options.kind);
  if (!type) throw new UnsupportedMediaError(UPLOAD_MESSAGES.badType(name));
  const received =
    options.kind === 'image'
      ? await storeImage(head, chunks, name, options)
      : await storeVideo(head, chunks, type, options);
  stored.push(received.url);
  return { ...received, originalName: name, contentType: type.contentType } satisfies ReceivedFile;
}

/** A PDF, read whole into memory (at most maxFileBytes) and handed back: no storage, no public URL. */
async function receivePdf(head: Buffer, rest: AsyncIterator<Buffer>, name: string): Promise<ReceivedFile> {
  if (!isPdf(head)) throw new UnsupportedMediaError(UPLOAD_MESSAGES.notPdf(name));
  const parts = [head];
  for (let next = await rest.next(); !next.done; next = await rest.next()) parts.push(next.value);
  const data = Buffer.concat(parts);
  return { url: '', kind: 'pdf', size: data.length, data, originalName: name, contentType: 'application/pdf' };
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
async function* fileChunks(
  stream: FileStream,
  name: string,
  maxBytes: number,
): AsyncGenerator<Buffer, void, undefined> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch {
    throw new InvalidError(UPLOAD_MESSAGES.malformed);
  }
  if (stream.truncated) throw new TooLargeError(UPLOAD_MESSAGES.tooBig(name, maxBytes));
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
