import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { API_OPERATIONS, API_ROUTE_MODULES } from '@/app/api/operations';
import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import { operationsOf } from '@/lib/api/route';

const APP_DIR = path.resolve(import.meta.dirname, '../../app');
const openApiDocument = () => buildOpenApiDocument(API_OPERATIONS);

/** Every route.ts under app/, with its URL as an OpenAPI template (`[id]` -> `{id}`, `[...x]` -> `{...x}`). */
function routeFiles(): Array<{ file: string; template: string }> {
  const found: Array<{ file: string; template: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const segments = path
          .relative(APP_DIR, dir)
          .split(path.sep)
          .filter((s) => !/^\(.*\)$/.test(s));
        found.push({ file: full, template: '/' + segments.map((s) => s.replace(/^\[(.+)\]$/, '{$1}')).join('/') });
      }
    }
  };
  walk(APP_DIR);
  return found;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('route files', () => {
  it('all go through the route wrapper: every method is declared under its own path or answered 405', async () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(35);
    for (const { file, template } of files) {
      const exported = (await import(file)) as Record<string, unknown>;
      expect(Object.keys(exported).sort(), file).toEqual([...METHODS].sort());
      const operations = operationsOf(exported);
      expect(operations.length, `${file} declares no method through route()`).toBeGreaterThan(0);
      for (const operation of operations) expect(operation.path, file).toBe(template);
    }
  });

  it('are all listed in app/api/operations.ts unless internal', async () => {
    const listed = new Set<unknown>(API_ROUTE_MODULES);
    for (const { file } of routeFiles()) {
      const exported = (await import(file)) as Record<string, unknown>;
      const documented = operationsOf(exported).some((operation) => !operation.spec.internal);
      expect(listed.has(exported), file).toBe(documented);
    }
  });

  it('declare who may call each method', () => {
    for (const { method, path: where, spec } of API_OPERATIONS) {
      expect(['public', 'optional', 'user', 'staff', 'admin'], `${method} ${where}`).toContain(spec.auth);
    }
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with unique operation ids and every path parameter declared', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const [template, methods] of Object.entries(doc.paths)) {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(methods) as Array<{
        operationId: string;
        parameters: Array<{ name: string; in: string }>;
        responses: object;
      }>) {
        expect(ids.has(operation.operationId)).toBe(false);
        ids.add(operation.operationId);
        expect(
          operation.parameters
            .filter((p) => p.in === 'path')
            .map((p) => p.name)
            .sort(),
        ).toEqual([...names].sort());
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      }
    }
  });

  it('documents the refusals the wrapper gives: 401 and 403 for admin routes, 400 where input is parsed', () => {
    const doc = openApiDocument();
    const put = doc.paths['/api/properties/{id}'].put as { responses: Record<string, unknown>; security: unknown[] };
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(put.security.length).toBeGreaterThan(0);
    const featured = doc.paths['/api/properties/featured'].get as { responses: Record<string, unknown> };
    // Public, but an API key needs properties:read (a bad key 401, one without the scope 403, past its limit 429).
    expect(Object.keys(featured.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    const departments = doc.paths['/api/departments'].get as { responses: Record<string, unknown> };
    expect(Object.keys(departments.responses).sort()).not.toContain('401');
  });

  it('describes request bodies with the zod schemas of the handlers', () => {
    const login = openApiDocument().paths['/api/auth/login'].post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const create = openApiDocument().paths['/api/properties'].post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['title', 'price', 'location', 'features', 'images', 'estrato', 'adminFee']),
    );
  });

  it('turns every schema into JSON Schema', () => {
    for (const { method, path: where, spec } of API_OPERATIONS) {
      for (const schema of [spec.params, spec.query, spec.body].filter(Boolean)) {
        expect(
          () => z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
          `${method} ${where}`,
        ).not.toThrow();
      }
    }
  });
});
