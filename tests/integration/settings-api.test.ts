import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { DEFAULT_SETTINGS } from '@/lib/domain/settings';
import { Settings } from '@/models/settings';

import { adminToken, asAdmin, userToken } from './accounts';
import { baseURL, call, connectTestDb, get, postMultipart } from './stack-client';

const NO_TOKEN = 'No hay token de autenticación. Por favor, inicia sesión nuevamente.';
const FORBIDDEN = 'No tienes permisos para realizar esta acción';
const SAVED = 'Configuración guardada exitosamente';
const ONE_SECTION =
  'Envía exactamente una sección de la configuración: general, security, notifications, appearance, integrations, financing o rentals';

let original = '';
const stored = async () =>
  JSON.parse(JSON.stringify(await Settings.findOne({ key: 'site' }).lean())) as Record<string, unknown>;
const importFile = async (text: string, token?: string) =>
  postMultipart('/api/settings/import', {
    field: 'settings',
    files: [{ name: 'configuracion.json', type: 'application/json', bytes: new TextEncoder().encode(text) }],
    token: token ?? (await adminToken()),
  });

beforeAll(async () => {
  await connectTestDb();
  const exported = await fetch(`${baseURL()}/api/settings/export`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  original = await exported.text();
});
afterAll(async () => {
  // Back to the settings the other test files found, through the API so every cache follows.
  const restored = await importFile(original);
  if (restored.status !== 200) throw new Error(`could not restore settings: ${JSON.stringify(restored.body)}`);
  await disconnectDb();
});

describe('GET /api/settings', () => {
  it('gives anonymous callers and regular users only the public part', async () => {
    for (const token of [undefined, await userToken()]) {
      const { status, body } = await get('/api/settings', { token });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(Object.keys(body.data).sort()).toEqual(['appearance', 'general', 'integrations']);
      expect(Object.keys(body.data.integrations).sort()).toEqual([
        'cloudinary',
        'facebookPixel',
        'googleAnalytics',
        'mapsProvider',
      ]);
      expect(body.data.integrations.cloudinary).toEqual({ cloudName: expect.any(String) });
      expect(body.data.general.siteName).toEqual(expect.any(String));
    }
  });

  it('gives admins every section, with Cloudinary derived from the environment', async () => {
    const { status, body } = await asAdmin('GET', '/api/settings');
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual([
      'appearance',
      'financing',
      'general',
      'integrations',
      'notifications',
      'rentals',
      'security',
    ]);
    expect(body.data.security).toMatchObject({
      loginAttempts: expect.any(Number),
      sessionDuration: expect.any(Number),
    });
    // The test stack leaves CLOUDINARY_URL unset whatever the shell says (PINNED_APP_ENV, scripts/lib/stack.mjs).
    expect(body.data.integrations.cloudinary.configured).toBe(false);
  });
});

describe('PUT /api/settings', () => {
  it('saves one section, merging into what is stored', async () => {
    const before = await asAdmin('GET', '/api/settings');
    const { status, body } = await asAdmin('PUT', '/api/settings', { notifications: { newNews: false } });
    expect(status).toBe(200);
    expect(body.message).toBe(SAVED);
    expect(body.data.notifications).toEqual({ ...before.body.data.notifications, newNews: false });
    expect(body.data.general).toEqual(before.body.data.general);
    expect(((await stored()).notifications as Record<string, unknown>).newNews).toBe(false);
  });

  it('refuses two sections, an unknown one or none, and changes nothing', async () => {
    const before = await stored();
    for (const body of [{ general: { siteName: 'Dos' }, security: { loginAttempts: 3 } }, { database: {} }, {}]) {
      const response = await asAdmin('PUT', '/api/settings', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: ONE_SECTION });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses out-of-range values with nothing changed', async () => {
    const before = await stored();
    for (const [body, message] of [
      [
        { security: { loginAttempts: 0, sessionDuration: 48 } },
        'Los intentos de inicio de sesión deben estar entre 1 y 10',
      ],
      [{ security: { sessionDuration: 500 } }, 'La duración de la sesión debe estar entre 1 y 168 horas'],
      [{ appearance: { primaryColor: 'azul' } }, 'El color debe tener el formato #RRGGBB'],
      [{ general: { contactEmail: 'x@' } }, 'El email de contacto no es válido'],
    ] as const) {
      const response = await asAdmin('PUT', '/api/settings', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors[0].field).toContain(Object.keys(body)[0]);
    }
    expect(await stored()).toEqual(before);
  });

  it('never stores a secret', async () => {
    const response = await asAdmin('PUT', '/api/settings', {
      integrations: {
        apiSecret: 'secreto-1',
        cloudinary: { cloudName: 'mi-nube', apiSecret: 'secreto-2', apiKey: 'clave-api-no-guardada' },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.integrations.cloudinary.cloudName).toBe('mi-nube');
    const text = JSON.stringify(await stored());
    expect(text).not.toContain('secreto-');
    expect(text).not.toContain('clave-api-no-guardada');
  });
});

describe('PUT /api/settings/{section}', () => {
  it('saves the section from its own path', async () => {
    const response = await asAdmin('PUT', '/api/settings/appearance', { primaryColor: '#123456', density: 'compact' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(SAVED);
    expect(response.body.data.appearance).toMatchObject({
      primaryColor: '#123456',
      density: 'compact',
      secondaryColor: expect.any(String),
    });
    const security = await asAdmin('PUT', '/api/settings/security', { sessionDuration: 12 });
    expect(security.body.data.security.sessionDuration).toBe(12);
  });

  it('answers 404 for an unknown section and 400 for a bad value', async () => {
    const unknown = await asAdmin('PUT', '/api/settings/database', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Sección de configuración no encontrada');
    const bad = await asAdmin('PUT', '/api/settings/security', { loginAttempts: 11 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Los intentos de inicio de sesión deben estar entre 1 y 10']);
  });
});

describe('cache', () => {
  it('shows a saved site name on the very next anonymous GET and on the home page', async () => {
    const name = `Inmobiliaria Prueba ${Date.now()}`;
    expect((await asAdmin('PUT', '/api/settings', { general: { siteName: name } })).status).toBe(200);
    const { body } = await get('/api/settings');
    expect(body.data.general.siteName).toBe(name);
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain(name);
  });
});

describe('reset, export and import', () => {
  it('resets to the defaults', async () => {
    const { status, body } = await asAdmin('POST', '/api/settings/reset');
    expect(status).toBe(200);
    expect(body.message).toBe('Configuración restablecida a los valores por defecto');
    const { cloudinary: _derived, ...integrations } = body.data.integrations;
    const { cloudinary: _defaults, ...defaultIntegrations } = DEFAULT_SETTINGS.integrations;
    expect({ ...body.data, integrations }).toEqual({ ...DEFAULT_SETTINGS, integrations: defaultIntegrations });
    expect((await get('/api/settings')).body.data.general.siteName).toBe(DEFAULT_SETTINGS.general.siteName);
  });

  it('exports a dated JSON download', async () => {
    const response = await fetch(`${baseURL()}/api/settings/export`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="configuracion-${day}.json"`);
    const file = (await response.json()) as typeof DEFAULT_SETTINGS;
    expect(file.general).toEqual(DEFAULT_SETTINGS.general);
    expect(file.security).toEqual(DEFAULT_SETTINGS.security);
    expect(file.integrations.cloudinary).toEqual({ cloudName: '' });
  });

  it('imports a valid file', async () => {
    const file = {
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, siteName: 'Importada' },
      security: { ...DEFAULT_SETTINGS.security, loginAttempts: 8 },
    };
    const response = await importFile(JSON.stringify(file));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Configuración importada exitosamente');
    expect(response.body.data.general.siteName).toBe('Importada');
    expect(response.body.data.security.loginAttempts).toBe(8);
    expect((await get('/api/settings')).body.data.general.siteName).toBe('Importada');
  });

  it('refuses invalid files and replaces nothing', async () => {
    const before = await stored();
    const invalid = {
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, siteName: 'No debe quedar' },
      security: { loginAttempts: 99 },
    };
    const cases: Array<[string, number, string]> = [
      [JSON.stringify(invalid), 400, 'Los intentos de inicio de sesión deben estar entre 1 y 10'],
      ['{"general": ', 400, 'El archivo de configuración no es un JSON válido'],
      ['{"otra": 1}', 400, 'El archivo no contiene ninguna sección de configuración'],
      ['[1, 2]', 400, 'El archivo no contiene una configuración válida'],
      [
        JSON.stringify({ general: { siteName: 'x'.repeat(70 * 1024) } }),
        413,
        'El archivo de configuración es demasiado grande. Máximo 64 KB.',
      ],
    ];
    for (const [text, status, message] of cases) {
      const response = await importFile(text);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
    const noField = await postMultipart('/api/settings/import', {
      field: 'otro',
      files: [{ name: 'a.json', bytes: new Uint8Array([123, 125]) }],
      token: await adminToken(),
    });
    expect([noField.status, noField.body.message]).toEqual([
      400,
      'Selecciona un archivo de configuración en el campo settings',
    ]);
    const json = await asAdmin('POST', '/api/settings/import', { general: { siteName: 'JSON' } });
    expect([json.status, json.body.message]).toEqual([
      415,
      'El archivo debe enviarse como multipart/form-data en el campo settings',
    ]);
    expect(await stored()).toEqual(before);
  });
});

describe('authorisation of the settings writes', () => {
  const file = JSON.stringify({ notifications: DEFAULT_SETTINGS.notifications });
  const endpoints: Array<[string, string, unknown]> = [
    ['PUT', '/api/settings', { notifications: { pushNotifications: false } }],
    ['PUT', '/api/settings/notifications', { pushNotifications: false }],
    ['POST', '/api/settings/reset', undefined],
    ['GET', '/api/settings/export', undefined],
  ];

  it.each(endpoints)('%s %s: anonymous 401, user 403, admin 2xx', async (method, path, body) => {
    const anonymous = await call(method, path, { body });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, NO_TOKEN]);
    const user = await call(method, path, { body, token: await userToken() });
    expect([user.status, user.body.message]).toEqual([403, FORBIDDEN]);
    const admin = await call(method, path, { body, token: await adminToken() });
    expect(admin.status).toBe(200);
  });

  it('POST /api/settings/import: anonymous 401, user 403, admin 200', async () => {
    const anonymous = await postMultipart('/api/settings/import', {
      field: 'settings',
      files: [{ name: 'c.json', bytes: new TextEncoder().encode(file) }],
    });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, NO_TOKEN]);
    const user = await importFile(file, await userToken());
    expect([user.status, user.body.message]).toEqual([403, FORBIDDEN]);
    expect((await importFile(file)).status).toBe(200);
  });
});
