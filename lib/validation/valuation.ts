import { z } from 'zod';

import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';
import { MIN_COMPARABLES } from '../domain/valuation';

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un número entero`)
    .min(0, `${label} no puede ser negativo`)
    .max(max, `${label} debe ser como máximo ${max}`)
    .optional();

/** What the owner tells about their property (POST /api/valuations, and the owner lead). */
export const ownerPropertySchema = z.object({
  operation: z.enum(OPERATIONS, { error: 'La operación debe ser venta o arriendo' }),
  type: z.enum(PROPERTY_TYPES, { error: 'Tipo de inmueble no válido' }),
  /** DANE code ("11001") or name ("Bogotá"), as in GET /api/properties. */
  city: z
    .string({ error: 'La ciudad es obligatoria' })
    .trim()
    .min(1, 'La ciudad es obligatoria')
    .max(80, 'La ciudad es demasiado larga'),
  /** Locality code ("1100102") or name, as `neighborhood` in GET /api/properties. */
  locality: z.string().trim().max(80, 'La localidad es demasiado larga').optional(),
  area: z
    .number({ error: 'El área construida debe ser un número' })
    .positive('El área construida debe ser mayor que 0')
    .max(100_000, 'El área construida debe ser como máximo 100000 m²'),
  bedrooms: count('El número de habitaciones', 50),
  bathrooms: count('El número de baños', 50),
  parking: count('El número de parqueaderos', 50),
  estrato: z
    .number({ error: 'El estrato debe estar entre 1 y 6' })
    .int('El estrato debe estar entre 1 y 6')
    .min(1, 'El estrato debe estar entre 1 y 6')
    .max(6, 'El estrato debe estar entre 1 y 6')
    .optional(),
});
export type OwnerProperty = z.infer<typeof ownerPropertySchema>;

export const VALUATION_MESSAGES = {
  tooFew: `Aún no tenemos al menos ${MIN_COMPARABLES} inmuebles comparables publicados en esa ciudad, así que no podemos darte una cifra sin inventarla. Déjanos tus datos y un asesor de la agencia te contactará para valorarlo contigo.`,
} as const;

const money = z.number().int();
export const valuationSchema = z.object({
  low: money,
  mid: money,
  high: money,
  pricePerM2: z.object({ p25: z.number(), median: z.number(), p75: z.number() }),
  comparables: z.number().int().meta({ description: 'Inmuebles comparables con área detrás de la cifra' }),
  scope: z
    .enum(['locality', 'city'])
    .meta({ description: 'Dónde se tomaron: la localidad, o la ciudad si aquella tiene menos de 5' }),
  sample: z.array(
    z.object({ _id: z.string(), slug: z.string(), title: z.string(), price: z.number(), area: z.number() }),
  ),
});
