import { z } from 'zod';

import { isCalendarDay } from '../domain/visits';

/** A positive integer that arrives as a query-string value. */
export function queryInt(label: string, { min, max }: { min: number; max: number }) {
  return z.coerce
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un número entero`)
    .min(min, `${label} debe ser como mínimo ${min}`)
    .max(max, `${label} debe ser como máximo ${max}`);
}

/** Empty query values ("?city=") mean "no filter". */
export function emptyToUndefined(value: unknown) {
  return value === '' || value === null ? undefined : value;
}

/** Reads URLSearchParams into a plain object (last value wins). */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

const DOCUMENTED_AS = new WeakMap<z.ZodType, z.ZodType>();

/**
 * `schema`, written into the OpenAPI document as `as` is (lib/openapi/json-schema.ts): for a
 * schema that takes its values loosely and checks them with another one, whose JSON Schema is
 * what a client must actually send.
 */
export function documentedAs<T extends z.ZodType>(schema: T, as: z.ZodType): T {
  DOCUMENTED_AS.set(schema, as);
  return schema;
}

/** The schema `documentedAs` gave `schema`, if any. */
export function documentationOf(schema: unknown): z.ZodType | undefined {
  return DOCUMENTED_AS.get(schema as z.ZodType);
}

/** A MongoDB ObjectId in a path segment (24 hex digits); anything else is a 400 with `message`. */
/** Whether a PATCH body names at least one field: the refine of every partial update. */
export const namesAField = (patch: object) => Object.values(patch).some((value) => value !== undefined);

export function objectIdSchema(message: string) {
  return z.string({ error: message }).regex(/^[a-f\d]{24}$/i, message);
}

/**
 * A day written AAAA-MM-DD: the pattern is in the OpenAPI document; a day that does not exist
 * (2026-02-30) is `invalid`, one of the rules the routes declare (CALENDAR_DAY_RULE).
 */
export function calendarDaySchema(message: string, invalid = message) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDay, invalid);
}

export const CALENDAR_DAY_RULE = 'una fecha con el formato AAAA-MM-DD que no existe (como 2026-02-30)';
