import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, adminToken, sessionCookie, userToken } from './accounts';
import { fixture, folderEntries, jpegWithExif, MB, padded, png, pngBomb, webp } from './media-fixtures';
import { baseURL, postMultipart } from './stack-client';

const PROPERTY_IMAGES = '/api/upload/property-images';
const VIDEOS = '/api/upload/videos';
const NEWS_IMAGES = '/api/upload/news-images';
const NO_TOKEN = 'No hay token de autenticación. Por favor, inicia sesión nuevamente.';
const FORBIDDEN = 'No tienes permisos para realizar esta acción';

let admin: string;
let jpeg: Uint8Array;
beforeAll(async () => {
  admin = await adminToken();
  jpeg = await jpegWithExif();
});

const upload = (
  path: string,
  files: Array<{ name: string; type?: string; bytes: Uint8Array }>,
  extra: { field?: string; token?: string } = {},
) => postMultipart(path, { files, token: admin, ...extra });

async function fetchStored(url: string) {
  expect(url).toMatch(/^\/uploads\/(properties|news|videos)\/[0-9a-f-]{36}\.(webp|mp4|webm|mov)$/);
  const response = await fetch(`${baseURL()}${url}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A raw multipart request (for bodies FormData cannot produce). */
async function postRaw(path: string, body: string | Uint8Array, contentType: string, token: string | null = admin) {
  const response = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    body: body as BodyInit,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

describe('POST /api/upload/property-images', () => {
  it('stores JPEG, PNG and WebP re-encoded as upright WebP without EXIF, under server-made names', async () => {
    const { status, body } = await upload(PROPERTY_IMAGES, [
      { name: '../../etc/Foto sala\u202e.jpg', type: 'image/jpeg', bytes: jpeg },
      { name: 'plano.png', type: 'image/png', bytes: await png() },
      { name: 'fachada.webp', type: 'image/webp', bytes: await webp() },
    ]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Archivos subidos exitosamente' });
    const files = body.data.files as Array<Record<string, unknown> & { url: string }>;
    expect(files.map((f) => f.originalName)).toEqual(['Foto sala.jpg', 'plano.png', 'fachada.webp']);
    // The JPEG was 300×200 with orientation 6: stored upright as 200×300.
    expect(files[0]).toMatchObject({ contentType: 'image/webp', width: 200, height: 300, size: expect.any(Number) });
    expect(files[1]).toMatchObject({ width: 120, height: 80 });
    expect(new Set(files.map((f) => f.url)).size).toBe(3);
    for (const file of files) {
      expect(file.url).not.toMatch(/sala|plano|fachada/);
      const stored = await fetchStored(file.url);
      expect(stored.type).toBe('image/webp');
      expect(stored.bytes.length).toBe(file.size);
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.bytes.includes('Cámara secreta')).toBe(false);
    }
  });

  it('refuses a text file named .jpg and sent as image/jpeg (415)', async () => {
    const { status, body } = await upload(PROPERTY_IMAGES, [
      { name: 'foto.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('esto no es una imagen') },
    ]);
    expect(status).toBe(415);
    expect(body).toEqual({
      success: false,
      message: 'El archivo foto.jpg no es un tipo válido',
      code: 'unsupported_media_type',
    });
  });

  it('refuses an HTML/JPEG polyglot and an SVG (415), and a valid first file is removed again', async () => {
    const polyglot = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const before = folderEntries('properties');
    for (const bad of [
      { name: 'casa.jpg', bytes: polyglot },
      { name: 'logo.svg', bytes: svg },
    ]) {
      const { status, body } = await upload(PROPERTY_IMAGES, [
        { name: 'buena.png', bytes: await png() },
        { ...bad, type: 'image/jpeg' },
      ]);
      expect(status).toBe(415);
      expect(body.message).toBe(`El archivo ${bad.name} no es un tipo válido`);
    }
    expect(folderEntries('properties')).toEqual(before);
  });

  it('refuses a video sent to the image endpoint (415)', async () => {
    const { status, body } = await upload(PROPERTY_IMAGES, [
      { name: 'clip.mp4', type: 'video/mp4', bytes: fixture('sample.mp4') },
    ]);
    expect(status).toBe(415);
    expect(body.message).toBe('El archivo clip.mp4 no es un tipo válido');
  });

  it('answers 400 for 21 images and keeps none of them', async () => {
    const before = folderEntries('properties');
    const bytes = await png();
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `foto-${i}.png`, type: 'image/png', bytes }));
    const { status, body } = await upload(PROPERTY_IMAGES, files);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'Máximo 20 archivos permitidos', code: 'invalid_request' });
    expect(folderEntries('properties')).toEqual(before);
  });

  it('accepts an image of exactly 5 MB and refuses one byte more (413)', async () => {
    const exact = await upload(PROPERTY_IMAGES, [
      { name: 'justo.jpg', type: 'image/jpeg', bytes: padded(jpeg, 5 * MB) },
    ]);
    expect(exact.status).toBe(201);
    const before = folderEntries('properties');
    const over = await upload(PROPERTY_IMAGES, [
      { name: 'grande.jpg', type: 'image/jpeg', bytes: padded(jpeg, 5 * MB + 1) },
    ]);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      success: false,
      message: 'El archivo grande.jpg es demasiado grande. Máximo 5MB',
      code: 'payload_too_large',
    });
    expect(folderEntries('properties')).toEqual(before);
  });

  it('refuses a decompression bomb (a few KB of PNG claiming 64 megapixels)', async () => {
    const bomb = pngBomb(8000);
    expect(bomb.length).toBeLessThan(100_000);
    const { status, body } = await upload(PROPERTY_IMAGES, [{ name: 'bomba.png', type: 'image/png', bytes: bomb }]);
    expect(status).toBe(413);
    expect(body.message).toBe('La imagen bomba.png tiene demasiados píxeles. Máximo 40 megapíxeles');
  });

  it('answers 400 for files under another field, for no file and for an empty file', async () => {
    const wrong = await upload(PROPERTY_IMAGES, [{ name: 'a.png', bytes: await png() }], { field: 'file' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Los archivos deben enviarse en el campo "images" (se recibió el campo "file")');
    const none = await postMultipart(PROPERTY_IMAGES, { fields: { titulo: 'x' }, token: admin });
    expect(none).toMatchObject({ status: 400, body: { success: false, message: 'No se recibieron archivos' } });
    const empty = await upload(PROPERTY_IMAGES, [{ name: 'vacio.png', bytes: new Uint8Array(0) }]);
    expect(empty).toMatchObject({ status: 400, body: { message: 'El archivo vacio.png está vacío' } });
  });

  it('answers 415 for a body that is not multipart and 400 for a broken multipart body', async () => {
    const json = await postRaw(PROPERTY_IMAGES, '{"images":[]}', 'application/json');
    expect(json).toEqual({
      status: 415,
      body: {
        success: false,
        message: 'La solicitud debe enviarse como multipart/form-data',
        code: 'unsupported_media_type',
      },
    });
    const malformed = {
      success: false,
      message: 'El formulario enviado está incompleto o mal formado',
      code: 'invalid_request',
    };
    const noBoundary = await postRaw(PROPERTY_IMAGES, 'x', 'multipart/form-data; charset=utf-8');
    expect(noBoundary).toEqual({ status: 400, body: malformed });
    const head =
      '--XYZ\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const truncated = Buffer.concat([Buffer.from(head), Buffer.from(await png()).subarray(0, 60)]);
    const cut = await postRaw(PROPERTY_IMAGES, new Uint8Array(truncated), 'multipart/form-data; boundary=XYZ');
    expect(cut).toEqual({ status: 400, body: malformed });
  });

  it('checks the caller before reading the body', async () => {
    const anonymous = await postRaw(PROPERTY_IMAGES, '--XYZ\r\ngarbage', 'multipart/form-data; boundary=XYZ', null);
    expect(anonymous).toEqual({ status: 401, body: { success: false, message: NO_TOKEN, code: 'unauthenticated' } });
  });
});

describe('POST /api/upload/videos', () => {
  it.each([
    ['sample.mp4', 'video/mp4'],
    ['sample.webm', 'video/webm'],
    ['sample.mov', 'video/quicktime'],
  ])('stores %s byte for byte and serves it as %s', async (name, contentType) => {
    const bytes = fixture(name);
    const { status, body } = await upload(VIDEOS, [{ name, type: 'application/octet-stream', bytes }]);
    expect(status).toBe(201);
    expect(body.data.files).toEqual([
      { url: expect.stringMatching(/^\/uploads\/videos\//), originalName: name, size: bytes.length, contentType },
    ]);
    const stored = await fetchStored(body.data.files[0].url);
    expect(stored.type).toBe(contentType);
    expect(stored.bytes.equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses an image and a 6th video', async () => {
    const image = await upload(VIDEOS, [{ name: 'foto.png', bytes: await png() }]);
    expect(image).toMatchObject({ status: 415, body: { message: 'El archivo foto.png no es un tipo válido' } });
    const clip = fixture('sample.mp4');
    const six = await upload(
      VIDEOS,
      Array.from({ length: 6 }, (_, i) => ({ name: `v${i}.mp4`, bytes: clip })),
    );
    expect(six).toMatchObject({ status: 400, body: { message: 'Máximo 5 archivos permitidos' } });
  });

  it('refuses one byte over 50 MB with 413 and leaves no partial file behind', async () => {
    const before = folderEntries('videos');
    const { status, body } = await upload(VIDEOS, [
      { name: 'recorrido.mp4', type: 'video/mp4', bytes: padded(fixture('sample.mp4'), 50 * MB + 1) },
    ]);
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      message: 'El archivo recorrido.mp4 es demasiado grande. Máximo 50MB',
      code: 'payload_too_large',
    });
    expect(folderEntries('videos')).toEqual(before);
  });
});

describe('POST /api/upload/news-images', () => {
  it('stores a news image under news/', async () => {
    const { status, body } = await upload(NEWS_IMAGES, [{ name: 'portada.jpg', bytes: jpeg }]);
    expect(status).toBe(201);
    expect(body.data.files[0].url).toMatch(/^\/uploads\/news\/.+\.webp$/);
    expect((await fetchStored(body.data.files[0].url)).type).toBe('image/webp');
  });
});

describe('uploads from the admin panel (session cookie)', () => {
  async function postWithCookie(headers: Record<string, string>) {
    const form = new FormData();
    form.append('images', new Blob([jpeg as BlobPart], { type: 'image/jpeg' }), 'panel.jpg');
    const response = await fetch(`${baseURL()}${PROPERTY_IMAGES}`, { method: 'POST', body: form, headers });
    return { status: response.status, body: (await response.json()) as { success: boolean } };
  }

  it('accepts the admin session from our own pages and refuses it from another site', async () => {
    const cookie = await sessionCookie(ADMIN.email, ADMIN.password);
    expect(await postWithCookie({ cookie, 'sec-fetch-site': 'same-origin', origin: baseURL() })).toMatchObject({
      status: 201,
      body: { success: true },
    });
    expect(
      await postWithCookie({ cookie, 'sec-fetch-site': 'cross-site', origin: 'https://atacante.example' }),
    ).toMatchObject({ status: 403, body: { success: false } });
  });
});

describe.each([PROPERTY_IMAGES, VIDEOS, NEWS_IMAGES])('authorisation of POST %s', (path) => {
  const file = () =>
    path === VIDEOS ? { name: 'v.mp4', bytes: fixture('sample.mp4') } : { name: 'a.jpg', bytes: jpeg };

  it('answers 401 to anonymous callers', async () => {
    expect(await postMultipart(path, { files: [file()] })).toMatchObject({
      status: 401,
      body: { success: false, message: NO_TOKEN },
    });
  });

  it('answers 403 to a regular user', async () => {
    expect(await postMultipart(path, { files: [file()], token: await userToken() })).toMatchObject({
      status: 403,
      body: { success: false, message: FORBIDDEN },
    });
  });

  it('answers 201 to the admin', async () => {
    expect(await postMultipart(path, { files: [file()], token: admin })).toMatchObject({
      status: 201,
      body: { success: true },
    });
  });
});
