import { beforeAll, describe, expect, it } from 'vitest';

import { AlertItem } from '@/models/alert';
import { Lead } from '@/models/lead';
import { SavedSearch } from '@/models/saved-search';

import { newUser, PASSWORD, uniqueEmail } from './accounts';
import { createViaApi, token } from './property-data';
import { call, connectTestDb, post } from './stack-client';

// /api/me: a visitor's saved searches, favourites, profile, password and data rights.

type Visitor = Awaited<ReturnType<typeof newUser>>;
const as = (v: Visitor) => v.tokens.accessToken;
const FILTERS = { operation: 'venta', type: 'apartamento,casa', bbox: '-74.2,4.5,-74.0,4.8', priceDrop: 'true' };

let ana: Visitor;
let beto: Visitor;

beforeAll(async () => {
  await connectTestDb();
  [ana, beto] = [await newUser('ana'), await newUser('beto')];
});

describe('saved searches', () => {
  it('are created, listed, edited and deleted by their owner; another visitor gets 404', async () => {
    const created = await call('POST', '/api/me/saved-searches', {
      token: as(ana),
      body: {
        name: ' Apartamentos al norte ',
        filters: { ...FILTERS, city: '' },
        frequency: 'diaria',
        alertConsent: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Apartamentos al norte', filters: FILTERS, frequency: 'diaria' });
    expect(Date.parse(created.body.data.alertConsentAt)).toBeGreaterThan(Date.now() - 60_000);
    const id = created.body.data.id as string;

    const list = await call('GET', '/api/me/saved-searches', { token: as(ana) });
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await call('GET', '/api/me/saved-searches', { token: as(beto) })).body.data).toEqual([]);

    for (const method of ['PATCH', 'DELETE']) {
      const other = await call(method, `/api/me/saved-searches/${id}`, { token: as(beto), body: { name: 'Mía' } });
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Búsqueda guardada no encontrada');
    }
    const patched = await call('PATCH', `/api/me/saved-searches/${id}`, {
      token: as(ana),
      body: { frequency: 'semanal', alertConsent: false },
    });
    expect(patched.body.data).toMatchObject({
      frequency: 'semanal',
      alertConsentAt: null,
      name: 'Apartamentos al norte',
    });
    expect((await call('DELETE', `/api/me/saved-searches/${id}`, { token: as(ana) })).status).toBe(200);
    expect((await call('DELETE', `/api/me/saved-searches/${id}`, { token: as(ana) })).status).toBe(404);
  });

  it('refuses filters the list would refuse, in Spanish (never a 500)', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'x', filters: { page: '2' } }, 'Filtro desconocido: usa las claves de /listing'],
      [{ name: 'x', filters: { type: 'castillo' } }, 'Tipo de inmueble no válido'],
      [{ name: 'x', filters: { minPrice: '9', maxPrice: '1' } }, 'El precio mínimo no puede ser mayor que el máximo'],
      [{ name: 'x', filters: { bbox: '1,2,3' } }, 'El área del mapa (bbox) debe ser'],
      [{ name: '', filters: {} }, 'Ponle un nombre a la búsqueda'],
      [{ name: 'x', filters: {}, frequency: 'horaria' }, 'Frecuencia no válida'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/me/saved-searches', { token: as(ana), body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const badId = await call('PATCH', '/api/me/saved-searches/nada', { token: as(ana), body: { name: 'x' } });
    expect(badId.status).toBe(400);
  });
});

describe('favourites', () => {
  it('are the account’s own list, replaced whole', async () => {
    const ids = ['665f1c2a9b1e4a0012345678', '665f1c2a9b1e4a0012345679'];
    const put = await call('PUT', '/api/me/favorites', {
      token: as(ana),
      body: { ids: [...ids, ids[0].toUpperCase()] },
    });
    expect(put.body.data).toEqual({ ids });
    expect((await call('GET', '/api/me/favorites', { token: as(ana) })).body.data).toEqual({ ids });
    expect((await call('GET', '/api/me/favorites', { token: as(beto) })).body.data).toEqual({ ids: [] });
    expect((await call('PUT', '/api/me/favorites', { token: as(ana), body: { ids: ['x'] } })).status).toBe(400);
  });
});

describe('profile and password', () => {
  it('edits name and phone, and changes the password after checking the current one', async () => {
    const v = await newUser('perfil');
    const patched = await call('PATCH', '/api/me', {
      token: as(v),
      body: { name: 'Vera Díaz', phone: '300 123 4567' },
    });
    expect(patched.body.data).toMatchObject({ name: 'Vera Díaz', phone: '300 123 4567', email: v.email });
    const cleared = await call('PATCH', '/api/me', { token: as(v), body: { phone: '' } });
    expect(cleared.body.data.phone).toBe('');
    const wrong = await call('PUT', '/api/me/password', {
      token: as(v),
      body: { currentPassword: 'otra-cosa-1', password: 'Nueva-Clave-2027' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'La contraseña actual no es correcta' } });
    const changed = await call('PUT', '/api/me/password', {
      token: as(v),
      body: { currentPassword: PASSWORD, password: 'Nueva-Clave-2027', confirmPassword: 'Nueva-Clave-2027' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/me', { token: as(v) })).status).toBe(401);
    expect((await post('/api/auth/login', { email: v.email, password: 'Nueva-Clave-2027' })).status).toBe(200);
  });
});

describe('data rights (Ley 1581 de 2012)', () => {
  it('exports everything held about the visitor, then deletes the account but keeps the agency’s leads', async () => {
    const v = await newUser('derechos');
    const word = token();
    const property = await createViaApi({
      title: `Casa ${word}`,
      type: 'casa',
      operation: 'venta',
      status: 'disponible',
      price: 1,
    });
    await call('PUT', '/api/me/favorites', { token: as(v), body: { ids: [property._id] } });
    await call('POST', '/api/me/saved-searches', {
      token: as(v),
      body: { name: 'Casas', filters: { type: 'casa' }, frequency: 'inmediata', alertConsent: true },
    });
    const lead = await post('/api/leads', {
      kind: 'contact',
      name: 'Laura Gómez',
      email: v.email,
      subject: 'Consulta',
      message: 'Quiero vender',
      acceptPrivacy: true,
    });
    expect(lead.status).toBe(201);

    const exported = await fetch(`${(await import('./stack-client')).baseURL()}/api/me/export`, {
      headers: { authorization: `Bearer ${as(v)}` },
    });
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const text = await exported.text();
    expect(text).not.toMatch(/passwordHash|argon2/);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: v.email, name: 'Laura Gómez' });
    expect(data.savedSearches).toHaveLength(1);
    expect(data.favorites).toEqual([{ id: property._id, title: `Casa ${word}` }]);
    expect(data.consents.map((c: { what: string }) => c.what)).toEqual([
      expect.stringContaining('Ley 1581 de 2012'),
      expect.stringContaining('«Casas»'),
    ]);
    expect(data.leads).toEqual([
      expect.objectContaining({ id: lead.body.data.id, consent: expect.objectContaining({ accepted: true }) }),
    ]);
    expect(data).toHaveProperty('alertsSent');

    const deleted = await call('DELETE', '/api/me', { token: as(v) });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toContain('Ley 1581 de 2012');
    expect((await call('GET', '/api/me', { token: as(v) })).status).toBe(401);
    expect(await SavedSearch.countDocuments({ userId: v.id })).toBe(0);
    expect(await AlertItem.countDocuments({ userId: v.id })).toBe(0);
    expect(await Lead.countDocuments({ _id: lead.body.data.id })).toBe(1);
    expect((await post('/api/auth/login', { email: v.email, password: PASSWORD })).status).toBe(401);
    // The address is free again.
    expect(
      (await post('/api/auth/register', { name: 'Otra', email: v.email, password: PASSWORD, acceptPrivacy: true }))
        .status,
    ).toBe(201);
    void uniqueEmail;
  });
});

describe('POST /api/alerts/unsubscribe', () => {
  it('refuses a missing, forged or other-purpose token with a 400, signed out', async () => {
    for (const init of [
      { body: '{}', type: 'application/json' },
      { body: JSON.stringify({ token: 'x'.repeat(40) }), type: 'application/json' },
      { body: JSON.stringify({ token: ana.tokens.accessToken }), type: 'application/json' },
      { body: 'List-Unsubscribe=One-Click', type: 'application/x-www-form-urlencoded' },
    ]) {
      const response = await call('POST', '/api/alerts/unsubscribe', {
        body: init.body,
        headers: { 'content-type': init.type },
      });
      expect(response.status, init.body).toBe(400);
      expect(response.body.message).toBe('El enlace para dejar de recibir alertas no es válido');
    }
  });
});
