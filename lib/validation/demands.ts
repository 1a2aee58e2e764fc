import { z } from 'zod';

import {
  DEMAND_STATUSES,
  demandRangeIssues,
  DEMAND_MESSAGES as M,
  type DemandCriterion,
  type DemandRanges,
} from '../domain/demands';
import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';
import { emptyToUndefined, objectIdSchema, queryInt } from './common';

// Client demands (docs/demands.md): the create and patch bodies, the staff list's query and the
// API shape. The client's data are personal data: the Ley 1581 authorisation is required.

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);

const phone = required(M.clientPhone, 30).regex(/^\+?[\d\s().-]{7,30}$/, M.phoneInvalid);
/** Optional: '' (or nothing) when the client gave none. */
const email = z.preprocess(
  (value) => value ?? '',
  z
    .string({ error: M.emailInvalid })
    .trim()
    .max(254, M.emailInvalid)
    .regex(/^(?:[^\s@]+@[^\s@]+\.[^\s@]+)?$/, M.emailInvalid)
    .transform((value) => value.toLowerCase()),
);

const clientFields = { name: required(M.clientName, 160), phone, email };

/** A number, a numeric string, or null / '' for "no criterion". */
const criterion = (schema: z.ZodNumber, label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number({ error: `${label} debe ser un número` })
      .refine(Number.isFinite, `${label} debe ser un número`)
      .pipe(schema)
      .nullable(),
  );
const count = (label: string) =>
  criterion(
    z
      .number()
      .int(`${label} debe ser un número entero`)
      .min(0, `${label} no puede ser negativo`)
      .max(50, `${label} debe ser como máximo 50`),
    label,
  );
const pesos = (label: string) =>
  criterion(
    z
      .number()
      .int(`${label} debe ser un número entero de pesos`)
      .min(0, `${label} no puede ser negativo`)
      .max(1_000_000_000_000, `${label} es demasiado grande`),
    label,
  );
const estrato = criterion(z.number().int(M.estrato).min(1, M.estrato).max(6, M.estrato), 'El estrato');

const place = (label: string) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(80, `${label} es demasiado larga`);
/** Locality codes or names (barrios too), blanks dropped, each once. */
const localities = z
  .array(place('La localidad'), { error: 'Las localidades deben ser una lista' })
  .max(30, 'Máximo 30 localidades o barrios')
  .transform((list) => [...new Set(list.filter(Boolean))]);
const types = z
  .array(z.enum(PROPERTY_TYPES, { error: M.typeInvalid }), { error: M.types })
  .min(1, M.types)
  .max(PROPERTY_TYPES.length * 2, M.typeInvalid)
  .transform((list) => [...new Set(list)]);

const criteria = {
  minPrice: pesos('El precio mínimo'),
  maxPrice: pesos('El precio máximo'),
  minBedrooms: count('El número de habitaciones'),
  minBathrooms: count('El número de baños'),
  minParking: count('El número de parqueaderos'),
  minArea: criterion(
    z.number().min(0, 'El área mínima no puede ser negativa').max(1_000_000, 'El área mínima es demasiado grande'),
    'El área mínima',
  ),
  estratoMin: estrato,
  estratoMax: estrato,
  petsAllowed: z.boolean({ error: M.petsAllowed }).nullable(),
};

/** Every field of `shape` optional, typed (Object.fromEntries alone loses the types). */
function optionals<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

const status = z.enum(DEMAND_STATUSES, { error: M.status });
const notes = z
  .string({ error: 'Las notas deben ser texto' })
  .trim()
  .max(5000, 'Las notas admiten máximo 5000 caracteres');
const agentId = objectIdSchema(M.invalidAgent);

/** Adds the cross-field issues (lib/domain/demands.ts) of the fields present. */
function checkRanges(value: DemandRanges, ctx: z.RefinementCtx) {
  for (const issue of demandRangeIssues(value))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
}

/** POST /api/demands (and the conversion of a lead): status `activa` and the caller as agent by default. */
export const demandCreateSchema = z
  .object({
    client: z.object(clientFields, { error: M.clientRequired }),
    /** The client's Ley 1581 authorisation: must be true. */
    clientConsent: z.literal(true, { error: M.consent }),
    operation: z.enum(OPERATIONS, { error: M.operation }),
    types,
    /** A city code ("11001") or name ("Bogotá"), like the public list's `city`. */
    city: place('La ciudad').default(''),
    /** Locality codes or names (barrios too), like the public list's `neighborhood`: any one matches. */
    localities: localities.default([]),
    ...optionals(criteria),
    status: status.default('activa'),
    notes: notes.default(''),
    /** An active staff member (admins only); the creating staff member when absent. */
    agentId: agentId.optional(),
  })
  .superRefine(checkRanges);
/** A new demand, validated: what createDemand takes. */
export type DemandCreateInput = z.infer<typeof demandCreateSchema>;
/** A new demand as a caller may write it (defaults left out, numbers as strings): createDemand validates it. */
export type DemandCreateBody = z.input<typeof demandCreateSchema>;

/** PATCH /api/demands/{id}: any field; null clears a criterion. The client's consent stays as given. */
export const demandPatchSchema = z
  .object({
    client: z
      .object(
        { name: clientFields.name.optional(), phone: clientFields.phone.optional(), email: email.optional() },
        { error: M.clientRequired },
      )
      .optional(),
    operation: z.enum(OPERATIONS, { error: M.operation }).optional(),
    types: types.optional(),
    city: place('La ciudad').optional(),
    localities: localities.optional(),
    ...optionals(criteria),
    status: status.optional(),
    notes: notes.optional(),
    agentId: agentId.optional(),
  })
  .superRefine((patch, ctx) => {
    const given = Object.entries(patch).filter(([, value]) => value !== undefined);
    const emptyClient = given.length === 1 && given[0][0] === 'client' && Object.keys(given[0][1] ?? {}).length === 0;
    if (given.length === 0 || emptyClient) ctx.addIssue({ code: 'custom', message: M.emptyPatch, path: [] });
    checkRanges(patch, ctx);
  });
export type DemandPatch = z.infer<typeof demandPatchSchema>;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** GET /api/demands. */
export const demandListQuerySchema = z.object({
  /** The client's name, e-mail or phone (accents and phone punctuation ignored). */
  q: optional(z.string().trim().max(100, 'La búsqueda admite máximo 100 caracteres')),
  status: optional(status),
  operation: optional(z.enum(OPERATIONS, { error: M.operation })),
  /** Admins: one agent's demands (an agent only ever sees their own). */
  agentId: optional(agentId),
  page: z.preprocess(emptyToUndefined, queryInt('La página', { min: 1, max: 10_000 }).default(1)),
  limit: z.preprocess(emptyToUndefined, queryInt('El límite', { min: 1, max: 100 }).default(20)),
});
export type DemandListQuery = z.infer<typeof demandListQuerySchema>;

export const demandIdParamSchema = z.object({ id: objectIdSchema(M.invalidId) });

const nullableNumber = z.number().nullable();

/** The criteria as the answers show them (the staff API's demand, the cruce's matched demand). */
export const demandCriteriaFields = {
  operation: z.enum(OPERATIONS),
  types: z.array(z.enum(PROPERTY_TYPES)),
  city: z.string(),
  localities: z.array(z.string()),
  minPrice: nullableNumber,
  maxPrice: nullableNumber,
  minBedrooms: nullableNumber,
  minBathrooms: nullableNumber,
  minParking: nullableNumber,
  minArea: nullableNumber,
  estratoMin: nullableNumber,
  estratoMax: nullableNumber,
  petsAllowed: z.boolean().nullable().describe('null: le da igual'),
} satisfies Record<DemandCriterion, z.ZodType>;

/** A demand as the staff API shows it. */
export const apiDemandSchema = z.object({
  id: z.string(),
  client: z.object({ name: z.string(), phone: z.string(), email: z.string().describe('Vacío si no lo dio') }),
  clientConsent: z
    .object({ accepted: z.boolean(), at: z.string(), source: z.string() })
    .describe('La autorización del cliente (Ley 1581): cuándo y dónde (admin, o la solicitud convertida)'),
  ...demandCriteriaFields,
  status: z.enum(DEMAND_STATUSES),
  notes: z.string(),
  agent: z.object({ id: z.string(), name: z.string() }).describe('El asesor que atiende al cliente'),
  leadId: z.string().nullable().describe('La solicitud de la que salió, si se convirtió de una'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiDemand = z.infer<typeof apiDemandSchema>;
