import { z } from 'zod';

import { MANDATE_STATUSES } from '../domain/mandates';
import { OPERATIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../domain/property';

// The API (server) shape of a property (docs/product-rules.md#property), with the location codes and the
// Colombian fields. ApiProperty is inferred from it, so the OpenAPI document describes exactly
// what the handlers return.

const priceDropSchema = z.object({
  from: z.number().describe('Precio anterior'),
  to: z.number(),
  pct: z.number().describe('Porcentaje de la bajada, con un decimal'),
  at: z.string(),
});

const imageSchema = z.object({ url: z.string(), alt: z.string(), isMain: z.boolean(), order: z.number().int() });

export const apiPropertySchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** The agency's reference code ("IB-0001"). */
  code: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  type: z.enum(PROPERTY_TYPES),
  operation: z.enum(OPERATIONS),
  status: z.enum(PROPERTY_STATUSES),
  featured: z.boolean(),
  /** Off: the public shape's coordinates are an approximate centre and its address has no door number. */
  showExactLocation: z.boolean(),
  /** "Publicar en portales": in GET /feeds/trovit.xml while the property is listed. */
  syndicate: z
    .boolean()
    .describe('Publicar en portales: el inmueble sale en GET /feeds/trovit.xml mientras está publicado'),
  location: z.object({
    address: z.string(),
    neighborhood: z.string(),
    locality: z.string(),
    localityCode: z.string(),
    city: z.string(),
    cityCode: z.string(),
    state: z.string(),
    departmentCode: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    zipCode: z.string(),
  }),
  features: z.object({
    bedrooms: z.number(),
    bathrooms: z.number(),
    parking: z.number(),
    area: z.number(),
    areaUnit: z.string(),
    floor: z.number(),
    totalFloors: z.number(),
    yearBuilt: z.number(),
  }),
  estrato: z.number().nullable(),
  adminFee: z.number(),
  elevator: z.boolean(),
  gatedCommunity: z.boolean(),
  petsAllowed: z.boolean(),
  rentalRequirements: z.array(z.string()),
  images: z.array(imageSchema),
  videos: z.array(z.string()),
  video: z.string().nullable(),
  amenities: z.array(z.string()),
  /** The assigned agent's account id, or null. */
  agentId: z.string().nullable(),
  /** The agent block, derived from the assigned agent (its defaults when none or inactive). */
  agent: z.object({
    name: z.string(),
    photo: z.string(),
    phone: z.string(),
    email: z.string(),
    license: z.string(),
    experience: z.number(),
    specializations: z.array(z.string()),
    /** The agent's WhatsApp ('' when none: inquiries then go to the agency's). */
    whatsapp: z.string(),
    /** Their public page /asesores/{slug} ('' when they have none). */
    slug: z.string(),
  }),
  contactInfo: z.object({
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    website: z.string(),
    schedule: z.string(),
  }),
  views: z.number(),
  favorites: z.number(),
  inquiries: z.number(),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  pricePerM2: z.number(),
  priceHistory: z
    .array(z.object({ price: z.number(), at: z.string() }))
    .describe('Cambios de precio, del más antiguo al más reciente (el primero: el precio con el que se creó)'),
  priceDrop: priceDropSchema
    .nullable()
    .describe("El último cambio de precio si fue una bajada en los últimos 90 días ('Bajó de precio'); si no, null"),
  priority: z.number(),
  mandateStatus: z
    .enum(MANDATE_STATUSES)
    .nullable()
    .optional()
    .describe(
      'Solo en la lista del personal (GET /api/properties con sesión de administrador o asesor): el estado del mandato hoy, null sin mandato',
    ),
  /** Optimistic concurrency: send it back with an update (PUT body `version` or If-Match). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The API shape of a property: what the handlers return and the pages get. */
export type ApiProperty = z.infer<typeof apiPropertySchema>;

const countBy = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/** GET /api/properties/stats: the dashboard figures with their 30-day change (docs/admin-panel.md#dashboard). */
export const propertyStatsSchema = z.object({
  totalProperties: z.number().int(),
  totalViews: z.number().int(),
  byStatus: countBy(PROPERTY_STATUSES),
  byType: countBy(PROPERTY_TYPES),
  featured: z.number().int(),
  createdLast30Days: z.number().int(),
  createdPrevious30Days: z.number().int(),
});

/** POST /api/properties/{id}/view. */
export const propertyViewsSchema = z.object({ views: z.number().int() });
