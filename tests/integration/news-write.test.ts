import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import type { ApiNews } from '@/lib/validation/news';
import { News } from '@/models/news';

import { testUploadDir } from '../../scripts/lib/stack.mjs';
import { adminToken, asAdmin, userToken } from './accounts';
import { baseURL, call, connectTestDb, get, postMultipart } from './stack-client';

// The stack's UPLOAD_DIR (scripts/lib/stack.mjs), where local media is written.
const UPLOAD_DIR = testUploadDir();
const fileOf = (url: string) => path.join(UPLOAD_DIR, ...url.replace(/^\/uploads\//, '').split('/'));
const newsFiles = async () => (existsSync(path.join(UPLOAD_DIR, 'news')) ? readdir(path.join(UPLOAD_DIR, 'news')) : []);

const created = new Set<string>();
let admin = '';
let user = '';
let jpeg: Buffer;

/** Creates an item through the API as the admin and remembers it for cleanup. */
async function create(body: Record<string, unknown>): Promise<ApiNews> {
  const response = await asAdmin('POST', '/api/news', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  created.add(response.body.data._id);
  return response.body.data as ApiNews;
}

/** Multipart POST /api/news as the admin with the given fields and one image (the test JPEG by default). */
function postNews(fields: Record<string, string>, name = 'a.jpg', bytes?: Uint8Array) {
  return postMultipart('/api/news', {
    token: admin,
    fields,
    files: [{ name, type: 'image/jpeg', bytes: bytes ?? jpeg }],
  });
}

beforeAll(async () => {
  await connectTestDb();
  [admin, user] = await Promise.all([adminToken(), userToken()]);
  jpeg = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#2a6f97' } })
    .jpeg({ quality: 80 })
    .toBuffer();
});

afterAll(async () => {
  // Through the API, so the cached public reads forget them too.
  for (const id of created) await asAdmin('DELETE', `/api/news/${id}`);
  await disconnectDb();
});

describe('POST /api/news as JSON', () => {
  it("creates a draft by default: 201 'Noticia creada exitosamente'", async () => {
    const response = await asAdmin('POST', '/api/news', {
      title: '  Prueba: nuevo POT de Bogotá  ',
      description: 'Resumen del cambio',
      content: 'Contenido de la nota',
      image: 'https://example.test/foto.jpg',
      category: 'legal',
      tags: 'pot, bogotá',
      author: { name: 'Ana Ruiz', email: 'ana@correo.test', bio: 'Periodista' },
    });
    expect(response.status).toBe(201);
    created.add(response.body.data._id);
    expect(response.body).toMatchObject({ success: true, message: 'Noticia creada exitosamente' });
    expect(response.body.data).toMatchObject({
      title: 'Prueba: nuevo POT de Bogotá',
      slug: 'prueba-nuevo-pot-de-bogota',
      description: 'Resumen del cambio',
      excerpt: 'Resumen del cambio',
      image: 'https://example.test/foto.jpg',
      images: [{ url: 'https://example.test/foto.jpg', alt: 'Prueba: nuevo POT de Bogotá' }],
      category: 'legal',
      tags: ['pot', 'bogotá'],
      author: { name: 'Ana Ruiz', email: 'ana@correo.test', bio: 'Periodista' },
      status: 'draft',
      featured: false,
      publishedAt: null,
    });
    const stored = await News.findById(response.body.data._id).select('+searchText').lean();
    expect(stored?.searchText).toBe('prueba: nuevo pot de bogota resumen del cambio ana ruiz');
  });

  it('gives a repeated title a unique slug and accepts excerpt for the summary', async () => {
    const a = await create({ title: 'Prueba slug repetido', excerpt: 'Uno' });
    const b = await create({ title: 'Prueba slug repetido', excerpt: 'Dos' });
    expect(a.slug).toBe('prueba-slug-repetido');
    expect(b.slug).toBe('prueba-slug-repetido-2');
    expect(b.description).toBe('Dos');
  });

  it('sets publishedAt when created as published', async () => {
    const before = Date.now();
    const item = await create({
      title: 'Prueba publicada al crear',
      description: 'R',
      status: 'published',
      featured: true,
    });
    expect(item.status).toBe('published');
    expect(Date.parse(item.publishedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [{ title: '', description: 'R' }, 'Por favor ingresa un título'],
    [{ title: '    ', description: 'R' }, 'Por favor ingresa un título'],
    [{ description: 'R' }, 'Por favor ingresa un título'],
    [{ title: 'x'.repeat(201), description: 'R' }, 'El título no puede tener más de 200 caracteres'],
    [{ title: 'T' }, 'Por favor ingresa una descripción'],
    [{ title: 'T', description: '  ' }, 'Por favor ingresa una descripción'],
    [{ title: 'T', description: 'R', category: 'deportes' }, 'Categoría no válida'],
    [{ title: 'T', description: 'R', status: 'archivada' }, 'Estado no válido'],
    [{ title: 'T', description: 'R', image: 'javascript:alert(1)' }, 'La URL de la imagen no es válida'],
    [{ title: 'T', description: 'R', author: { name: 'A', email: 'no-es-email' } }, 'El email del autor no es válido'],
    [{ title: { $gt: '' }, description: 'R' }, 'Por favor ingresa un título'],
  ])('rejects %j with 400', async (body, message) => {
    const response = await asAdmin('POST', '/api/news', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('accepts a 200-character title', async () => {
    const item = await create({ title: `Prueba ${'x'.repeat(193)}`, description: 'R' });
    expect(item.title).toHaveLength(200);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await call('POST', '/api/news', {
      body: '{"title": ',
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('POST /api/news as multipart', () => {
  it("stores one real JPEG as WebP: 201 'Noticia creada exitosamente'", async () => {
    const response = await postNews(
      { title: 'Prueba con imagen subida', description: 'Resumen con imagen' },
      'portada.jpg',
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    created.add(response.body.data._id);
    expect(response.body.message).toBe('Noticia creada exitosamente');
    const item = response.body.data as ApiNews;
    expect(item).toMatchObject({
      title: 'Prueba con imagen subida',
      description: 'Resumen con imagen',
      status: 'draft',
    });
    expect(item.image).toMatch(/^\/uploads\/news\/[\w-]+\.webp$/);
    expect(item.images).toEqual([{ url: item.image, alt: 'Prueba con imagen subida' }]);
    const meta = await sharp(await readFile(fileOf(item.image))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 420 });
    const served = await fetch(`${baseURL()}${item.image}`);
    expect(served.status).toBe(200);
  });

  it("is 400 'Por favor selecciona una imagen' without a file", async () => {
    const response = await postMultipart('/api/news', {
      token: admin,
      fields: { title: 'Prueba sin imagen', description: 'R' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: 'Por favor selecciona una imagen' });
  });

  it("is 413 'La imagen es muy grande. Máximo 5MB.' one byte over 5 MB, and keeps no file", async () => {
    const before = await newsFiles();
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]);
    const response = await postNews({ title: 'Prueba imagen grande', description: 'R' }, 'grande.jpg', big);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, message: 'La imagen es muy grande. Máximo 5MB.' });
    expect(await newsFiles()).toEqual(before);
  });

  it.each([
    [{ title: '', description: 'R' }, 'Por favor ingresa un título'],
    [{ title: '   ', description: 'R' }, 'Por favor ingresa un título'],
    [{ title: 'x'.repeat(201), description: 'R' }, 'El título no puede tener más de 200 caracteres'],
    [{ title: 'Prueba sin descripción' }, 'Por favor ingresa una descripción'],
  ])('rejects fields %j with 400 and deletes the stored image', async (fields, message) => {
    const before = await newsFiles();
    const response = await postNews(fields);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
    expect(await newsFiles()).toEqual(before);
  });

  it('refuses a second image and a file that is not an image', async () => {
    const two = await postMultipart('/api/news', {
      token: admin,
      fields: { title: 'Prueba dos imágenes', description: 'R' },
      files: [
        { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg },
        { name: 'b.jpg', type: 'image/jpeg', bytes: jpeg },
      ],
    });
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Máximo 1 archivos permitidos');
    const fake = await postNews(
      { title: 'Prueba falsa', description: 'R' },
      'falsa.jpg',
      Buffer.from('no soy una imagen'),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('El archivo falsa.jpg no es un tipo válido');
  });
});

describe('PUT /api/news/{id}', () => {
  it("updates fields, recomputes searchText and sets publishedAt: 'Noticia actualizada exitosamente'", async () => {
    const item = await create({ title: 'Prueba para editar', description: 'Antes', content: 'Texto' });
    const response = await asAdmin('PUT', `/api/news/${item._id}`, {
      title: 'Prueba editada con Ñandú',
      excerpt: 'Después',
      category: 'finanzas',
      status: 'published',
      featured: true,
      content: 'Nuevo contenido',
      author: { name: 'José Pérez', email: 'jose@correo.test', bio: 'Editor' },
      tags: 'uno, dos',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'Noticia actualizada exitosamente' });
    expect(response.body.data).toMatchObject({
      _id: item._id,
      slug: item.slug,
      title: 'Prueba editada con Ñandú',
      description: 'Después',
      category: 'finanzas',
      status: 'published',
      featured: true,
      author: { name: 'José Pérez', email: 'jose@correo.test', bio: 'Editor' },
      tags: ['uno', 'dos'],
    });
    expect(response.body.data.publishedAt).not.toBeNull();
    const stored = await News.findById(item._id).select('+searchText').lean();
    expect(stored?.searchText).toBe('prueba editada con nandu despues jose perez');
    const found = await get('/api/news?search=nandu%20perez&limit=100');
    expect(found.body.data.map((n: ApiNews) => n._id)).toContain(item._id);
  });

  it('keeps fields it was not sent', async () => {
    const item = await create({
      title: 'Prueba parcial',
      description: 'R',
      author: { name: 'Ana', email: 'ana@correo.test' },
    });
    const response = await asAdmin('PUT', `/api/news/${item._id}`, { author: { bio: 'Nueva bio' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      title: 'Prueba parcial',
      author: { name: 'Ana', email: 'ana@correo.test', bio: 'Nueva bio' },
    });
  });

  it.each([
    [{ title: '' }, 'Por favor ingresa un título'],
    [{ title: 'x'.repeat(201) }, 'El título no puede tener más de 200 caracteres'],
    [{ category: '' }, 'Por favor selecciona una categoría'],
    [{ content: '' }, 'Por favor ingresa el contenido'],
    [{ author: { name: '' } }, 'Por favor ingresa el nombre del autor'],
    [{ author: { name: 'Ana', email: 'ana.correo' } }, 'El email del autor no es válido'],
    [{ status: 'archivada' }, 'Estado no válido'],
  ])('rejects %j with 400 and changes nothing', async (body, message) => {
    const item = await create({ title: 'Prueba validación edición', description: 'R', content: 'C' });
    const response = await asAdmin('PUT', `/api/news/${item._id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
    expect((await asAdmin('GET', `/api/news/${item._id}`)).body.data).toEqual(item);
  });

  it("is 404 'Noticia no encontrada' for an unknown id", async () => {
    const response = await asAdmin('PUT', '/api/news/665f1c2a9b1e4a0012345678', { title: 'X' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Noticia no encontrada', code: 'not_found' });
  });
});

describe('DELETE /api/news/{id}', () => {
  it("deletes the item and its stored image: 'Noticia eliminada exitosamente'", async () => {
    const upload = await postNews({ title: 'Prueba para borrar', description: 'R' }, 'borrar.jpg');
    expect(upload.status).toBe(201);
    const item = upload.body.data as ApiNews;
    expect(existsSync(fileOf(item.image))).toBe(true);
    const response = await asAdmin('DELETE', `/api/news/${item._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Noticia eliminada exitosamente' });
    expect(existsSync(fileOf(item.image))).toBe(false);
    expect(await News.findById(item._id).lean()).toBeNull();
    const again = await asAdmin('DELETE', `/api/news/${item._id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'Noticia no encontrada', code: 'not_found' });
  });

  it('removes the old stored image when an update replaces it', async () => {
    const upload = await postNews({ title: 'Prueba reemplazo de imagen', description: 'R' }, 'vieja.jpg');
    created.add(upload.body.data._id);
    const old = upload.body.data.image as string;
    const response = await asAdmin('PUT', `/api/news/${upload.body.data._id}`, {
      image: 'https://example.test/nueva.jpg',
    });
    expect(response.body.data.image).toBe('https://example.test/nueva.jpg');
    expect(existsSync(fileOf(old))).toBe(false);
  });
});

describe("'ID de noticia no válido'", () => {
  const invalid = { success: false, message: 'ID de noticia no válido' };

  it.each(['undefined', 'null', '123', 'no-es-un-id', '665f1c2a9b1e4a001234567z'])(
    'PUT and DELETE /api/news/%s are 400',
    async (id) => {
      const put = await asAdmin('PUT', `/api/news/${id}`, { title: 'X' });
      expect(put.status).toBe(400);
      expect(put.body).toMatchObject(invalid);
      const del = await asAdmin('DELETE', `/api/news/${id}`);
      expect(del.status).toBe(400);
      expect(del.body).toMatchObject(invalid);
    },
  );

  it.each(['undefined', 'null'])('GET /api/news/%s is 400', async (id) => {
    const response = await get(`/api/news/${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(invalid);
  });

  it('DELETE /api/news/ (an empty id) is 400', async () => {
    const response = await fetch(`${baseURL()}/api/news/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ...invalid, code: 'invalid_request' });
  });
});

describe('authorisation of news writes', () => {
  const id = '665f1c2a9b1e4a0012345678';
  const cases = [
    { method: 'POST', path: '/api/news', body: { title: 'Prueba matriz', description: 'R' }, ok: 201 },
    { method: 'PUT', path: `/api/news/${id}`, body: { title: 'X' }, ok: 404 },
    { method: 'DELETE', path: `/api/news/${id}`, ok: 404 },
    { method: 'DELETE', path: '/api/news', ok: 400 },
  ];

  it.each(cases)('$method $path: anonymous 401, user 403, admin passes', async ({ method, path: url, body, ok }) => {
    const anonymous = await call(method, url, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      success: false,
      message: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.',
      code: 'unauthenticated',
    });
    const asUser = await call(method, url, { body, token: user });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({
      success: false,
      message: 'No tienes permisos para realizar esta acción',
      code: 'forbidden',
    });
    const asAdminResponse = await call(method, url, { body, token: admin });
    expect(asAdminResponse.status).toBe(ok);
    if (ok === 201) created.add(asAdminResponse.body.data._id);
  });

  it('multipart create: anonymous 401 and user 403 without storing the file', async () => {
    const before = await newsFiles();
    const files = [{ name: 'a.jpg', type: 'image/jpeg', bytes: jpeg }];
    const fields = { title: 'Prueba', description: 'R' };
    expect((await postMultipart('/api/news', { files, fields })).status).toBe(401);
    expect((await postMultipart('/api/news', { files, fields, token: user })).status).toBe(403);
    expect(await newsFiles()).toEqual(before);
  });
});

describe('cached public reads show every write at once', () => {
  const list = async () => (await get('/api/news?limit=100')).body.data as ApiNews[];
  const one = (key: string) => get(`/api/news/${key}`);

  it('create, update, unpublish, republish and delete', async () => {
    // Prime the caches (list, a miss for the slug about to exist).
    await list();
    expect((await one('prueba-cache-publica')).status).toBe(404);

    const item = await create({ title: 'Prueba cache pública', description: 'Versión 1', status: 'published' });
    expect((await list()).find((n) => n._id === item._id)?.description).toBe('Versión 1');
    expect((await get('/api/news')).body.data[0]._id).toBe(item._id);
    expect((await one(item._id)).body.data.description).toBe('Versión 1');
    expect((await one('prueba-cache-publica')).status).toBe(200);

    await asAdmin('PUT', `/api/news/${item._id}`, { description: 'Versión 2' });
    expect((await list()).find((n) => n._id === item._id)?.description).toBe('Versión 2');
    expect((await one(item._id)).body.data.description).toBe('Versión 2');
    expect((await one(item.slug)).body.data.description).toBe('Versión 2');

    await asAdmin('PUT', `/api/news/${item._id}`, { status: 'draft' });
    expect((await list()).some((n) => n._id === item._id)).toBe(false);
    expect((await one(item._id)).status).toBe(404);
    expect((await one(item.slug)).status).toBe(404);

    await asAdmin('PUT', `/api/news/${item._id}`, { status: 'published' });
    expect((await list()).some((n) => n._id === item._id)).toBe(true);
    expect((await one(item._id)).status).toBe(200);

    const deleted = await asAdmin('DELETE', `/api/news/${item._id}`);
    expect(deleted.status).toBe(200);
    created.delete(item._id);
    expect((await list()).some((n) => n._id === item._id)).toBe(false);
    expect((await one(item._id)).status).toBe(404);
    expect((await one(item.slug)).status).toBe(404);
  });

  it('a draft created and then published appears', async () => {
    const item = await create({ title: 'Prueba borrador luego publicado', description: 'R' });
    expect((await one(item._id)).status).toBe(404);
    expect((await list()).some((n) => n._id === item._id)).toBe(false);
    await asAdmin('PUT', `/api/news/${item._id}`, { status: 'published' });
    expect((await one(item._id)).status).toBe(200);
    expect((await list()).some((n) => n._id === item._id)).toBe(true);
  });
});
