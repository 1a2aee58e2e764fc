import http from 'node:http';

import { beforeAll, describe, expect, it } from 'vitest';

import { allowHeader, ROUTE_METHODS } from '@/lib/api/methods';

import { adminToken, asAdmin, userToken } from './accounts';
import { baseURL, call, get, getJson, postMultipart } from './stack-client';

// What `npm run fuzz` (schemathesis) found, each pinned over real HTTP: the answer the server
// gives and, where the document was wrong, what /api/openapi.json now says about it.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let doc: Json;
beforeAll(async () => {
  doc = (await getJson<Json>('/api/openapi.json')).body;
});
const param = (path: string, method: string, name: string) =>
  doc.paths[path][method].parameters.find((p: Json) => p.name === name).schema;
const jsonBody = (path: string, method: string) => doc.paths[path][method].requestBody;
/** Whether a string parameter schema (`pattern`, or `anyOf` of them and `const`) admits `value`. */
const admits = (schema: Json, value: string): boolean =>
  schema.anyOf
    ? schema.anyOf.some((s: Json) => admits(s, value))
    : 'const' in schema
      ? schema.const === value
      : new RegExp(schema.pattern ?? '', 'u').test(value);

/** A raw request over node:http (the status and headers as the server sent them; fetch refuses TRACE). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; allow?: string; text: string; body: Json }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseURL()}${path}`, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let body: Json = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          // not JSON: callers that care read `text`
        }
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, text, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every route: the documented ones (a sample value for each parameter) and the ones outside the document. */
function routes(): Array<{ path: string; methods: string[] }> {
  const documented = Object.entries(doc.paths as Record<string, Json>).map(([template, operations]) => ({
    path: template.replace(/\{\w+\}/g, 'x1'),
    methods: Object.keys(operations)
      .map((m) => m.toUpperCase())
      .filter((m) => (ROUTE_METHODS as readonly string[]).includes(m)),
  }));
  const undocumented = [
    { path: '/api/openapi.json', methods: ['GET'] },
    { path: '/api/docs', methods: ['GET'] },
    { path: '/api/docs/swagger-ui.css', methods: ['GET'] },
    { path: '/api/auth/session', methods: ['GET', 'POST'] }, // next-auth's catch-all
    { path: '/uploads/properties/x1.jpg', methods: ['GET'] },
  ];
  return [...documented, ...undocumented];
}

describe('methods', () => {
  it('routes the methods the contract has', async () => {
    expect((await raw('GET', '/api/health')).status).toBe(200);
    expect((await raw('HEAD', '/api/health')).status).toBe(200);
    expect((await raw('OPTIONS', '/api/properties/featured')).status).toBe(204);
  });

  it('answers every method a route lacks with 405, its Allow and a Spanish JSON body (Next sent a bare 405)', async () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(30);
    for (const { path, methods } of list) {
      for (const method of ROUTE_METHODS.filter((m) => !methods.includes(m))) {
        const answer = await raw(method, path);
        expect([method, path, answer.status, answer.allow]).toEqual([method, path, 405, allowHeader(methods)]);
        expect(answer.body).toEqual({ success: false, message: 'Método no permitido', code: 'method_not_allowed' });
      }
    }
  });

  it('lists only the implemented methods on OPTIONS, and refuses HEAD where there is no GET', async () => {
    for (const { path, methods } of routes()) {
      const options = await raw('OPTIONS', path);
      expect([path, options.status, options.allow]).toEqual([path, 204, allowHeader(methods)]);
    }
    const head = await raw('HEAD', '/api/auth/login');
    expect([head.status, head.allow]).toEqual([405, 'OPTIONS, POST']);
  });

  // TRACE, CONNECT and methods Next does not handle make it fail before our code runs
  // (a plain 500, an empty 400): scripts/serve.mjs answers them (docs/api.md#unhandled-methods).
  // Nothing of the request is echoed back (Cross-Site Tracing), and the server keeps serving.
  it("answers TRACE and unknown methods with 405 and the path's Allow, echoing nothing", async () => {
    for (const [path, allow] of [
      ['/api/health', 'GET, HEAD, OPTIONS'],
      ['/api/properties/x1', 'DELETE, GET, HEAD, OPTIONS, PUT'],
      ['/listing', 'GET, HEAD'],
    ])
      for (const method of ['TRACE', 'QUERY', 'PROPFIND']) {
        const answer = await raw(method, path, {
          cookie: 'next-auth.session-token=secreto-de-prueba',
          authorization: 'Bearer otro-secreto',
        });
        expect([method, path, answer.status, answer.allow]).toEqual([method, path, 405, allow]);
        expect(answer.body).toEqual({ success: false, message: 'Método no permitido', code: 'method_not_allowed' });
      }
    expect((await raw('GET', '/api/health')).status).toBe(200);
  });
});

describe('methods of pages', () => {
  // proxy.ts: a page is read; Next answered other methods with an English 'Method Not Allowed'.
  it("answers a page's other methods with 405, Allow: GET, HEAD and the API's Spanish body", async () => {
    for (const path of ['/', '/listing', '/admin'])
      for (const method of ['PUT', 'DELETE', 'PATCH', 'QUERY', 'PROPFIND']) {
        const answer = await raw(method, path);
        expect([method, path, answer.status, answer.allow]).toEqual([method, path, 405, 'GET, HEAD']);
        expect(answer.body).toEqual({ success: false, message: 'Método no permitido', code: 'method_not_allowed' });
      }
    expect((await raw('GET', '/listing')).status).toBe(200);
    expect((await raw('HEAD', '/listing')).status).toBe(200);
  });
});

describe('what the fuzz run of seed 4101 found', () => {
  it("documents that PATCH /api/me clears the phone with '' or null", async () => {
    const token = await userToken();
    for (const phone of ['', null]) {
      const answer = await call('PATCH', '/api/me', { token, body: { phone } });
      expect([answer.status, answer.body.data.phone]).toEqual([200, '']);
    }
    const schema = jsonBody('/api/me', 'patch').content['application/json'].schema;
    expect(schema.properties.phone.anyOf).toEqual(
      expect.arrayContaining([{ type: 'null' }, { type: 'string', const: '' }]),
    );
  });

  it("documents a saved search's filters with the list's types, and takes numbers as the URL's text", async () => {
    const token = await userToken();
    const saved = await call('POST', '/api/me/saved-searches', {
      token,
      body: { name: 'Fuzz: tres habitaciones', filters: { bedrooms: 3, operation: 'venta' } },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.filters).toMatchObject({ bedrooms: '3', operation: 'venta' });
    // Only a number filter takes a JSON number; a boolean is no filter's value (seed 3228: city false was saved).
    for (const filters of [{ bedrooms: 'tres' }, { city: false }, { city: 11001 }, { featured: true }]) {
      const refused = await call('POST', '/api/me/saved-searches', { token, body: { name: 'Fuzz: mal', filters } });
      expect([JSON.stringify(filters), refused.status]).toEqual([JSON.stringify(filters), 400]);
    }
    const filters = jsonBody('/api/me/saved-searches', 'post').content['application/json'].schema.properties.filters;
    expect(JSON.stringify(filters.properties.bedrooms)).toContain('"type":"integer"');
    expect((await call('DELETE', `/api/me/saved-searches/${saved.body.data.id}`, { token })).status).toBe(200);
  });

  it('documents the unsubscribe token as a JWT, so a long one is a 400 and not a 431 from Node', async () => {
    const answer = await call('POST', `/api/alerts/unsubscribe?token=${'%C3%B1'.repeat(1500)}`);
    expect([answer.status, answer.body.message]).toEqual([400, 'El enlace para dejar de recibir alertas no es válido']);
    expect(param('/api/alerts/unsubscribe', 'post', 'token').pattern).toBe('^[\\w.-]+$');
  });

  it('lists in x-rules the refusals JSON Schema cannot state', () => {
    const rules = (path: string, method: string) => doc.paths[path][method].responses['400']['x-rules'] as string[];
    expect(rules('/api/owners', 'post').join()).toContain('número de documento');
    expect(rules('/api/me', 'patch').join()).toContain('No hay nada que cambiar');
    expect(rules('/api/me/saved-searches/{id}', 'patch').join()).toContain('No hay nada que cambiar');
    expect(rules('/api/alerts/unsubscribe', 'post').length).toBe(2);
    expect(rules('/api/demands/{id}/selection', 'post').join()).toContain('publicados');
    expect(Object.keys(doc.paths['/api/demands/{id}/selection'].post.responses)).toContain('409');
  });
});

describe('query values the handlers accept or refuse, as documented', () => {
  it('treats an empty code or property id as no filter', async () => {
    for (const [path, name] of [
      ['/api/cities', 'departmentCode'],
      ['/api/localities', 'cityCode'],
      ['/api/properties/search', 'propertyId'],
    ]) {
      expect((await get(`${path}?${name}=`)).status).toBe(200);
      expect(admits(param(path, 'get', name), '')).toBe(true);
    }
  });

  it('documents property ids in either case, as the handler reads them', async () => {
    expect((await get('/api/properties/search?propertyId=AAA')).status).toBe(200);
    expect(admits(param('/api/properties/search', 'get', 'propertyId'), 'AAA')).toBe(true);
  });

  it('documents the property types list as the handler reads it', async () => {
    const schema = param('/api/properties', 'get', 'type');
    expect((await get('/api/properties?type=casa,%20apartamento,')).status).toBe(200);
    expect(admits(schema, 'casa, apartamento,')).toBe(true);
    expect((await get('/api/properties?type=castillo')).status).toBe(400);
    expect(admits(schema, 'castillo')).toBe(false);
    expect((await get('/api/properties?estrato=7')).status).toBe(400);
    expect(admits(param('/api/properties', 'get', 'estrato'), '7')).toBe(false);
  });

  it('documents what a news id or slug may look like', async () => {
    const weird = '⛿\u000f1R>Ãy';
    expect((await get(`/api/news/${encodeURIComponent(weird)}`)).status).toBe(400);
    expect((await get('/api/news/null')).status).toBe(400);
    const schema = doc.paths['/api/news/{id}'].get.parameters[0].schema;
    expect(admits(schema, weird)).toBe(false);
    expect(admits(schema, 'null')).toBe(false);
    expect(admits(schema, 'una-noticia-2')).toBe(true);
  });
});

describe('request bodies', () => {
  it('documents partial updates as optional bodies: no body changes nothing', async () => {
    const news = (await get('/api/news?limit=1')).body.data[0];
    const response = await call('PUT', `/api/news/${news._id}`, { token: await adminToken() });
    expect(response.status).toBe(200);
    expect(response.body.data.title).toBe(news.title);
    expect(jsonBody('/api/news/{id}', 'put').required).toBe(false);
    expect(jsonBody('/api/properties/{id}', 'put').required).toBe(false);
    expect(jsonBody('/api/auth/login', 'post').required).toBe(true);
  });

  it('documents the file of every multipart endpoint as required', async () => {
    const response = await postMultipart('/api/upload/property-images', { fields: {}, token: await adminToken() });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('No se recibieron archivos');
    for (const path of [
      '/api/upload/property-images',
      '/api/upload/videos',
      '/api/upload/news-images',
      '/api/settings/import',
    ]) {
      const schema = jsonBody(path, 'post').content['multipart/form-data'].schema;
      const field = Object.keys(schema.properties).find((k) => schema.properties[k].type === 'array')!;
      expect(schema.required).toContain(field);
      expect(schema.properties[field].minItems).toBe(1);
    }
  });

  it('documents the integer and range rules of coerced numbers', async () => {
    const property = (await get('/api/properties?limit=1')).body.data[0];
    for (const body of [{ adminFee: -1 }, { priority: 2.5 }, { features: { bedrooms: 6.357715947063678e16 } }]) {
      expect((await asAdmin('PUT', `/api/properties/${property._id}`, body)).status).toBe(400);
    }
    const schema = jsonBody('/api/properties/{id}', 'put').content['application/json'].schema;
    // (anyOf: the value, or null / '' for "not sent")
    expect(schema.properties.adminFee.anyOf[0]).toMatchObject({ type: 'integer', minimum: 0 });
    expect(schema.properties.features.properties.bedrooms.anyOf[0]).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 1000,
    });
  });

  it("documents e-mails with zod's own pattern, which the handler applies", async () => {
    const email = "E+-cp.Oe'WU9@2PH0O.kz";
    const saved = await asAdmin('PUT', '/api/settings', { general: { contactEmail: email } });
    expect(saved.status).toBe(200);
    const sections = jsonBody('/api/settings', 'put').content['application/json'].schema.anyOf as Json[];
    const contact = sections.find((section) => section.properties?.general)!.properties.general.properties.contactEmail;
    expect(contact.format).toBeUndefined();
    expect(new RegExp(contact.pattern, 'u').test(email)).toBe(true);
    await asAdmin('PUT', '/api/settings', { general: { contactEmail: 'contacto@inmobiliariabogota.co' } });
  });

  it('documents news tags as a list or a comma-separated string, and the author e-mail rule', async () => {
    const news = (await get('/api/news?limit=1')).body.data[0];
    const tagged = await asAdmin('PUT', `/api/news/${news._id}`, { tags: news.tags.join(',') });
    expect(tagged.status).toBe(200);
    expect(tagged.body.data.tags).toEqual(news.tags);
    expect((await asAdmin('PUT', `/api/news/${news._id}`, { author: { email: 'sin-arroba' } })).status).toBe(400);
    const schema = jsonBody('/api/news/{id}', 'put').content['application/json'].schema;
    expect(schema.properties.tags.type).toEqual(['array', 'string']);
    expect(admits(schema.properties.author.properties.email, 'sin-arroba')).toBe(false);
    expect(admits(schema.properties.author.properties.email, '')).toBe(true);
  });

  it('documents that null or an empty value in a property body means "not sent"', async () => {
    const created = await asAdmin('POST', '/api/properties', {
      title: 'Fuzz: prioridad nula',
      type: 'casa',
      operation: 'venta',
      priority: null,
      adminFee: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.priority).toBe(0);
    const priority = jsonBody('/api/properties', 'post').content['application/json'].schema.properties.priority;
    expect(priority.anyOf).toEqual(expect.arrayContaining([{ type: 'null' }, { const: '' }]));
    expect((await asAdmin('DELETE', `/api/properties/${created.body.data._id}`)).status).toBe(200);
  });

  it('refuses booleans and lists where a property body wants a number', async () => {
    for (const priority of [true, false, [3]]) {
      const response = await asAdmin('POST', '/api/properties', {
        title: 'Fuzz: prioridad booleana',
        type: 'casa',
        operation: 'venta',
        priority,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('La prioridad debe ser un número');
    }
  });

  it('refuses an over-long multipart text part with the declared 413', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
      'base64',
    );
    const response = await postMultipart('/api/news', {
      files: [{ name: 'foto.png', type: 'image/png', bytes: png }],
      fields: { title: 'Fuzz: contenido enorme', description: 'x', content: 'a'.repeat(100_001) },
      token: await adminToken(),
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('El campo content es demasiado largo');
    expect(Object.keys(doc.paths['/api/news'].post.responses)).toContain('413');
  });

  it('documents multipart text fields as single strings', async () => {
    const schema = jsonBody('/api/news', 'post').content['multipart/form-data'].schema;
    expect(schema.properties.tags).toMatchObject({ type: 'string' });
    expect(schema.properties.tags.maxItems).toBeUndefined();
  });

  it('documents that a news item needs a description or an excerpt', async () => {
    const response = await asAdmin('POST', '/api/news', { title: 'Solo un título' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Por favor ingresa una descripción');
    expect(jsonBody('/api/news', 'post').content['application/json'].schema.anyOf).toEqual([
      { required: ['description'] },
      { required: ['excerpt'] },
    ]);
  });
});
