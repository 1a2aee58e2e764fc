import { describe, expect, it } from 'vitest';

import { API_OPERATIONS } from '@/app/api/operations';
import {
  bodyFingerprint,
  idempotencyKeyOf,
  idempotencyRecordId,
  idempotencyScope,
  MultipartFingerprint,
} from '@/lib/api/idempotency';
import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import type { Caller } from '@/lib/auth/guard';
import { canonicalJson, isReplayableStatus, isValidIdempotencyKey } from '@/lib/domain/idempotency';

import { idempotentOperations, operationsWithRules, rulesConfig } from '../../scripts/fuzz/rules.mjs';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A form as a client sends it: its bytes and content type, with a boundary drawn for this send. */
async function serialise(parts: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'fotos.csv');
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, body: new Uint8Array(await request.arrayBuffer()) };
}

function multipartPrint(type: string, body: Uint8Array, chunkSize = body.length) {
  const print = new MultipartFingerprint(type);
  for (let at = 0; at < body.length; at += chunkSize) print.update(body.subarray(at, at + chunkSize));
  return print.digest();
}

describe('Idempotency-Key', () => {
  it('is 1 to 255 printable ASCII characters', () => {
    expect(isValidIdempotencyKey('a')).toBe(true);
    expect(isValidIdempotencyKey('5f0c2a9e-3b1d-4e8f-9a7c-1d2e3f4a5b6c')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('~ !"#')).toBe(true);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('clave-ñ')).toBe(false);
    expect(isValidIdempotencyKey('a\tb')).toBe(false);
  });

  it('is read from the header: absent is null, malformed a 400 in Spanish', () => {
    expect(idempotencyKeyOf(new Headers())).toBeNull();
    expect(idempotencyKeyOf(new Headers({ 'idempotency-key': 'k-1' }))).toBe('k-1');
    expect(() => idempotencyKeyOf(new Headers({ 'Idempotency-Key': '' }))).toThrow(
      'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles',
    );
    expect(() => idempotencyKeyOf(new Headers({ 'Idempotency-Key': 'x'.repeat(256) }))).toThrow(/Idempotency-Key/);
  });

  it('is scoped to the caller: a person or API key by id, an anonymous caller by address', () => {
    const caller = { user: { id: '665f1c2b9d3e4a0012345678' } } as Caller;
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.1.2.3' });
    expect(idempotencyScope(caller, headers)).toBe('user:665f1c2b9d3e4a0012345678');
    expect(idempotencyScope(null, headers)).toBe('ip:10.1.2.3');
  });

  it('names its record by a hash of scope, method, path and key', () => {
    const id = idempotencyRecordId('ip:10.1.2.3', 'POST', '/api/leads', 'k');
    expect(id).toMatch(/^[a-f\d]{64}$/);
    expect(idempotencyRecordId('ip:10.1.2.3', 'post', '/api/leads', 'k')).toBe(id);
    for (const other of [
      idempotencyRecordId('ip:10.1.2.4', 'POST', '/api/leads', 'k'),
      idempotencyRecordId('ip:10.1.2.3', 'PUT', '/api/leads', 'k'),
      idempotencyRecordId('ip:10.1.2.3', 'POST', '/api/visits', 'k'),
      idempotencyRecordId('ip:10.1.2.3', 'POST', '/api/leads', 'K'),
      // No separator trick: the parts are kept apart.
      idempotencyRecordId('ip:10.1.2.3POST', '', '/api/leads', 'k'),
    ])
      expect(other).not.toBe(id);
  });

  it('replays 2xx and 4xx answers, never a 5xx or a rate limit', () => {
    for (const status of [200, 201, 400, 403, 404, 409, 422]) expect(isReplayableStatus(status)).toBe(true);
    for (const status of [429, 500, 502, 503]) expect(isReplayableStatus(status)).toBe(false);
  });
});

describe('body fingerprint', () => {
  it('is the canonical JSON: key order and spacing do not count, values do', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    const first = bodyFingerprint(bytes('{"name":"Ana","email":"ana@correo.test","tags":["a","b"]}'));
    expect(bodyFingerprint(bytes('{ "tags": ["a", "b"],\n  "email": "ana@correo.test", "name": "Ana" }'))).toBe(first);
    expect(bodyFingerprint(bytes('{"name":"Ana","email":"ana@correo.test","tags":["b","a"]}'))).not.toBe(first);
    expect(bodyFingerprint(bytes('{"name":"Ana","email":"otra@correo.test","tags":["a","b"]}'))).not.toBe(first);
  });

  it('reads an empty body as {}, as the handlers do, and a body that is not JSON by its bytes', () => {
    expect(bodyFingerprint(new Uint8Array(0))).toBe(bodyFingerprint(bytes('{}')));
    expect(bodyFingerprint(bytes('  \n'))).toBe(bodyFingerprint(bytes('{}')));
    expect(bodyFingerprint(bytes('{"a":'))).toMatch(/^[a-f\d]{64}$/);
    expect(bodyFingerprint(bytes('{"a":'))).not.toBe(bodyFingerprint(bytes('{"a" :')));
  });

  it('of a multipart form leaves out the boundary each send draws, wherever the chunks split', async () => {
    const csv = new Blob(['code;title\nIB-0001;Apartamento en Chapinero\n'], { type: 'text/csv' });
    const first = await serialise({ note: 'uno', file: csv });
    const again = await serialise({ note: 'uno', file: csv });
    expect(first.type).not.toBe(again.type);
    const print = multipartPrint(first.type, first.body);
    expect(multipartPrint(again.type, again.body)).toBe(print);
    for (const size of [1, 2, 7, 33, 64]) expect(multipartPrint(again.type, again.body, size)).toBe(print);
    const other = await serialise({ note: 'dos', file: csv });
    expect(multipartPrint(other.type, other.body)).not.toBe(print);
    const renamed = await serialise({ nota: 'uno', file: csv });
    expect(multipartPrint(renamed.type, renamed.body, 5)).not.toBe(print);
  });
});

describe('OpenAPI', () => {
  const doc = buildOpenApiDocument(API_OPERATIONS) as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters: Array<{ name: string; in: string; schema: object }>;
          responses: Record<string, { description: string; headers?: object }>;
        }
      >
    >;
  };
  const idempotent = API_OPERATIONS.filter((op) => op.spec.idempotent).map((op) => `${op.method} ${op.path}`);

  it('marks the creating POSTs idempotent', () => {
    expect(idempotent.sort()).toEqual(
      [
        'post /api/cities',
        'post /api/demands',
        'post /api/demands/{id}/selection',
        'post /api/imports',
        'post /api/imports/{id}/commit',
        'post /api/leads',
        'post /api/leads/{id}/convert',
        'post /api/leads/{id}/notes',
        'post /api/leases',
        'post /api/leases/{id}/increases',
        'post /api/leases/{id}/expenses',
        'post /api/leases/{id}/payments',
        'post /api/localities',
        'post /api/me/saved-searches',
        'post /api/news',
        'post /api/owners',
        'post /api/properties',
        'post /api/users',
        'post /api/users/{id}/invitation',
        'post /api/valuations',
        'post /api/visits',
      ].sort(),
    );
    expect(API_OPERATIONS.filter((op) => op.spec.idempotent && op.method !== 'post')).toEqual([]);
  });

  it('declares the header, the 409 and 422 answers and Idempotent-Replayed on each of them', () => {
    for (const op of API_OPERATIONS) {
      const operation = doc.paths[op.path][op.method];
      const header = operation.parameters.find((parameter) => parameter.name === 'Idempotency-Key');
      if (!op.spec.idempotent) {
        expect(header, `${op.method} ${op.path}`).toBeUndefined();
        continue;
      }
      expect(header).toMatchObject({ in: 'header', schema: { type: 'string', minLength: 1, maxLength: 255 } });
      expect(operation.responses[409].description).toContain(
        'Una solicitud con esta clave de idempotencia todavía está en curso',
      );
      expect(operation.responses[422].description).toContain('Esta clave de idempotencia ya se usó con otra solicitud');
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'))!;
      expect(operation.responses[success].headers).toHaveProperty('Idempotent-Replayed');
    }
    // A route's own 409 keeps its words beside the key's.
    expect(doc.paths['/api/visits'].post.responses[409].description).toContain('Ese horario ya no está disponible');
  });

  it('pattern accepts the keys the server accepts once HTTP trimmed them', () => {
    const pattern = new RegExp(
      (doc.paths['/api/leads'].post.parameters.find((p) => p.name === 'Idempotency-Key')!.schema as { pattern: string })
        .pattern,
    );
    for (const key of ['a', 'a b', '5f0c2a9e-3b1d', '~']) {
      expect(pattern.test(key)).toBe(true);
      expect(isValidIdempotencyKey(key)).toBe(true);
    }
    for (const key of [' a', 'a ', ' ']) expect(pattern.test(key)).toBe(false);
  });
});

describe('npm run fuzz', () => {
  it('accepts the 422 of a reused key on the operations that take one, beside their rules', () => {
    const doc = buildOpenApiDocument(API_OPERATIONS) as never;
    const keyed = idempotentOperations(doc);
    expect(keyed).toEqual(expect.arrayContaining(['postLeads', 'postProperties', 'postVisits', 'postImports']));
    expect(keyed).toHaveLength(21);
    const config = rulesConfig(operationsWithRules(doc), keyed);
    const blockOf = (id: string) =>
      config.split('[[operations]]').find((block) => new RegExp(`"${id}"`).test(block.split('\n')[1]))!;
    expect(blockOf('postProperties')).toContain('["2xx","400","401","403","404","409","429","422"]');
    expect(blockOf('postLeads')).toContain('["2xx","401","403","404","409","429","422"]');
    expect(blockOf('getSimulator')).toContain('["2xx","400","401","403","404","409","429"]');
  });
});
