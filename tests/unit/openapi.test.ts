import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { API_OPERATIONS, openApiDocument } from '@/lib/openapi';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
// Routes that are not part of the JSON contract: next-auth's own endpoints and the docs themselves.
const NOT_CONTRACT = [/^\/api\/auth\/\{\.\.\.nextauth\}/, /^\/api\/docs/, /^\/api\/openapi\.json$/];

/** Every (method, path) that a route.ts under app/api exports, as OpenAPI path templates. */
function routeOperations(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const template =
          '/api/' +
          path
            .relative(API_DIR, dir)
            .split(path.sep)
            .map((s) => s.replace(/^\[(.+)\]$/, '{$1}'))
            .join('/');
        const source = readFileSync(full, 'utf8');
        for (const [, method] of source.matchAll(
          /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g,
        )) {
          found.push(`${method.toLowerCase()} ${template.replace(/\/$/, '')}`);
        }
      }
    }
  };
  walk(API_DIR);
  return found.filter((op) => !NOT_CONTRACT.some((re) => re.test(op.split(' ')[1]))).sort();
}

describe('OpenAPI document', () => {
  it('documents exactly the endpoints the route handlers implement', () => {
    const documented = API_OPERATIONS.map((op) => `${op.method} ${op.path}`).sort();
    expect(documented).toEqual(routeOperations());
  });

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

  it('describes request bodies with the zod schemas of the handlers', () => {
    const login = openApiDocument().paths['/api/auth/login'].post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });
});
