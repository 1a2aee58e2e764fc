import { beforeAll, describe, expect, it } from 'vitest';

import { adminToken } from './accounts';
import { call, getJson } from './stack-client';

// Every error message is Spanish, since visitors and staff read them: one request per documented operation that takes a
// JSON body, each field sent as a value of the wrong kind plus a field nobody declared, as the
// admin. Whatever the handler refuses it with, no English zod default ("Invalid input",
// "Expected string, received number", "Too small: ...") may reach the client.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ENGLISH = /\b(Invalid|Expected|expected|Required|Too (big|small)|Unrecognized|received|must be|is required)\b/;
const ID = 'a'.repeat(24);

const types = (schema: Json): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(types) : [schema.type ?? []].flat().filter(Boolean);

const propertiesOf = (schema: Json): Record<string, Json> | undefined =>
  schema.properties ?? (schema.anyOf as Json[] | undefined)?.find((s) => s.properties)?.properties;

/**
 * A value the field's schema does not take: an object's own fields each wrong (so nested unions
 * such as an agent profile's are reached), a number where an object goes, an object elsewhere.
 */
function wrongValue(schema: Json, depth = 0): unknown {
  const properties = propertiesOf(schema);
  if (properties && depth < 2)
    return Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, wrongValue(field, depth + 1)]));
  return types(schema).includes('object') ? 12345 : { malo: [1] };
}

/** A path parameter value its schema admits (the body is parsed after the path). */
function pathValue(schema: Json): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  const candidates = [ID, '11001', '1100101', '25', 'general', 'x'.repeat(65), 'una-noticia-1'];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  return candidates.find((value) => !pattern || pattern.test(value)) ?? ID;
}

let doc: Json;
beforeAll(async () => {
  doc = (await getJson<Json>('/api/openapi.json')).body;
});

describe('error messages', () => {
  it('are Spanish for a bad body sent to every operation that takes one', async () => {
    const token = await adminToken();
    let sent = 0;
    let refusedByTheSchema = 0;
    for (const [template, operations] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
        // Logging out as the admin would spend the token the walk uses.
        if (!schema || template === '/api/auth/logout') continue;
        let path = template;
        for (const parameter of (operation.parameters ?? []) as Json[])
          if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, pathValue(parameter.schema));
        const body = propertiesOf(schema)
          ? { ...(wrongValue(schema) as Json), campoQueNadieDeclaro: 1 }
          : ['no', 'objeto'];
        const answer = await call(method.toUpperCase(), path, { token, body });
        sent++;
        const label = `${method.toUpperCase()} ${template}: ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        const messages = [answer.body?.message, ...((answer.body?.errors ?? []) as Json[]).map((e) => e.message)];
        for (const message of messages) expect(String(message ?? ''), label).not.toMatch(ENGLISH);
        if (answer.status === 400 && answer.body?.errors?.length) refusedByTheSchema++;
      }
    }
    expect(sent).toBeGreaterThan(35);
    expect(refusedByTheSchema, `${refusedByTheSchema} of ${sent}`).toBeGreaterThan(25);
  });

  it('names the field for PATCH /api/profile and PATCH /api/users/{id} (they answered "Invalid input")', async () => {
    const token = await adminToken();
    const me = await call('GET', '/api/profile', { token });
    for (const path of ['/api/profile', `/api/users/${me.body.data.id}`]) {
      const answer = await call('PATCH', path, { token, body: { agent: { phone: 5, bio: ['x'] } } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'agent.phone', message: 'El teléfono debe ser texto' },
          { field: 'agent.bio', message: 'La biografía debe ser texto' },
        ]),
      );
    }
  });
});
