import { z } from 'zod';

import { ALERT_FREQUENCIES } from '../domain/alert-window';
import type { SavedFilterQuery } from '../domain/saved-search-match';
import { ACCOUNT_MESSAGES, MAX_FAVORITES } from '../domain/saved-searches';
import { FILTER_KEYS } from '../listing-url';
import { newPasswordField } from './auth';
import { documentedAs, namesAField, objectIdSchema } from './common';
import { phone } from './leads';
import { propertyFilterShape, propertyMapQuerySchema } from './properties';

// The visitor's own records under /api/me: saved searches, favourites, profile.

/**
 * A saved search's filters: exactly the /listing query's keys (lib/listing-url.ts FILTER_KEYS),
 * as strings, checked by the list's own query schema so a saved search means what the list
 * means. Empty values are dropped; an unknown key or a value the list refuses is a 400.
 */
/** Whether the list's query reads this filter as a number (it takes '12' and refuses 'doce'). */
const numeric = (field: z.ZodType) => field.safeParse('12').success && !field.safeParse('doce').success;
const text = z.string().trim().max(300).optional();
/** A filter's value: text as in the URL; a number filter also takes a JSON number (`bedrooms: 3`); null is none. */
const filterValue = (key: (typeof FILTER_KEYS)[number]) =>
  z.preprocess(
    (value) =>
      value === null
        ? undefined
        : typeof value === 'number' && numeric(propertyFilterShape[key as keyof typeof propertyFilterShape])
          ? String(value)
          : value,
    text,
  );
const savedFiltersRead = z
  .strictObject(
    Object.fromEntries(FILTER_KEYS.map((key) => [key, filterValue(key)])) as Record<
      (typeof FILTER_KEYS)[number],
      ReturnType<typeof filterValue>
    >,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? ACCOUNT_MESSAGES.unknownFilter : undefined) },
  )
  .transform((filters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>)
  .superRefine((filters, ctx) => {
    const parsed = propertyMapQuerySchema.safeParse(filters);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .meta({
    description:
      'Los filtros de /listing (mismas claves y valores que su URL, p. ej. {"operation":"venta","bbox":"..."}).',
  });
/** The document says what each filter takes: the list query's own schema for that key ('' means none). */
const filterDocs = Object.fromEntries(
  FILTER_KEYS.map((key) => {
    const field = propertyFilterShape[key as keyof typeof propertyFilterShape] as z.ZodType;
    return [key, (field.safeParse('').success ? z.union([field, z.literal('')]) : field).optional()];
  }),
);
export const savedFiltersSchema = documentedAs(
  savedFiltersRead,
  z.strictObject(filterDocs).meta({ description: savedFiltersRead.description }),
);

/** The validated filters as the catalogue's query reads them (for the alert matcher). */
export function parseSavedFilters(filters: Record<string, string>): SavedFilterQuery {
  return propertyMapQuerySchema.parse(filters) as SavedFilterQuery;
}

const name = z
  .string({ error: ACCOUNT_MESSAGES.searchName })
  .trim()
  .min(1, ACCOUNT_MESSAGES.searchName)
  .max(80, 'El nombre debe tener como máximo 80 caracteres');
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Frecuencia no válida: inmediata, diaria, semanal o ninguna' });

/** POST /api/me/saved-searches. `alertConsent` (Ley 2300 de 2023): without it, no e-mail is ever sent. */
export const savedSearchCreateSchema = z.object({
  name,
  filters: savedFiltersSchema,
  frequency: frequency.default('ninguna'),
  alertConsent: z.boolean({ error: 'alertConsent debe ser true o false' }).default(false),
});

/** PATCH /api/me/saved-searches/{id}: any of the fields. */
export const savedSearchPatchSchema = z
  .object({
    name: name.optional(),
    filters: savedFiltersSchema.optional(),
    frequency: frequency.optional(),
    alertConsent: z.boolean({ error: 'alertConsent debe ser true o false' }).optional(),
  })
  .refine(namesAField, { message: ACCOUNT_MESSAGES.emptyPatch });

export const savedSearchIdParams = z.object({ id: objectIdSchema(ACCOUNT_MESSAGES.searchNotFound) });

/** PUT /api/me/favorites: the whole list, property ids (duplicates dropped). */
export const favoritesSchema = z.object({
  ids: z
    .array(objectIdSchema('Identificador de propiedad no válido'), { error: 'ids debe ser una lista' })
    .max(MAX_FAVORITES, `Máximo ${MAX_FAVORITES} favoritos`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

/** PATCH /api/me: name and phone (the e-mail is the account's key). */
export const mePatchSchema = z
  .object({
    name: z.string().trim().min(1, 'El nombre es obligatorio').max(120, 'Máximo 120 caracteres').optional(),
    // null or '' clears it: a union (not a preprocess) so that the document says so.
    phone: z
      .union([phone('El teléfono no es válido'), z.literal(''), z.null()])
      .transform((value) => value || null)
      .optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.phone !== undefined, { message: ACCOUNT_MESSAGES.emptyPatch });

/** PUT /api/me/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'La contraseña actual es obligatoria' })
      .min(1, 'La contraseña actual es obligatoria')
      .max(128),
    password: newPasswordField,
    confirmPassword: z.string().max(128).optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

/** POST /api/alerts/unsubscribe: the e-mail's token, in the query (RFC 8058 one-click) or the JSON body. */
export const unsubscribeTokenSchema = z
  .string({ error: ACCOUNT_MESSAGES.badUnsubscribe })
  .min(10, ACCOUNT_MESSAGES.badUnsubscribe)
  .max(2000, ACCOUNT_MESSAGES.badUnsubscribe)
  // A JWT (base64url parts and dots): said in the document, it also keeps a fuzzed token in the
  // URL under Node's 16 KB header limit (a 431 before the app).
  .regex(/^[\w.-]+$/, ACCOUNT_MESSAGES.badUnsubscribe);

/** POST /api/alerts/run (tests only, ALERTS_TEST_CLOCK=1): the instant to run the alerts at. */
export const alertRunSchema = z.object({ now: z.iso.datetime({ error: 'now debe ser una fecha ISO 8601' }) });
