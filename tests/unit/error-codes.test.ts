import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { API_OPERATIONS } from '@/app/api/operations';
import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import { ERROR_CODES, STATUS_CODES, type ErrorCode } from '@/lib/domain/error-codes';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** docs/api.md's table of codes: `| \`code\` | status | meaning | what to do |` rows under "### Error codes". */
function documentedCodes(): Map<string, { status: number; meaning: string; action: string }> {
  const text = readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
  const section = text.slice(text.indexOf('### Error codes'), text.indexOf('\n## ', text.indexOf('### Error codes')));
  const rows = new Map<string, { status: number; meaning: string; action: string }>();
  for (const line of section.split('\n')) {
    const cells = /^\|\s*`([a-z_]+)`\s*\|\s*(\d{3})\s*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (cells) rows.set(cells[1], { status: Number(cells[2]), meaning: cells[3].trim(), action: cells[4].trim() });
  }
  return rows;
}

describe('error codes', () => {
  it('are the same in lib/domain/error-codes.ts and docs/api.md, both ways, with their status and words', () => {
    const documented = documentedCodes();
    expect([...documented.keys()].sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [code, { status, meaning, action }] of Object.entries(ERROR_CODES)) {
      expect(documented.get(code), code).toEqual({ status, meaning, action });
    }
  });

  it('are snake_case, and each status’s generic code has that status', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const [status, code] of Object.entries(STATUS_CODES)) expect(ERROR_CODES[code].status).toBe(Number(status));
  });

  it('are listed on every error answer of the OpenAPI document, each with the answer’s status', () => {
    const doc = buildOpenApiDocument(API_OPERATIONS);
    let listed = 0;
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods) as Array<[string, { responses: object }]>) {
        for (const [status, answer] of Object.entries(operation.responses) as Array<
          [string, Record<string, unknown>]
        >) {
          if (Number(status) < 400) continue;
          const codes = answer['x-error-codes'] as ErrorCode[] | undefined;
          expect(codes?.length, `${method} ${template} ${status}`).toBeGreaterThan(0);
          for (const code of codes ?? [])
            expect(ERROR_CODES[code]?.status, `${method} ${template} ${code}`).toBe(Number(status));
          listed++;
        }
      }
    }
    expect(listed).toBeGreaterThan(200);
  });

  it('name the specific refusals a client branches on in their operations', () => {
    const doc = buildOpenApiDocument(API_OPERATIONS) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { 'x-error-codes'?: string[] }> }>>;
    };
    const codes = (method: string, template: string, status: number) =>
      doc.paths[template][method].responses[status]['x-error-codes'];
    expect(codes('delete', '/api/owners/{id}', 409)).toContain('owner_has_current_mandate');
    expect(codes('post', '/api/owners', 409)).toEqual(
      expect.arrayContaining(['document_taken', 'idempotency_key_in_flight']),
    );
    expect(codes('post', '/api/owners', 422)).toContain('idempotency_key_reused');
    expect(codes('put', '/api/properties/{id}', 409)).toContain('version_conflict');
    expect(codes('put', '/api/properties/{id}', 403)).toEqual(
      expect.arrayContaining(['forbidden', 'scope_missing', 'csrf_rejected']),
    );
    expect(codes('get', '/api/me', 403)).toContain('api_key_not_allowed');
    expect(codes('post', '/api/auth/login', 401)).toContain('invalid_credentials');
    expect(codes('post', '/api/leads', 400)).toEqual(expect.arrayContaining(['validation_failed', 'invalid_json']));
  });
});

describe('ApiError', () => {
  it('lives in lib/api alone: everything else throws domain errors (lib/domain/errors.ts)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(rel);
        else if (/\.tsx?$/.test(entry.name) && !rel.startsWith(`lib${path.sep}api${path.sep}`)) {
          const text = readFileSync(path.join(ROOT, rel), 'utf8');
          if (/\bnew ApiError\b|import[^;]*\bApiError\b[^;]*from/.test(text)) offenders.push(rel);
        }
      }
    };
    for (const dir of ['app', 'lib', 'components']) walk(dir);
    if (/\bApiError\b/.test(readFileSync(path.join(ROOT, 'proxy.ts'), 'utf8'))) offenders.push('proxy.ts');
    expect(offenders).toEqual([]);
  });
});
