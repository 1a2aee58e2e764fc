import { z } from 'zod';

import { CHARGE_STATUSES, PAYMENT_METHODS } from '../domain/rentals/types';
import { ledgerExpenseSchema } from './lease-payments';

// A lease's statement as the API answers it (lib/domain/rentals/types.ts's Statement, plus the
// lease it belongs to and its expenses): docs/rentals.md#charges-and-payments.

const pesos = z.number().int();

export const statementChargeSchema = z.object({
  period: z.string().describe('Día en que empieza el periodo (AAAA-MM-DD)'),
  due: z.string().describe('Día en que vence: el inicio del periodo más los días de gracia'),
  canon: pesos,
  adminFee: pesos,
  amount: pesos.describe('canon + administración'),
  paid: pesos,
  canonPaid: pesos,
  adminFeePaid: pesos,
  status: z.enum(CHARGE_STATUSES),
});

export const paymentAllocationSchema = z.object({
  interest: pesos,
  canon: pesos,
  adminFee: pesos,
  credit: pesos.describe('Sin aplicar todavía: un saldo a favor para el próximo cargo'),
});

export const statementPaymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: pesos,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  createdBy: z.string().nullable(),
  reversal: z.object({ date: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
  allocation: paymentAllocationSchema
    .nullable()
    .describe(
      'A dónde fue el pago (Código Civil art. 1653: intereses primero, luego el cargo más antiguo); null si fue reversado',
    ),
});

export const statementSchema = z.object({
  leaseId: z.string(),
  asOf: z.string().describe('Día al que se calcula (los intereses corren hasta él)'),
  charges: z.array(statementChargeSchema),
  payments: z.array(statementPaymentSchema),
  expenses: z.array(ledgerExpenseSchema).describe('Gastos del inmueble, descontados en la liquidación del propietario'),
  interest: pesos.describe('Intereses de mora adeudados a la fecha'),
  interestPaid: pesos,
  credit: pesos.describe('Dinero recibido aún no aplicado a ningún cargo'),
  balance: pesos.describe('Lo que debe el arrendatario: cargos abiertos + intereses − saldo a favor'),
  daysOverdue: z.number().int(),
  nextDue: z.object({ period: z.string(), due: z.string(), amount: pesos }).nullable(),
});
export type ApiStatement = z.infer<typeof statementSchema>;

/** POST /api/leases/{id}/payments's answer: the payment as recorded and the statement after it. */
export const paymentRecordedSchema = z.object({
  payment: statementPaymentSchema,
  statement: statementSchema,
});
