import { z } from 'zod';

import { MIN_PRICE_SAMPLE } from '../domain/market-stats';
import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';
import { priceIssue, priceOrder, propertyFilterShape } from './properties';

export const MARKET_MESSAGES = {
  operation: 'Indica la operación: venta o arriendo (un precio por m² que mezcla venta y arriendo no tiene sentido)',
} as const;

/** GET /api/market: the filters of GET /api/properties, with the operation required. */
export const marketQuerySchema = z
  .object({ ...propertyFilterShape, operation: z.enum(OPERATIONS, { error: MARKET_MESSAGES.operation }) })
  .refine(priceOrder, priceIssue);
export type MarketQuery = z.infer<typeof marketQuerySchema>;

const nullableNumber = z.number().nullable();
const pricePerM2Schema = z
  .object({
    median: nullableNumber,
    p25: nullableNumber,
    p75: nullableNumber,
    sample: z.number().int().meta({ description: 'Inmuebles con área construida detrás de las cifras' }),
  })
  .meta({
    description: `Precio por m² (precio ÷ área construida), en pesos; null con menos de ${MIN_PRICE_SAMPLE} inmuebles con área`,
  });

export const marketFiguresSchema = z.object({
  count: z.number().int(),
  medianPrice: nullableNumber,
  pricePerM2: pricePerM2Schema,
  byType: z.array(
    z.object({
      type: z.enum(PROPERTY_TYPES),
      count: z.number().int(),
      medianPrice: nullableNumber,
      pricePerM2: pricePerM2Schema,
    }),
  ),
});
