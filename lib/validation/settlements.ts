import { z } from 'zod';

import { LEDGER_MESSAGES } from '../domain/rentals/ledger-messages';
import { calendarDaySchema, objectIdSchema } from './common';

// The owner's settlement (liquidación de arrendamientos): docs/rentals.md#the-owners-settlement.

export const monthSchema = z
  .string({ error: LEDGER_MESSAGES.monthRequired })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, LEDGER_MESSAGES.monthInvalid);

export const ownerIdParams = z.object({ id: objectIdSchema(LEDGER_MESSAGES.invalidOwnerId) });
export const settlementQuery = z.object({
  month: monthSchema.describe('Mes de la liquidación, AAAA-MM'),
  format: z
    .enum(['json', 'pdf'], { error: 'El formato debe ser json o pdf' })
    .optional()
    .describe('pdf: la liquidación como PDF ("Liquidación de arrendamientos")'),
});
export const settlementMonthParams = ownerIdParams.extend({ month: monthSchema });

/** POST /api/owners/{id}/settlements/{month}/paid: the payout to the owner. */
export const payoutSchema = z.object({
  date: calendarDaySchema(LEDGER_MESSAGES.dateRequired, LEDGER_MESSAGES.dateInvalid),
  reference: z
    .string()
    .trim()
    .max(120, LEDGER_MESSAGES.referenceMax)
    .optional()
    .transform((value) => value ?? ''),
});
export type PayoutInput = z.output<typeof payoutSchema>;

const pesos = z.number().int();

export const settlementLineSchema = z.object({
  leaseId: z.string(),
  property: z.object({ id: z.string(), title: z.string(), code: z.string() }),
  tenantName: z.string(),
  collected: pesos.describe('Pagos del mes no reversados'),
  canonCollected: pesos.describe('Parte de esos pagos aplicada al canon: base de la comisión y las retenciones'),
  commission: pesos,
  iva: pesos.describe('19 % de la comisión'),
  expenses: pesos,
  withholdings: pesos,
  withholdingDetail: z.array(z.object({ label: z.string(), percent: z.number(), amount: pesos })),
  net: pesos,
});

export const settlementTotalsSchema = z.object({
  collected: pesos,
  canonCollected: pesos,
  commission: pesos,
  iva: pesos,
  expenses: pesos,
  withholdings: pesos,
  net: pesos,
});

export const payoutRecordSchema = z.object({
  date: z.string(),
  reference: z.string(),
  total: pesos.describe('El neto pagado (las cifras del momento del pago)'),
  recordedAt: z.string(),
  recordedBy: z.object({ id: z.string(), name: z.string() }),
});

export const settlementSchema = z.object({
  owner: z.object({ id: z.string(), name: z.string() }),
  month: z.string(),
  lines: z.array(settlementLineSchema),
  total: pesos.describe('Σ neto de las líneas: lo que se paga al propietario'),
  totals: settlementTotalsSchema,
  payout: payoutRecordSchema.nullable().describe('El pago registrado de esta liquidación, o null'),
});
export type ApiSettlement = z.infer<typeof settlementSchema>;
export type ApiSettlementLine = z.infer<typeof settlementLineSchema>;
export type ApiPayout = z.infer<typeof payoutRecordSchema>;
