import { z } from 'zod';

import { FINANCING_PRODUCTS, FINANCING_YEARS } from '../domain/financing';
import { emptyToUndefined } from './common';

// GET /api/simulator: the simulator's inputs as a query string; what is left out takes Settings >
// Financiación's default (lib/domain/financing.ts withFinancingDefaults).

const MAX_PRICE = 100_000_000_000;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const pesos = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un valor en pesos, sin decimales`)
    .min(min, `${label} debe ser como mínimo ${min}`)
    .max(MAX_PRICE, `${label} no puede superar $ 100.000.000.000`);

const yearsMessage = `El plazo debe estar entre ${FINANCING_YEARS.min} y ${FINANCING_YEARS.max} años`;
const rateMessage = 'La tasa efectiva anual debe estar entre 0,01 y 60 %';

export const simulatorQuerySchema = z.object({
  price: pesos('El precio', 1),
  downPayment: optional(pesos('La cuota inicial', 0)),
  years: optional(
    z.coerce
      .number({ error: yearsMessage })
      .int(yearsMessage)
      .min(FINANCING_YEARS.min, yearsMessage)
      .max(FINANCING_YEARS.max, yearsMessage),
  ),
  rate: optional(
    z.coerce
      .number({ error: rateMessage })
      .min(0.01, rateMessage)
      .max(60, rateMessage)
      .describe('Porcentaje, 12 = 12 %'),
  ),
  product: optional(z.enum(FINANCING_PRODUCTS, { error: 'El producto debe ser credito o leasing' })),
});

export type SimulatorQuery = z.infer<typeof simulatorQuerySchema>;

const pesosOut = z.number().int();

/** What GET /api/simulator answers in `data` (the figures of lib/domain/financing.ts, rounded). */
export const simulationSchema = z.object({
  loan: pesosOut.describe('Monto financiado'),
  monthlyPayment: pesosOut.describe('Cuota mensual (canon en leasing)'),
  totalPaid: pesosOut.describe('Suma de las cuotas, más la opción de compra en leasing'),
  totalInterest: pesosOut,
  minIncome: pesosOut.describe('Ingreso mensual para que la cuota no pase del 30 %'),
  closingCosts: z.object({ notary: pesosOut, registry: pesosOut, beneficencia: pesosOut, total: pesosOut }),
  buyOption: pesosOut.describe('Opción de compra del leasing (0 en crédito)'),
  months: z.number().int(),
  monthlyRate: z.number(),
  input: z.object({
    price: pesosOut,
    downPayment: pesosOut,
    years: z.number().int(),
    rate: z.number(),
    product: z.enum(FINANCING_PRODUCTS),
  }),
});
