import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb, trusted } from '@/lib/db';
import { moveCatalogueEpoch } from '@/lib/db/catalogue-epoch';
import { City } from '@/models/city';
import { Locality } from '@/models/locality';
import { Property } from '@/models/property';

import { adminToken, asAdmin, userToken } from './accounts';
import { call, connectTestDb, getJson } from './stack-client';

type Item = Record<string, string>;
const NO_TOKEN = 'No hay token de autenticación. Por favor, inicia sesión nuevamente.';
const FORBIDDEN = 'No tienes permisos para realizar esta acción';

// Codes of this file's own records: 5-digit "city" codes in a range DANE does not use.
const run = String(Math.floor(Math.random() * 9000) + 1000);
const cityCode = `9${run}`;
const localityCode = `${cityCode}01`;
const city = { name: 'Pueblo de Prueba', code: cityCode, departmentCode: '25', departmentName: 'Nombre ignorado' };
const locality = {
  name: 'Barrio de Prueba',
  code: localityCode,
  cityCode,
  cityName: 'x',
  departmentCode: 'x',
  departmentName: 'x',
};

beforeAll(async () => {
  await connectTestDb();
});
afterAll(async () => {
  await Property.deleteMany({ 'location.cityCode': cityCode });
  await moveCatalogueEpoch(); // deleted behind the app: its catalogue in memory reloads
  await Locality.deleteMany({ cityCode });
  await Locality.deleteMany({ cityCode: `7${run}` });
  await City.deleteMany({ code: trusted({ $in: [cityCode, `7${run}`] }) });
  await disconnectDb();
});

describe('public location lists', () => {
  it('lists the 33 departments sorted by name', async () => {
    const { status, body } = await getJson<{ success: boolean; data: Item[] }>('/api/departments');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(33);
    expect(Object.keys(body.data[0]).sort()).toEqual(['code', 'name']);
    const names = body.data.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(body.data).toContainEqual({ code: '25', name: 'Cundinamarca' });
  });

  it('filters cities by department and gives an empty list for an unknown one', async () => {
    const { body } = await getJson<{ data: Item[] }>('/api/cities?departmentCode=25');
    expect(body.data.length).toBeGreaterThan(5);
    expect(body.data.every((c) => c.departmentCode === '25' && c.departmentName === 'Cundinamarca')).toBe(true);
    expect(body.data.map((c) => c.name)).toContain('Chía');
    expect(Object.keys(body.data[0]).sort()).toEqual(['code', 'departmentCode', 'departmentName', 'name']);
    const unknown = await getJson<{ data: Item[] }>('/api/cities?departmentCode=77');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
  });

  it('lists every city without a filter, and refuses a malformed code', async () => {
    const all = await getJson<{ data: Item[] }>('/api/cities');
    expect(all.body.data.some((c) => c.code === '11001')).toBe(true);
    expect(all.body.data.some((c) => c.departmentCode === '25')).toBe(true);
    const bad = await getJson<{ success: boolean; message: string }>('/api/cities?departmentCode=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'Código de departamento no válido' });
  });

  it('lists the 20 localities of Bogotá with their parents', async () => {
    const { body } = await getJson<{ data: Item[] }>('/api/localities?cityCode=11001');
    expect(body.data).toHaveLength(20);
    expect(
      body.data.every((l) => l.cityCode === '11001' && l.cityName === 'Bogotá, D.C.' && l.departmentCode === '11'),
    ).toBe(true);
    expect(body.data.map((l) => l.name)).toContain('Chapinero');
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'cityCode',
      'cityName',
      'code',
      'departmentCode',
      'departmentName',
      'name',
    ]);
    const all = await getJson<{ data: Item[] }>('/api/localities');
    expect(all.body.data.length).toBeGreaterThanOrEqual(20);
    const none = await getJson<{ data: Item[] }>('/api/localities?cityCode=99999999');
    expect(none.body.data).toEqual([]);
  });
});

describe('city and locality administration', () => {
  it('creates a city under the stored department name, visible in the very next list', async () => {
    const created = await asAdmin('POST', '/api/cities', city);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Ciudad creada exitosamente',
      data: { code: cityCode, name: 'Pueblo de Prueba', departmentCode: '25', departmentName: 'Cundinamarca' },
    });
    const { body } = await getJson<{ data: Item[] }>('/api/cities?departmentCode=25');
    expect(body.data).toContainEqual(created.body.data);
  });

  it('refuses a duplicate code, an unknown department and missing fields', async () => {
    const duplicate = await asAdmin('POST', '/api/cities', city);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      success: false,
      message: `Ya existe una ciudad con el código ${cityCode}`,
      code: 'place_code_taken',
    });
    const noDepartment = await asAdmin('POST', '/api/cities', { ...city, code: `8${run}`, departmentCode: '77' });
    expect(noDepartment.status).toBe(404);
    expect(noDepartment.body.message).toBe('Departamento no encontrado');
    for (const [body, message] of [
      [{ ...city, name: '' }, 'El nombre es obligatorio'],
      [{ ...city, code: '' }, 'El código es obligatorio'],
      [{ name: 'X', code: '123' }, 'Por favor selecciona un departamento primero'],
      [{ name: 'X', code: '1234567', cityName: 'Y' }, 'Por favor selecciona una ciudad primero'],
    ] as const) {
      const path = 'cityName' in body ? '/api/localities' : '/api/cities';
      const response = await asAdmin('POST', path, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const malformed = await call('POST', '/api/cities', { body: '{"name":', token: await adminToken() });
    expect(malformed.status).toBe(400);
  });

  it('creates a locality under the stored city and department names', async () => {
    const created = await asAdmin('POST', '/api/localities', locality);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Localidad creada exitosamente',
      data: {
        code: localityCode,
        name: 'Barrio de Prueba',
        cityCode,
        cityName: 'Pueblo de Prueba',
        departmentCode: '25',
        departmentName: 'Cundinamarca',
      },
    });
    const duplicate = await asAdmin('POST', '/api/localities', locality);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(`Ya existe una localidad con el código ${localityCode}`);
    const orphan = await asAdmin('POST', '/api/localities', {
      ...locality,
      code: `${cityCode}09`,
      cityCode: '8888888',
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body.message).toBe('Ciudad no encontrada');
    const { body } = await getJson<{ data: Item[] }>(`/api/localities?cityCode=${cityCode}`);
    expect(body.data).toEqual([created.body.data]);
  });

  it('refuses to delete a city with localities, then with properties', async () => {
    const withLocality = await asAdmin('DELETE', `/api/cities/${cityCode}`);
    expect(withLocality.status).toBe(409);
    expect(withLocality.body.message).toBe('No se puede eliminar la ciudad porque tiene 1 localidad asociada');

    await Property.create({
      title: 'Casa de prueba de ubicaciones',
      slug: `casa-prueba-ubicaciones-${run}`,
      type: 'casa',
      operation: 'venta',
      price: 100_000_000,
      location: {
        city: 'Pueblo de Prueba',
        cityCode,
        locality: 'Barrio de Prueba',
        localityCode,
        state: 'Cundinamarca',
        departmentCode: '25',
      },
    });
    const localityBusy = await asAdmin('DELETE', `/api/localities/${localityCode}`);
    expect(localityBusy.status).toBe(409);
    expect(localityBusy.body.message).toBe('No se puede eliminar la localidad porque tiene 1 propiedad asociada');
  });

  it('renames a city in its localities and properties', async () => {
    const renamed = await asAdmin('PUT', '/api/cities', { ...city, name: 'Villa Renombrada' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      success: true,
      message: 'Ciudad actualizada exitosamente',
      data: { name: 'Villa Renombrada', code: cityCode },
    });
    const localities = await getJson<{ data: Item[] }>(`/api/localities?cityCode=${cityCode}`);
    expect(localities.body.data[0].cityName).toBe('Villa Renombrada');
    const stored = await Property.findOne({ 'location.cityCode': cityCode }).select('+searchText').lean();
    expect(stored?.location?.city).toBe('Villa Renombrada');
    expect(stored?.searchText).toContain('villa renombrada');
    expect(stored?.searchText).not.toContain('pueblo de prueba');
  });

  it('renames a locality in its properties', async () => {
    const renamed = await asAdmin('PUT', '/api/localities', { ...locality, name: 'Barrio Nuevo' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: 'Localidad actualizada exitosamente',
      data: { name: 'Barrio Nuevo', cityName: 'Villa Renombrada' },
    });
    const stored = await Property.findOne({ 'location.localityCode': localityCode }).lean();
    expect(stored?.location?.locality).toBe('Barrio Nuevo');
  });

  it('answers 404 to updates and deletes of unknown codes, 400 to malformed ones', async () => {
    expect((await asAdmin('PUT', '/api/cities', { ...city, code: '8888801' })).body).toEqual({
      success: false,
      message: 'Ciudad no encontrada',
      code: 'not_found',
    });
    expect((await asAdmin('PUT', '/api/localities', { ...locality, code: '8888801' })).body.message).toBe(
      'Localidad no encontrada',
    );
    const gone = await asAdmin('DELETE', '/api/cities/8888801');
    expect([gone.status, gone.body.message]).toEqual([404, 'Ciudad no encontrada']);
    const goneLocality = await asAdmin('DELETE', '/api/localities/8888801');
    expect([goneLocality.status, goneLocality.body.message]).toEqual([404, 'Localidad no encontrada']);
    const bad = await asAdmin('DELETE', '/api/cities/abc');
    expect([bad.status, bad.body.message]).toEqual([400, 'Código de ciudad no válido']);
  });

  it('refuses a city with properties, then deletes locality and city once free', async () => {
    await Property.deleteMany({ 'location.localityCode': localityCode });
    await moveCatalogueEpoch(); // deleted behind the app: its catalogue in memory reloads
    const deletedLocality = await asAdmin('DELETE', `/api/localities/${localityCode}`);
    expect(deletedLocality.body).toEqual({ success: true, message: 'Localidad eliminada exitosamente' });

    await Property.create({
      title: 'Lote de prueba',
      slug: `lote-prueba-ubicaciones-${run}`,
      type: 'terreno',
      operation: 'venta',
      price: 1,
      location: { cityCode },
    });
    const busy = await asAdmin('DELETE', `/api/cities/${cityCode}`);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('No se puede eliminar la ciudad porque tiene 1 propiedad asociada');
    await Property.deleteMany({ 'location.cityCode': cityCode });
    await moveCatalogueEpoch(); // deleted behind the app: its catalogue in memory reloads

    const deleted = await asAdmin('DELETE', `/api/cities/${cityCode}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Ciudad eliminada exitosamente' });
    const { body } = await getJson<{ data: Item[] }>('/api/cities?departmentCode=25');
    expect(body.data.some((c) => c.code === cityCode)).toBe(false);
  });
});

describe('authorisation of the location writes', () => {
  const other = `7${run}`;
  const endpoints: Array<[string, string, unknown]> = [
    ['POST', '/api/cities', { ...city, code: other }],
    ['PUT', '/api/cities', { name: 'Chía', code: '25175', departmentCode: '25' }],
    ['POST', '/api/localities', { ...locality, code: `${other}01`, cityCode: other }],
    ['PUT', '/api/localities', { name: 'Chapinero', code: '1100102', cityCode: '11001' }],
    ['DELETE', `/api/localities/${other}01`, undefined],
    ['DELETE', `/api/cities/${other}`, undefined],
  ];

  it.each(endpoints)('%s %s: anonymous 401, user 403, admin 2xx', async (method, path, body) => {
    const anonymous = await call(method, path, { body });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, NO_TOKEN]);
    const user = await call(method, path, { body, token: await userToken() });
    expect([user.status, user.body.message]).toEqual([403, FORBIDDEN]);
    const admin = await asAdmin(method, path, body);
    expect(admin.status, JSON.stringify(admin.body)).toBeLessThan(300);
    expect(admin.body.success).toBe(true);
  });
});
