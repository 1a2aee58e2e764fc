import http from 'node:http';

import { beforeAll, describe, expect, it } from 'vitest';

import { ERROR_CODES } from '@/lib/domain/error-codes';

import { adminToken } from './accounts';
import { baseURL, call, getJson } from './stack-client';

// Error codes a client can branch on (docs/api.md#error-codes): one refused request to every
// documented operation, whose code must be in the table and among the codes the document lists
// for that operation's answer; and the JSON 404 of a path under /api that no route serves.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const isOpen = (operation: Json) =>
  (operation.security as Json[]).length === 0 || (operation.security as Json[]).some((s) => !Object.keys(s).length);

/** A path value no route takes: refused by the path's schema (400) or found nowhere (404). */
const BAD_PATH_VALUE = 'zz-no-existe';

let doc: Json;
beforeAll(async () => {
  doc = (await getJson<Json>('/api/openapi.json')).body;
});

/**
 * The refused request for an operation, cheapest first, never one that changes anything: a body
 * of the wrong kind (as the admin), else a path value that names nothing (as the admin), else no
 * credential where one is needed, else query values of the wrong kind.
 */
function badRequest(template: string, method: string, operation: Json, token: string) {
  const parameters = (operation.parameters ?? []) as Json[];
  const withPath = parameters.some((p) => p.in === 'path');
  const path = template.replace(/\{\w+\}/g, BAD_PATH_VALUE);
  const json = operation.requestBody?.content?.['application/json'];
  // Logging out as the admin would spend the token the walk uses.
  if (json && template !== '/api/auth/logout') return { how: 'body', path, token, body: ['no', 'objeto'] };
  if (withPath) return { how: 'path', path, token };
  if (!isOpen(operation)) return { how: 'anonymous', path };
  const query = parameters.filter((p) => p.in === 'query');
  if (query.length) return { how: 'query', path: `${path}?${query.map((p) => `${p.name}=%00zz`).join('&')}`, token };
  return null;
}

describe('error codes', () => {
  it('are in the table and in the operation’s documented codes for a bad request to every operation', async () => {
    const token = await adminToken();
    const unrefusable: string[] = [];
    const seen = new Set<string>();
    let sent = 0;
    for (const [template, operations] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const label = `${method.toUpperCase()} ${template}`;
        const bad = badRequest(template, method, operation, token);
        if (!bad) {
          unrefusable.push(label);
          continue;
        }
        const answer = await call(method.toUpperCase(), bad.path, { token: bad.token, body: bad.body });
        const said = `${label} (${bad.how}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        if (bad.how === 'query' && answer.status < 400) {
          unrefusable.push(label); // every value ignored or accepted: nothing to refuse
          continue;
        }
        sent++;
        expect(answer.status, said).toBeGreaterThanOrEqual(400);
        expect(answer.status, said).toBeLessThan(500);
        const code = answer.body.code as keyof typeof ERROR_CODES;
        expect(ERROR_CODES[code]?.status, said).toBe(answer.status);
        expect(operation.responses[answer.status]?.['x-error-codes'], said).toContain(code);
        seen.add(code);
      }
    }
    expect(sent).toBeGreaterThan(100);
    // GETs of public lists and figures without parameters take nothing a client could get wrong.
    expect(unrefusable.length, unrefusable.join(', ')).toBeLessThan(20);
    expect([...seen]).toEqual(expect.arrayContaining(['validation_failed', 'unauthenticated', 'not_found']));
  });
});

/** A request over node:http, for OPTIONS and methods fetch refuses. */
function raw(method: string, path: string): Promise<{ status: number; allow?: string; type?: string; body: Json }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseURL()}${path}`, { method }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          allow: response.headers.allow,
          type: response.headers['content-type'],
          body: text ? (JSON.parse(text) as Json) : {},
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('an unknown path under /api', () => {
  const NOT_FOUND = { success: false, message: 'La ruta solicitada no existe en la API', code: 'not_found' };

  it('answers the JSON 404 with not_found for GET and POST, and every other method', async () => {
    const get = await call('GET', '/api/comisiones');
    expect([get.status, get.headers.get('content-type'), get.body]).toEqual([
      404,
      expect.stringMatching(/^application\/json/),
      NOT_FOUND,
    ]);
    const post = await call('POST', '/api/comisiones', { body: { monto: 1 } });
    expect([post.status, post.body]).toEqual([404, NOT_FOUND]);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await raw(method, '/api/no/existe/aqui');
      expect([method, answer.status, answer.body]).toEqual([method, 404, NOT_FOUND]);
    }
    // Methods no route takes are still the production server's 405 (scripts/serve.mjs).
    const trace = await raw('TRACE', '/api/comisiones');
    expect([trace.status, trace.allow, trace.body.code]).toEqual([405, 'GET, HEAD', 'method_not_allowed']);
  });

  it('leaves every real route to itself, next-auth’s catch-all and deeper unknown paths included', async () => {
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect((await raw('OPTIONS', '/api/health')).allow).toBe('GET, HEAD, OPTIONS');
    const csrf = await call('GET', '/api/auth/csrf'); // next-auth's own endpoint
    expect([csrf.status, typeof csrf.body.csrfToken]).toEqual([200, 'string']);
    expect((await call('GET', '/api/properties/zz-no-existe/nada')).body).toEqual(NOT_FOUND);
    expect((await call('GET', '/api/comisiones/1')).status).toBe(404);
  });
});
