import { z } from 'zod';

import { OPERATIONS, PROPERTY_MESSAGES, PROPERTY_STATUSES, PROPERTY_TYPES, toStoredStatus } from '../domain/property';
import { BBOX_MESSAGES, BBOX_PATTERN, parseBbox } from '../maps/bbox';
import { emptyToUndefined, queryInt } from './common';

export * from './property-body';

/**
 * Sort options (docs/product-rules.md#limits); `best-match` applies no reordering, like `recently`. `price-drop`: the
 * largest reductions of the last 90 days first, then the rest as `recently`.
 */
export const PROPERTY_SORTS = [
  'recently',
  'newest',
  'price-low',
  'price-high',
  'best-seller',
  'best-match',
  'price-drop',
] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const PROPERTY_ID_MESSAGE = PROPERTY_MESSAGES.invalidId;
/** A property in a path or query: a 24-hex ObjectId or a slug. */
export const propertyIdSchema = z
  .string({ error: PROPERTY_ID_MESSAGE })
  .max(200, PROPERTY_ID_MESSAGE)
  // Letters spelled out rather than the `i` flag: the OpenAPI pattern carries no flags.
  .regex(/^(?:[a-fA-F\d]{24}|[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*)$/, PROPERTY_ID_MESSAGE);
export const propertyIdParamsSchema = z.object({ id: propertyIdSchema });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/**
 * A comma list ("casa,apartamento") of `item`s, at most `max` of them. `word`, a regex source of
 * one valid item, puts the same rule in the OpenAPI document (blank items are skipped).
 */
const commaList = <T extends z.ZodType>(item: T, max: number, message: string, word?: string) => {
  const list = z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, message) as unknown as z.ZodType<z.output<T>[], string[]>);
  return word ? list.meta({ pattern: `^[ \\t,]*(?:(?:${word})[ \\t]*(?:,[ \\t,]*|$)){0,${max}}$` }) : list;
};

const price = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un número entero`)
    .min(0, `${label} no puede ser negativo`);

/** "3" and "4+" both mean "at least". */
const atLeast = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().replace(/\+$/, '') : v), queryInt(label, { min: 0, max }));

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} debe ser true o false` }).transform((v) => v === 'true');

const statusList = commaList(
  z
    .string()
    .transform(toStoredStatus)
    .pipe(z.enum(PROPERTY_STATUSES, { error: 'Estado no válido' })),
  PROPERTY_STATUSES.length + 3,
  'Estado no válido',
);

/** `bbox=swLng,swLat,neLng,neLat` (lib/maps/bbox.ts); the pattern is in the document, the ranges in prose. */
const bboxSchema = z
  .string()
  .regex(new RegExp(BBOX_PATTERN), BBOX_MESSAGES.format)
  .transform((text, ctx) => {
    const parsed = parseBbox(text);
    if (parsed.ok) return parsed.bbox;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  })
  .meta({
    description:
      'Área del mapa: swLng,swLat,neLng,neLat (grados decimales). Longitudes entre -180 y 180, latitudes entre -90 y 90, la esquina suroeste al sur y al oeste de la noreste (sin cruzar el antimeridiano); si no, 400.',
  });

const listShape = {
  page: queryInt('La página', { min: 1, max: 100_000 }).default(1),
  limit: queryInt('El límite', { min: 1, max: 100 }).default(10),
  search: optional(z.string().trim().max(100, 'La búsqueda es demasiado larga')),
  operation: optional(z.enum(OPERATIONS, { error: 'Operación no válida' })),
  type: optional(
    commaList(
      z.enum(PROPERTY_TYPES, { error: 'Tipo de inmueble no válido' }),
      PROPERTY_TYPES.length,
      'Tipo de inmueble no válido',
      PROPERTY_TYPES.join('|'),
    ),
  ),
  /** DANE code ("11001") or name ("Bogotá"). */
  city: optional(z.string().trim().max(80, 'La ciudad es demasiado larga')),
  /** Locality code ("1100102") or a barrio or locality name. */
  neighborhood: optional(z.string().trim().max(80, 'El barrio es demasiado largo')),
  minPrice: optional(price('El precio mínimo')),
  maxPrice: optional(price('El precio máximo')),
  featured: optional(flag('featured')),
  bedrooms: optional(atLeast('El número de habitaciones', 50)),
  bathrooms: optional(atLeast('El número de baños', 50)),
  estrato: optional(
    commaList(
      z.coerce
        .number({ error: 'El estrato debe estar entre 1 y 6' })
        .int('El estrato debe estar entre 1 y 6')
        .min(1, 'El estrato debe estar entre 1 y 6')
        .max(6, 'El estrato debe estar entre 1 y 6'),
      6,
      'El estrato debe estar entre 1 y 6',
      '[1-6]',
    ),
  ),
  parking: optional(atLeast('El número de parqueaderos', 50)),
  petsAllowed: optional(flag('petsAllowed')),
  gatedCommunity: optional(flag('gatedCommunity')),
  maxAdminFee: optional(price('El valor máximo de administración')),
  bbox: optional(bboxSchema),
  /** true: only properties whose price fell in the last 90 days; false: only the others. */
  priceDrop: optional(flag('priceDrop')),
  /** The assigned agent's id (an agent's own lists are always theirs). */
  agentId: optional(z.string().regex(/^[a-fA-F\d]{24}$/, 'Asesor no válido')),
  sort: z.preprocess(emptyToUndefined, z.enum(PROPERTY_SORTS, { error: 'Orden no válido' }).default('recently')),
  /** Admins only (the public always gets the listed statuses); legacy words accepted. */
  status: optional(statusList),
};

/** The /properties/search extras. */
const searchShape = {
  ...listShape,
  yearBuilt: optional(queryInt('El año de construcción', { min: 1900, max: 2030 })),
  minArea: optional(
    z.coerce.number({ error: 'El área mínima debe ser un número' }).min(0, 'El área mínima no puede ser negativa'),
  ),
  maxArea: optional(
    z.coerce.number({ error: 'El área máxima debe ser un número' }).min(0, 'El área máxima no puede ser negativa'),
  ),
  amenities: optional(commaList(z.string().max(60, 'Comodidad no válida'), 20, 'Máximo 20 comodidades')),
  propertyId: optional(propertyIdSchema),
};

type Ranges = { minPrice?: number; maxPrice?: number; minArea?: number; maxArea?: number };
const priceOrder = (q: Ranges) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const priceIssue = { message: 'El precio mínimo no puede ser mayor que el máximo', path: ['minPrice'] };

/** GET /api/properties and the /listing page (docs/api.md#endpoints). */
export const propertyListQuerySchema = z.object(listShape).refine(priceOrder, priceIssue);
/** The name the /listing page has always used. */
export const publicPropertyQuerySchema = propertyListQuerySchema;

/** GET /api/properties/map: the list filters, without paging or order. */
const { page: _page, limit: _limit, sort: _sort, status: _status, ...mapShape } = listShape;
export const propertyMapQuerySchema = z.object(mapShape).refine(priceOrder, priceIssue);
/** The list's filters without paging, order or status (the map's, and the market figures'). */
export const propertyFilterShape = mapShape;
export { priceIssue, priceOrder };
export type PropertyMapQuery = z.infer<typeof propertyMapQuerySchema>;

/** GET /api/properties/search: the list filters plus SPEC's search extras. */
export const propertySearchQuerySchema = z
  .object(searchShape)
  .refine(priceOrder, priceIssue)
  .refine((q) => q.minArea === undefined || q.maxArea === undefined || q.minArea <= q.maxArea, {
    message: 'El área mínima no puede ser mayor que la máxima',
    path: ['minArea'],
  });

export type PropertyQuery = z.infer<typeof propertySearchQuerySchema> & {
  /** Set by the services, never by a caller: the start of the price-drop window (priceDropSince). */
  dropSince?: string;
};
export type PublicPropertyQuery = z.infer<typeof propertyListQuerySchema>;

/** GET /api/properties/featured. */
export const featuredQuerySchema = z.object({ limit: queryInt('El límite', { min: 1, max: 24 }).default(6) });

/** `If-Match: 3` (or `"3"`, `W/"3"`): the version a PUT was edited from. */
export const ifMatchSchema = z
  .string()
  .trim()
  .regex(/^(?:W\/)?"?\d{1,9}"?$/, 'Versión no válida en If-Match')
  .transform((v) => Number(v.replace(/\D/g, '')));

export function versionFromIfMatch(header: string | null): number | undefined {
  return header === null ? undefined : ifMatchSchema.parse(header);
}
