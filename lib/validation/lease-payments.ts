import { z } from 'zod';

import { LEDGER_MESSAGES } from '../domain/rentals/ledger-messages';
import { PAYMENT_METHODS } from '../domain/rentals/types';
import { calendarDaySchema } from './common';
import { leaseIdParamSchema } from './leases';

// The ledger's bodies and paths (docs/rentals.md#charges-and-payments): payments, their reversal
// and the property's expenses. Money is integer pesos; days are Bogotá days, AAAA-MM-DD.

const MAX_AMOUNT = 10_000_000_000;

/** Integer pesos above zero. */
export const pesosSchema = z
  .number({ error: LEDGER_MESSAGES.amountRequired })
  .int(LEDGER_MESSAGES.amountInteger)
  .positive(LEDGER_MESSAGES.amountInteger)
  .max(MAX_AMOUNT, LEDGER_MESSAGES.amountMax);

const day = calendarDaySchema(LEDGER_MESSAGES.dateRequired, LEDGER_MESSAGES.dateInvalid);

export const leasePaymentParams = leaseIdParamSchema.extend({
  paymentId: z
    .string({ error: LEDGER_MESSAGES.invalidPaymentId })
    .regex(/^[\w-]{1,64}$/, LEDGER_MESSAGES.invalidPaymentId),
});

/** POST /api/leases/{id}/payments. */
export const paymentCreateSchema = z.object({
  amount: pesosSchema,
  date: day.describe('Día en que se recibió el dinero (hora de Bogotá): no futuro ni anterior al inicio del contrato'),
  method: z.enum(PAYMENT_METHODS, { error: LEDGER_MESSAGES.method }),
  reference: z
    .string()
    .trim()
    .max(120, LEDGER_MESSAGES.referenceMax)
    .optional()
    .transform((value) => value ?? '')
    .describe('Número de la transferencia, consignación o PSE; vacío en efectivo'),
});
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

/** DELETE /api/leases/{id}/payments/{paymentId}: why the payment is reversed (kept in the log). */
export const paymentReversalSchema = z.object({
  reason: z
    .string({ error: LEDGER_MESSAGES.reasonRequired })
    .trim()
    .min(1, LEDGER_MESSAGES.reasonRequired)
    .max(500, LEDGER_MESSAGES.reasonMax),
});
export type PaymentReversal = z.output<typeof paymentReversalSchema>;

/** POST /api/leases/{id}/expenses: paid for the owner's property, deducted in their settlement. */
export const expenseCreateSchema = z.object({
  amount: pesosSchema,
  date: day.describe('Día del gasto (hora de Bogotá): el mes de la liquidación que lo descuenta; no futuro'),
  description: z
    .string({ error: LEDGER_MESSAGES.descriptionRequired })
    .trim()
    .min(1, LEDGER_MESSAGES.descriptionRequired)
    .max(300, LEDGER_MESSAGES.descriptionMax),
});
export type ExpenseCreate = z.output<typeof expenseCreateSchema>;

export const ledgerExpenseSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number().int(),
  description: z.string(),
  createdBy: z.string().nullable(),
});
export type ApiLedgerExpense = z.infer<typeof ledgerExpenseSchema>;
