import { z } from 'zod';

import { documentationOf, emptyToUndefined } from '../validation/common';

export type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };
type Ctx = { zodSchema: unknown; jsonSchema: Record<string, unknown> };
type Def = { type: string; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; transform?: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The JSON Schema of a zod schema as clients see it: 'input' and 'body' describe what a client
 * sends (the input side of transforms and defaults), 'output' what it receives. Anything zod
 * cannot express (a transform's output, a custom check) becomes `{}`.
 */
export function toSchema(schema: z.ZodType, io: 'input' | 'body' | 'output'): JsonSchema {
  const override = (ctx: Ctx) => {
    if (io !== 'output' && documentedAsOther(ctx, io)) return;
    if (io !== 'output') tightenPipe(ctx);
    if (io === 'body') emptyMeansAbsent(ctx);
    // zod's e-mail rule is its `pattern`; validators read `format: email` more strictly than zod.
    if (ctx.jsonSchema.format === 'email' && ctx.jsonSchema.pattern) delete ctx.jsonSchema.format;
    // A day written AAAA-MM-DD is a date: with `format: date` clients (and the fuzzer) know that
    // 2026-02-30 is refused, which the pattern alone cannot say.
    if (ctx.jsonSchema.type === 'string' && ctx.jsonSchema.pattern === DAY_PATTERN) ctx.jsonSchema.format = 'date';
  };
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: io === 'output' ? 'output' : 'input',
    unrepresentable: 'any',
    override,
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The pattern of calendarDaySchema (lib/validation/common.ts) as JSON Schema writes it. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A schema `documentedAs` another (lib/validation/common.ts) is written as that one. */
function documentedAsOther({ zodSchema, jsonSchema }: Ctx, io: 'input' | 'body'): boolean {
  const as = documentationOf(zodSchema);
  if (!as) return false;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, toSchema(as, io));
  return true;
}

const isNumeric = (type: unknown) => type === 'number' || type === 'integer';

// `z.coerce.number().pipe(z.number().int().max(1000))` documents only its input side (`number`),
// so a client could not tell that 2.5 or 10^17 is refused: the checks of the output side are
// part of what the client must send when both sides are numbers.
function tightenPipe({ zodSchema, jsonSchema }: Ctx) {
  const def = defOf(zodSchema);
  if (def.type !== 'pipe' || !def.out || !isNumeric(jsonSchema.type)) return;
  const out = toSchema(def.out, 'input');
  if (isNumeric(out.type)) Object.assign(jsonSchema, out);
}

// A body field read through `emptyToUndefined` takes null and '' as "not sent" (the default).
function emptyMeansAbsent({ zodSchema, jsonSchema }: Ctx) {
  const def = defOf(zodSchema);
  if (def.type !== 'pipe' || !def.in || defOf(def.in).transform !== emptyToUndefined) return;
  const value = { ...jsonSchema };
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  jsonSchema.anyOf = [value, { type: 'null' }, { const: '' }];
}

/** The field schemas of an object schema (also behind `.refine`/`.transform`). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  return def.shape ?? (def.in ? shapeOf(def.in) : {});
}

/** Whether a parameter's JSON Schema already admits ''. */
export function acceptsEmpty(property: JsonSchema): boolean {
  const pattern = typeof property.pattern === 'string' ? new RegExp(property.pattern, 'u') : null;
  return (
    property.type === 'string' &&
    (!pattern || pattern.test('')) &&
    property.enum === undefined &&
    !(Number(property.minLength) > 0)
  );
}
