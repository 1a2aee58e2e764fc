import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { API_OPERATIONS } from '@/app/api/operations';
import { buildOpenApiDocument } from '@/lib/api/openapi-document';
import { DAY_PATTERN, shapeOf, toSchema, type JsonSchema } from '@/lib/openapi/json-schema';
import { savedSearchCreateSchema } from '@/lib/validation/account';
import { calendarDaySchema, documentedAs, queryInt } from '@/lib/validation/common';
import { installSpanishZodMessages, spanishZodMessage } from '@/lib/validation/zod-locale';

// What the server enforces is in the document, so a client generated from it sends what passes:
// days as `format: date`, digit-only query values as numbers, and zod's fallback messages in Spanish.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const doc = buildOpenApiDocument(API_OPERATIONS) as Json;

/** Every schema node of the document (parameters, bodies, answers), depth first. */
function* nodes(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    yield value as Json;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/** Whether a string parameter schema (pattern, enum, const, anyOf of them, or a type) admits `value`. */
function admits(schema: JsonSchema, value: string): boolean {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).some((s) => admits(s, value));
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if (schema.type === 'null') return false;
  if (schema.type === 'integer') return /^-?\d+$/.test(value);
  if (schema.type === 'number') return value.trim() !== '' && Number.isFinite(Number(value));
  if (typeof schema.pattern === 'string') return new RegExp(schema.pattern, 'u').test(value);
  return true;
}

describe('dates', () => {
  it('renders a day written AAAA-MM-DD as format: date, beside its pattern', () => {
    const json = toSchema(z.object({ day: calendarDaySchema('Fecha no válida') }), 'input');
    expect(json.properties?.day).toMatchObject({ type: 'string', pattern: DAY_PATTERN, format: 'date' });
  });

  it('leaves no AAAA-MM-DD pattern in the document without format: date', () => {
    const days = [...nodes(doc.paths)].filter((node) => node.pattern === DAY_PATTERN);
    expect(days.length).toBeGreaterThan(5);
    for (const node of days) expect(node.format).toBe('date');
  });
});

describe('query values', () => {
  it('documents as a number every query parameter that takes only digits', () => {
    let checked = 0;
    for (const op of API_OPERATIONS) {
      if (!op.spec.query) continue;
      const shape = shapeOf(op.spec.query);
      const json = toSchema(op.spec.query, 'input').properties ?? {};
      for (const [name, field] of Object.entries(shape)) {
        if (!field.safeParse('12').success || field.safeParse('doce').success) continue;
        checked++;
        // What the handler refuses, the document refuses too.
        expect([op.method, op.path, name, admits(json[name], 'doce')]).toEqual([op.method, op.path, name, false]);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('types queryInt as an integer with its bounds', () => {
    const json = toSchema(z.object({ page: queryInt('La página', { min: 1, max: 50 }) }), 'input');
    expect(json.properties?.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
  });
});

describe('documentedAs', () => {
  it('writes a loosely read schema as the one that checks it', () => {
    const loose = documentedAs(z.string(), z.enum(['a', 'b']));
    expect(toSchema(z.object({ x: loose }), 'input').properties?.x).toEqual({ type: 'string', enum: ['a', 'b'] });
  });

  it("documents a saved search's filters with the list query's own types", () => {
    const filters = toSchema(savedSearchCreateSchema, 'body').properties?.filters as JsonSchema;
    expect(filters.additionalProperties).toBe(false);
    expect(admits(filters.properties!.bedrooms, 'tres')).toBe(false);
    expect(admits(filters.properties!.featured, 'quizá')).toBe(false);
    expect(admits(filters.properties!.type, 'castillo')).toBe(false);
    expect(savedSearchCreateSchema.safeParse({ name: 'x', filters: { bedrooms: 3, featured: 'true' } }).success).toBe(
      true,
    );
  });
});

describe("zod's fallback messages", () => {
  installSpanishZodMessages();
  const english = /Invalid|Expected|expected|Too (big|small)|Unrecognized|Required/;

  it('are Spanish for a schema that words nothing itself', () => {
    const schema = z.object({
      name: z.string().min(2),
      age: z.number().max(3),
      kind: z.enum(['a', 'b']),
      list: z.array(z.string()).max(1),
      either: z.union([z.string(), z.number()]),
      when: z.iso.date(),
    });
    const result = schema.safeParse({ name: 'x', age: 9, kind: 'c', list: [1, 'b'], either: true, when: '2026-02-30' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) expect(message).not.toMatch(english);
    expect(z.object({ a: z.string() }).safeParse({}).error!.issues[0].message).toBe('Este campo es obligatorio');
    expect(z.strictObject({}).safeParse({ b: 1 }).error!.issues[0].message).toBe('Campo no reconocido: b');
  });

  it("names a union's failure by the option the value came closest to", () => {
    const phone = z.string({ error: 'El teléfono debe ser texto' }).regex(/^\d{7}$/, 'El teléfono no es válido');
    const optional = z.union([phone, z.null()]);
    expect(optional.safeParse(5).error!.issues[0].message).toBe('El teléfono debe ser texto');
    const urlOrEmpty = z.union([z.literal(''), z.url({ error: 'La URL no es válida' })]);
    expect(urlOrEmpty.safeParse('nada').error!.issues[0].message).toBe('La URL no es válida');
  });

  it('keeps the messages schemas word themselves', () => {
    expect(z.string({ error: 'Propio' }).safeParse(1).error!.issues[0].message).toBe('Propio');
    expect(spanishZodMessage({ code: 'custom', input: 1, path: [] } as never)).toBe('Valor no válido');
  });
});
