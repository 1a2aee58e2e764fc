import { z } from 'zod';
import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';
import { emptyToUndefined, queryInt } from './common';

export const PROPERTY_SORTS = ['recently', 'newest', 'price-low', 'price-high', 'best-seller'] as const;

const typeList = z
  .string()
  .transform((v) => v.split(',').map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.enum(PROPERTY_TYPES, { error: 'Tipo de inmueble no válido' })).max(PROPERTY_TYPES.length));

const price = (label: string) =>
  z.coerce.number({ error: `${label} debe ser un número` }).int(`${label} debe ser un número entero`).min(0, `${label} no puede ser negativo`);

/** GET /api/properties and the /listing page (SPEC §7 "Public properties"). */
export const publicPropertyQuerySchema = z
  .object({
    page: queryInt('La página', { min: 1, max: 100_000 }).default(1),
    limit: queryInt('El límite', { min: 1, max: 100 }).default(10),
    search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'La búsqueda es demasiado larga').optional()),
    operation: z.preprocess(emptyToUndefined, z.enum(OPERATIONS, { error: 'Operación no válida' }).optional()),
    type: z.preprocess(emptyToUndefined, typeList.optional()),
    city: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
    neighborhood: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
    minPrice: z.preprocess(emptyToUndefined, price('El precio mínimo').optional()),
    maxPrice: z.preprocess(emptyToUndefined, price('El precio máximo').optional()),
    featured: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'featured debe ser true o false' }).optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(PROPERTY_SORTS, { error: 'Orden no válido' }).default('recently')),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'El precio mínimo no puede ser mayor que el máximo',
    path: ['minPrice'],
  });

export type PublicPropertyQuery = z.infer<typeof publicPropertyQuerySchema>;
