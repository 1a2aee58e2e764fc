import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deleteStoredFiles, storage } from '@/lib/storage';
import { receiveUploads } from '@/lib/uploads/receive';

import { fixture } from './media-fixtures';

/** The local adapter and receiveUploads called directly, on a private upload folder. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  process.env.UPLOAD_DIR = root;
});
afterAll(() => {
  delete process.env.UPLOAD_DIR;
  rmSync(root, { recursive: true, force: true });
});

const entries = (folder: string) => (existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : []);

describe('local storage adapter', () => {
  it('is the adapter without CLOUDINARY_URL and writes under a server-made name', async () => {
    expect(storage().name).toBe('local');
    const url = await storage().save({
      body: Buffer.from('RIFF1234WEBP'),
      kind: 'image',
      folder: 'news',
      extension: 'webp',
    });
    expect(url).toMatch(/^\/uploads\/news\/[0-9a-f-]{36}\.webp$/);
    expect(readFileSync(path.join(root, url.slice('/uploads/'.length)), 'utf8')).toBe('RIFF1234WEBP');
    expect(entries('news')).toEqual([url.split('/').pop()]);
  });

  it('leaves neither the file nor its temp file when the body stream fails half way', async () => {
    const before = entries('videos');
    // Fails 50 ms after the adapter starts reading: destroyed before it listens (a slow mkdir), the
    // stream's error would have no listener and be an uncaught exception.
    let started = false;
    const body = new Readable({
      read() {
        if (started) return;
        started = true;
        this.push(Buffer.alloc(64 * 1024, 1));
        setTimeout(() => this.destroy(new Error('cliente desconectado')), 50);
      },
    });
    await expect(storage().save({ body, kind: 'video', folder: 'videos', extension: 'mp4' })).rejects.toThrow(
      'cliente desconectado',
    );
    expect(entries('videos')).toEqual(before);
  });

  it('deleteStoredFiles removes our files and never throws on missing, foreign or hostile URLs', async () => {
    const url = await storage().save({
      body: Buffer.from('x'),
      kind: 'image',
      folder: 'properties',
      extension: 'webp',
    });
    writeFileSync(path.join(root, 'keep.txt'), 'no tocar');
    await expect(
      deleteStoredFiles([
        url,
        url, // twice: the second is already gone
        '/uploads/properties/no-existe.webp',
        '/uploads/../keep.txt',
        '/uploads/%2e%2e/keep.txt',
        '/uploads/%E0%A4%A',
        'https://example.com/foto.jpg',
        '/images/placeholder.webp',
      ]),
    ).resolves.toBeUndefined();
    expect(entries('properties')).toEqual([]);
    expect(readFileSync(path.join(root, 'keep.txt'), 'utf8')).toBe('no tocar');
  });
});

describe('receiveUploads', () => {
  const options = { kind: 'video', folder: 'videos', maxFiles: 5, maxFileBytes: 50 * 1024 * 1024 } as const;

  function streamedRequest(parts: Uint8Array[], failAtEnd: boolean) {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of parts) controller.enqueue(part);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (failAtEnd) controller.error(new Error('conexión cortada'));
        else controller.close();
      },
    });
    return new Request('http://local/api/upload/videos', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=LIMITE' },
      duplex: 'half',
    } as RequestInit);
  }

  const head = (name: string) =>
    new TextEncoder().encode(`--LIMITE\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\n\r\n`);
  const tail = new TextEncoder().encode('\r\n--LIMITE--\r\n');

  it('collects only the named text fields and stores the files in order', async () => {
    const clip = fixture('sample.mp4');
    const field = (name: string, value: string) =>
      new TextEncoder().encode(`--LIMITE\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const request = streamedRequest(
      [
        field('title', 'Recorrido'),
        field('otro', 'x'),
        head('a.mp4'),
        clip,
        new TextEncoder().encode('\r\n'),
        head('b.mp4'),
        clip,
        tail,
      ],
      false,
    );
    const result = await receiveUploads(request, { ...options, fields: ['title'] });
    expect(result.fields).toEqual({ title: 'Recorrido' });
    expect(result.files.map((f) => [f.originalName, f.kind, f.size, f.contentType])).toEqual([
      ['a.mp4', 'video', clip.length, 'video/mp4'],
      ['b.mp4', 'video', clip.length, 'video/mp4'],
    ]);
    await deleteStoredFiles(result.files.map((f) => f.url));
  });

  it('answers 400 and keeps nothing when the connection breaks in the middle of a video', async () => {
    const before = entries('videos');
    const request = streamedRequest(
      [head('a.mp4'), fixture('sample.mp4'), tail.subarray(0, 2), head('b.mp4'), fixture('sample.mp4')],
      true,
    );
    await expect(receiveUploads(request, options)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'El formulario enviado está incompleto o mal formado',
    });
    expect(entries('videos')).toEqual(before);
  });
});
