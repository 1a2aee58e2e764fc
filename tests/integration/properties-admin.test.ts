import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import type { ApiProperty } from '@/lib/validation/property-response';
import { Property } from '@/models/property';

import { adminToken, asAdmin, userToken } from './accounts';
import { createViaApi, token, UPLOAD_DIR } from './property-data';
import { baseURL, call, connectTestDb } from './stack-client';

const NO_TOKEN = 'No hay token de autenticación. Por favor, inicia sesión nuevamente.';
const FORBIDDEN = 'No tienes permisos para realizar esta acción';
const CONFLICT =
  'La propiedad fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.';

const minimal = () => ({ title: `Apartamento de prueba ${token()}`, type: 'apartamento', operation: 'venta' });
const stored = (id: string) => Property.findById(id).select('+searchText').lean();

beforeAll(() => connectTestDb());
afterAll(() => disconnectDb());

describe('authorisation of the admin writes', () => {
  it('POST /api/properties: anonymous 401, user 403, admin 201', async () => {
    expect(await call('POST', '/api/properties', { body: minimal() })).toMatchObject({
      status: 401,
      body: { success: false, message: NO_TOKEN },
    });
    expect(await call('POST', '/api/properties', { body: minimal(), token: await userToken() })).toMatchObject({
      status: 403,
      body: { success: false, message: FORBIDDEN },
    });
    expect(await asAdmin('POST', '/api/properties', minimal())).toMatchObject({
      status: 201,
      body: { success: true, message: 'Propiedad creada exitosamente' },
    });
  });

  it('PUT and DELETE /api/properties/{id}: anonymous 401, user 403, admin 200', async () => {
    const { _id } = await createViaApi(minimal());
    const path = `/api/properties/${_id}`;
    for (const method of ['PUT', 'DELETE']) {
      const body = method === 'PUT' ? { priority: 3 } : undefined;
      expect(await call(method, path, { body }), method).toMatchObject({ status: 401, body: { message: NO_TOKEN } });
      expect(await call(method, path, { body, token: await userToken() }), method).toMatchObject({
        status: 403,
        body: { message: FORBIDDEN },
      });
    }
    expect(await asAdmin('PUT', path, { priority: 3 })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Propiedad actualizada exitosamente' },
    });
    expect(await asAdmin('DELETE', path)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Propiedad eliminada exitosamente' },
    });
    expect(await stored(_id)).toBeNull();
  });
});

describe('POST /api/properties', () => {
  it('applies the create defaults and starts as a draft', async () => {
    const input = minimal();
    const created = await createViaApi(input);
    expect(created).toMatchObject({
      title: input.title,
      price: 0,
      description: 'Sin descripción disponible',
      status: 'borrador',
      featured: false,
      version: 0,
      location: { zipCode: '000000' },
      features: { bedrooms: 0, bathrooms: 0, parking: 0, area: 0, floor: 1, totalFloors: 1, yearBuilt: 2020 },
      images: [],
      videos: [],
    });
    expect(created.slug).toBe(input.title.toLowerCase().replace(/ /g, '-'));
    const row = await stored(created._id);
    expect(row?.status).toBe('borrador');
    expect(row?.version).toBe(0);
  });

  it('stores the full body, parses the price and derives searchText, pricePerM2 and image order', async () => {
    const word = token();
    const created = await createViaApi({
      ...minimal(),
      description: `Vista a los cerros y ${word} junto al parque`,
      price: '850000000',
      status: 'published',
      featured: true,
      location: {
        address: 'Calle 93 # 11-20',
        neighborhood: 'Chicó',
        localityCode: '1100102',
        coordinates: { lat: 4.67, lng: -74.05 },
      },
      features: { bedrooms: 3, bathrooms: 2, parking: 2, area: 100, floor: 7, totalFloors: 12, yearBuilt: 2018 },
      estrato: 6,
      adminFee: 850000,
      elevator: true,
      gatedCommunity: true,
      petsAllowed: true,
      images: ['/uploads/seed/a.webp', { url: 'https://res.cloudinary.com/demo/b.jpg', alt: 'Sala' }],
      videos: ['/uploads/videos/v.mp4'],
      amenities: ['Gimnasio', 'Balcón'],
      agent: { name: 'Laura Gómez', phone: '+57 310 555 0142' },
      contactInfo: { whatsapp: '+57 310 555 0142' },
      tags: ['vista'],
      priority: 8,
    });
    expect(created).toMatchObject({
      price: 850_000_000,
      status: 'disponible',
      pricePerM2: 8_500_000,
      estrato: 6,
      adminFee: 850000,
      elevator: true,
      location: {
        city: 'Bogotá, D.C.',
        cityCode: '11001',
        state: 'Bogotá, D.C.',
        departmentCode: '11',
        locality: 'Chapinero',
        localityCode: '1100102',
        coordinates: { lat: 4.67, lng: -74.05 },
      },
      images: [
        { url: '/uploads/seed/a.webp', alt: '', isMain: true, order: 0 },
        { url: 'https://res.cloudinary.com/demo/b.jpg', alt: 'Sala', isMain: false, order: 1 },
      ],
      video: '/uploads/videos/v.mp4',
      // The agent block comes from the assigned account (agentId), never from free text: none here.
      agent: { name: 'Agente no disponible', email: 'N/A' },
    });
    const row = await stored(created._id);
    expect(row?.searchText).toContain(word);
    expect(row?.searchText).toContain('chapinero');
  });

  it('makes slugs unique with a short suffix', async () => {
    const input = minimal();
    const [a, b] = [await createViaApi(input), await createViaApi(input)];
    expect(b.slug).not.toBe(a.slug);
    expect(b.slug).toMatch(new RegExp(`^${a.slug}-[a-f0-9]{6}$`));
  });

  it('fills the names of a city given by code and refuses unknown codes', async () => {
    const chia = await createViaApi({ ...minimal(), location: { cityCode: '25175', city: 'nombre equivocado' } });
    expect(chia.location).toMatchObject({ city: 'Chía', state: 'Cundinamarca', departmentCode: '25' });
    expect(await asAdmin('POST', '/api/properties', { ...minimal(), location: { cityCode: '99999' } })).toMatchObject({
      status: 400,
      body: { message: 'La ciudad seleccionada no existe' },
    });
    expect(
      await asAdmin('POST', '/api/properties', { ...minimal(), location: { localityCode: '1100199' } }),
    ).toMatchObject({ status: 400, body: { message: 'La localidad seleccionada no existe' } });
    expect(
      await asAdmin('POST', '/api/properties', {
        ...minimal(),
        location: { cityCode: '25175', localityCode: '1100102' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'La localidad no pertenece a la ciudad seleccionada' },
    });
  });

  it.each([
    [{ type: 'casa', operation: 'venta' }, 'El título es obligatorio'],
    [{ ...minimal(), title: 'x'.repeat(201) }, 'El título no puede superar los 200 caracteres'],
    [{ ...minimal(), type: 'castillo' }, 'Tipo de inmueble no válido'],
    [{ ...minimal(), operation: 'permuta' }, 'Operación no válida'],
    [{ ...minimal(), status: 'archivado' }, 'Estado no válido'],
    [{ ...minimal(), price: 'mucho' }, 'El precio debe ser un número'],
    [{ ...minimal(), images: Array.from({ length: 21 }, (_, i) => `/uploads/x/${i}.webp`) }, 'Máximo 20 imágenes'],
    [{ ...minimal(), videos: Array.from({ length: 6 }, (_, i) => `/uploads/v/${i}.mp4`) }, 'Máximo 5 videos'],
    [{ ...minimal(), images: ['http://inseguro.example/a.jpg'] }, 'URL de imagen no válida'],
    [{ ...minimal(), images: ['/etc/passwd'] }, 'URL de imagen no válida'],
    [{ ...minimal(), features: { yearBuilt: 1850 } }, 'El año de construcción debe estar entre 1900 y 2030'],
    [{ ...minimal(), features: { yearBuilt: 2031 } }, 'El año de construcción debe estar entre 1900 y 2030'],
    [{ ...minimal(), estrato: 8 }, 'El estrato debe estar entre 1 y 6'],
    [{ ...minimal(), title: { $gt: '' } }, 'El título es obligatorio'],
  ])('rejects %j with 400', async (body, message) => {
    const before = await Property.countDocuments();
    expect(await asAdmin('POST', '/api/properties', body)).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
    expect(await Property.countDocuments()).toBe(before);
  });

  it('rejects malformed JSON and a non-object body', async () => {
    expect(await asAdmin('POST', '/api/properties', '{"title": ')).toMatchObject({
      status: 400,
      body: { success: false },
    });
    expect(await asAdmin('POST', '/api/properties', [1, 2])).toMatchObject({
      status: 400,
      body: { message: 'El cuerpo de la solicitud debe ser un objeto JSON' },
    });
  });
});

describe('PUT /api/properties/{id}', () => {
  it('changes only what is sent, keeps a draft a draft and recomputes derived fields', async () => {
    const created = await createViaApi({
      ...minimal(),
      price: 400_000_000,
      features: { area: 80, bedrooms: 2 },
      location: { cityCode: '11001', address: 'Calle 1' },
    });
    const word = token();
    const response = await asAdmin('PUT', `/api/properties/${created._id}`, {
      title: `Renovado ${word}`,
      features: { area: 100 },
      location: { neighborhood: 'Cedritos' },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { success: true, message: 'Propiedad actualizada exitosamente' },
    });
    const updated = response.body.data as ApiProperty;
    expect(updated).toMatchObject({
      title: `Renovado ${word}`,
      status: 'borrador',
      version: 1,
      price: 400_000_000,
      pricePerM2: 4_000_000,
      slug: created.slug,
      features: { area: 100, bedrooms: 2 },
      location: { cityCode: '11001', city: 'Bogotá, D.C.', address: 'Calle 1', neighborhood: 'Cedritos' },
    });
    const row = await stored(created._id);
    expect(row?.searchText).toContain(word);
    expect(row?.searchText).toContain('cedritos');
    expect(row?.version).toBe(1);
  });

  it('maps legacy status words and reorders images', async () => {
    const created = await createViaApi({ ...minimal(), images: ['/uploads/a.webp', '/uploads/b.webp'] });
    const published = await asAdmin('PUT', `/api/properties/${created._id}`, {
      status: 'published',
      images: ['/uploads/b.webp', '/uploads/a.webp'],
    });
    expect(published.body.data).toMatchObject({
      status: 'disponible',
      images: [
        { url: '/uploads/b.webp', isMain: true, order: 0 },
        { url: '/uploads/a.webp', isMain: false, order: 1 },
      ],
    });
    const pending = await asAdmin('PUT', `/api/properties/${created._id}`, { status: 'pending' });
    expect(pending.body.data.status).toBe('pendiente');
  });

  it('answers 409 to a stale version and leaves the property unchanged', async () => {
    const created = await createViaApi(minimal());
    const path = `/api/properties/${created._id}`;
    expect((await asAdmin('PUT', path, { title: 'Primera edición', version: 0 })).body.data.version).toBe(1);
    const before = await stored(created._id);
    expect(await asAdmin('PUT', path, { title: 'Edición vieja', version: 0 })).toMatchObject({
      status: 409,
      body: { success: false, message: CONFLICT },
    });
    const headerStale = await call('PUT', path, {
      body: { title: 'Otra vieja' },
      token: await adminToken(),
      headers: { 'if-match': '"0"' },
    });
    expect(headerStale).toMatchObject({ status: 409, body: { message: CONFLICT } });
    expect(await stored(created._id)).toEqual(before);
    const current = await call('PUT', path, {
      body: { title: 'Con If-Match al día' },
      token: await adminToken(),
      headers: { 'if-match': '1' },
    });
    expect(current).toMatchObject({ status: 200, body: { data: { title: 'Con If-Match al día', version: 2 } } });
    expect(
      await call('PUT', path, { body: {}, token: await adminToken(), headers: { 'if-match': 'abc' } }),
    ).toMatchObject({ status: 400, body: { message: 'Versión no válida en If-Match' } });
  });

  it('lets exactly one of two simultaneous edits of the same version win', async () => {
    const created = await createViaApi(minimal());
    const path = `/api/properties/${created._id}`;
    const answers = await Promise.all(
      ['Edición A', 'Edición B', 'Edición C'].map((title) => asAdmin('PUT', path, { title, version: 0 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.data.title;
    expect(await stored(created._id)).toMatchObject({ title: winner, version: 1 });
  });

  it('answers 404, 400 and Spanish messages for bad targets and bodies', async () => {
    expect(await asAdmin('PUT', '/api/properties/65a1b2c3d4e5f60718293a4b', { title: 'X' })).toMatchObject({
      status: 404,
      body: { message: 'Propiedad no encontrada' },
    });
    expect(await asAdmin('PUT', '/api/properties/%24where', { title: 'X' })).toMatchObject({
      status: 400,
      body: { message: 'ID de propiedad no válido' },
    });
    const created = await createViaApi(minimal());
    expect(await asAdmin('PUT', `/api/properties/${created._id}`, { title: '' })).toMatchObject({
      status: 400,
      body: { message: 'El título es obligatorio' },
    });
    expect(await asAdmin('PUT', `/api/properties/${created._id}`, { features: { yearBuilt: 1700 } })).toMatchObject({
      status: 400,
      body: { message: 'El año de construcción debe estar entre 1900 y 2030' },
    });
    expect(
      await asAdmin('PUT', `/api/properties/${created._id}`, { location: { localityCode: '1100199' } }),
    ).toMatchObject({ status: 400, body: { message: 'La localidad seleccionada no existe' } });
    expect((await stored(created._id))?.version).toBe(0);
  });
});

describe('DELETE /api/properties/{id}', () => {
  it('removes the property and its stored files', async () => {
    const name = `${token()}.webp`;
    const file = path.join(UPLOAD_DIR, 'props-test', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from('RIFF0000WEBPVP8 fake image bytes'));
    const url = `/uploads/props-test/${name}`;
    expect((await fetch(`${baseURL()}${url}`)).status).toBe(200);
    const created = await createViaApi({ ...minimal(), images: [url, 'https://res.cloudinary.com/demo/keep.jpg'] });

    expect(await asAdmin('DELETE', `/api/properties/${created._id}`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Propiedad eliminada exitosamente' },
    });
    expect(existsSync(file)).toBe(false);
    expect(await stored(created._id)).toBeNull();
    expect(await asAdmin('GET', `/api/properties/${created._id}`)).toMatchObject({ status: 404 });
    expect(await asAdmin('DELETE', `/api/properties/${created._id}`)).toMatchObject({
      status: 404,
      body: { message: 'Propiedad no encontrada' },
    });
    expect(await asAdmin('DELETE', '/api/properties/%24ne')).toMatchObject({
      status: 400,
      body: { message: 'ID de propiedad no válido' },
    });
  });
});
