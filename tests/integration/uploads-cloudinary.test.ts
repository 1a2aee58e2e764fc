import { Readable } from 'node:stream';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectedSignature, startCloudinaryStandIn, type CloudinaryCall } from './cloudinary-stand-in';
import { fixture, jpegWithExif } from './media-fixtures';

/**
 * The Cloudinary adapter against a local stand-in for the Cloudinary API, reached through the
 * SDK's own upload_prefix setting (a query option of CLOUDINARY_URL): no internet needed, and
 * the assertions are on what the real SDK puts on the wire.
 */
let standIn: Awaited<ReturnType<typeof startCloudinaryStandIn>>;
let received: CloudinaryCall[];
let storageModule: typeof import('@/lib/storage');
let receiveModule: typeof import('@/lib/uploads/receive');

beforeAll(async () => {
  standIn = await startCloudinaryStandIn();
  received = standIn.calls;
  process.env.CLOUDINARY_URL = standIn.cloudinaryUrl;
  // Imported only now: the SDK reads CLOUDINARY_URL when it is first loaded.
  storageModule = await import('@/lib/storage');
  receiveModule = await import('@/lib/uploads/receive');
});

afterAll(async () => {
  delete process.env.CLOUDINARY_URL;
  await standIn.close();
});

function expectSigned(call: CloudinaryCall) {
  expect(call.fields.api_key).toBe('clave123');
  expect(Number(call.fields.timestamp)).toBeGreaterThan(Date.now() / 1000 - 60);
  expect(call.fields.signature).toBe(expectedSignature(call.fields));
}

describe('Cloudinary storage adapter', () => {
  it('is the adapter chosen when CLOUDINARY_URL is set', () => {
    expect(storageModule.storage().name).toBe('cloudinary');
  });

  it('uploads an image buffer with a signed request to /v1_1/demo/image/upload and returns secure_url', async () => {
    received.length = 0;
    const bytes = Buffer.from(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    const url = await storageModule
      .storage()
      .save({ body: bytes, kind: 'image', folder: 'properties', extension: 'webp' });
    expect(received).toHaveLength(1);
    const [entry] = received;
    expect(entry.path).toBe('/v1_1/demo/image/upload');
    expect(entry.fields.folder).toBe('inmobiliaria/properties');
    expect(entry.fields.public_id).toMatch(/^[0-9a-f-]{36}$/);
    expectSigned(entry);
    expect(entry.file?.equals(bytes)).toBe(true);
    expect(url).toBe(
      `https://res.cloudinary.com/demo/image/upload/v1700000000/inmobiliaria/properties/${entry.fields.public_id}.webp`,
    );
  });

  it('streams a video to /v1_1/demo/video/upload', async () => {
    received.length = 0;
    const bytes = Buffer.from(fixture('sample.mp4'));
    const body = Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]);
    const url = await storageModule.storage().save({ body, kind: 'video', folder: 'videos', extension: 'mp4' });
    const [entry] = received;
    expect(entry.path).toBe('/v1_1/demo/video/upload');
    expect(entry.fields.folder).toBe('inmobiliaria/videos');
    expectSigned(entry);
    expect(entry.file?.equals(bytes)).toBe(true);
    expect(url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/demo\/video\/upload\/v1700000000\/inmobiliaria\/videos\/[0-9a-f-]{36}\.mp4$/,
    );
  });

  it('aborts the request when the body stream fails, so Cloudinary never gets a whole file', async () => {
    received.length = 0;
    const body = new Readable({ read() {} });
    body.push(Buffer.from(fixture('sample.mp4')));
    setTimeout(() => body.destroy(new Error('cliente desconectado')), 100);
    await expect(
      storageModule.storage().save({ body, kind: 'video', folder: 'videos', extension: 'mp4' }),
    ).rejects.toThrow();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0].complete).toBe(false);
  });

  it('receiveUploads re-encodes an image, then sends the WebP to Cloudinary', async () => {
    received.length = 0;
    const form = new FormData();
    form.append('images', new Blob([(await jpegWithExif()) as BlobPart], { type: 'image/jpeg' }), 'sala.jpg');
    const request = new Request('http://local/api/upload/property-images', { method: 'POST', body: form });
    const { files } = await receiveModule.receiveUploads(request, {
      kind: 'image',
      folder: 'properties',
      maxFiles: 20,
      maxFileBytes: 5 * 1024 * 1024,
    });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      kind: 'image',
      contentType: 'image/webp',
      width: 200,
      height: 300,
      originalName: 'sala.jpg',
    });
    expect(files[0].url).toMatch(/^https:\/\/res\.cloudinary\.com\/demo\/image\/upload\//);
    const sent = await sharp(received[0].file).metadata();
    expect(sent.format).toBe('webp');
    expect(sent.exif).toBeUndefined();
    expect(files[0].size).toBe(received[0].file?.length);
  });

  it('turns a Cloudinary failure into a 502 with a Spanish message', async () => {
    standIn.state.failNext = true;
    const form = new FormData();
    form.append('images', new Blob([fixture('sample.mp4') as BlobPart]), 'v.mp4');
    const request = new Request('http://local/api/upload/videos', { method: 'POST', body: form });
    await expect(
      receiveModule.receiveUploads(request, {
        kind: 'video',
        folder: 'videos',
        maxFiles: 5,
        maxFileBytes: 50 * 1024 * 1024,
      }),
    ).rejects.toMatchObject({
      code: 'upstream_failed',
      message: 'No se pudo guardar el archivo. Intenta de nuevo más tarde.',
    });
  });

  it('deletes by public_id with destroy, per resource type, and skips URLs that are not ours', async () => {
    received.length = 0;
    await storageModule.deleteStoredFiles([
      'https://res.cloudinary.com/demo/image/upload/v1700000000/inmobiliaria/properties/abc-123.webp',
      'https://res.cloudinary.com/demo/video/upload/c_scale,w_640/v1700000000/inmobiliaria/videos/def-456.mp4',
      'https://res.cloudinary.com/otra-nube/image/upload/v1/inmobiliaria/properties/x.webp',
      'https://res.cloudinary.com/demo/image/upload/v1/sin-carpeta.webp',
      'https://example.com/inmobiliaria/foto.webp',
    ]);
    const calls = received.map((entry) => ({
      path: entry.path,
      publicId: entry.fields.public_id,
      invalidate: entry.fields.invalidate,
    }));
    expect(calls.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/v1_1/demo/image/destroy', publicId: 'inmobiliaria/properties/abc-123', invalidate: 'true' },
      { path: '/v1_1/demo/video/destroy', publicId: 'inmobiliaria/videos/def-456', invalidate: 'true' },
    ]);
    for (const entry of received) expectSigned(entry);
  });

  it('never throws when Cloudinary fails to delete', async () => {
    standIn.state.failNext = true;
    await expect(
      storageModule.deleteStoredFiles(['https://res.cloudinary.com/demo/image/upload/v1/inmobiliaria/news/zzz.webp']),
    ).resolves.toBeUndefined();
  });
});
