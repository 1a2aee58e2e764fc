import { z } from 'zod';

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

/** A MongoDB ObjectId in a path segment (24 hex digits); anything else is a 400 with `message`. */
export function objectIdSchema(message: string) {
  return z.string({ error: message }).regex(/^[a-f\d]{24}$/i, message);
}
