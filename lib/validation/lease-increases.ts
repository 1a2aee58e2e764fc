import { z } from 'zod';

import { LEASE_MESSAGES } from '../domain/rentals/lease-messages';
import { calendarDaySchema, emptyToUndefined, objectIdSchema } from './common';

// Increases, their letters and the dashboard's lists (docs/rentals.md#the-yearly-increase-ley-820-art-20).

export const INCREASE_INPUT_MESSAGES = {
  percent: 'El incremento debe ser un porcentaje mayor que 0 y hasta 100, con máximo dos decimales',
  effectiveDate: 'La fecha en que rige el incremento debe tener el formato AAAA-MM-DD',
  invalidIncrease: 'ID de incremento inválido',
} as const;

const M = INCREASE_INPUT_MESSAGES;

export const increaseBodySchema = z.object({
  percent: z
    .number({ error: M.percent })
    .gt(0, M.percent)
    .max(100, M.percent)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9, M.percent),
  effectiveDate: calendarDaySchema(M.effectiveDate),
});
export type IncreaseBody = z.infer<typeof increaseBodySchema>;

export const increaseLetterParamsSchema = z.object({
  id: objectIdSchema(LEASE_MESSAGES.invalidId),
  increaseId: objectIdSchema(M.invalidIncrease),
});

/** The dashboard lists: an admin may filter by agent. */
export const noticeListQuerySchema = z.object({
  agentId: z.preprocess(emptyToUndefined, objectIdSchema(LEASE_MESSAGES.invalidAgent).optional()),
});

export const increaseSchema = z.object({
  id: z.string(),
  percent: z.number(),
  previousRent: z.number().int(),
  newRent: z.number().int(),
  effectiveDate: z.string(),
  ipcYear: z.string(),
  ipc: z.number(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
  letterUrl: z.string(),
});

const propertyRef = z.object({ id: z.string(), title: z.string(), code: z.string() });
const agentRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const increaseDueRowSchema = z.object({
  leaseId: z.string(),
  tenantName: z.string(),
  property: propertyRef,
  agent: agentRef,
  currentRent: z.number().int(),
  reachesOn: z.string(),
  effectiveDate: z.string(),
  ipcYear: z.string(),
  ipc: z.number().nullable(),
  maxPercent: z.number().nullable(),
  maxRent: z.number().int().nullable(),
});

export const endingRowSchema = z.object({
  leaseId: z.string(),
  tenantName: z.string(),
  property: propertyRef,
  agent: agentRef,
  termEnd: z.string(),
  daysLeft: z.number().int(),
  noticeBy: z.string(),
});
export type IncreaseDueRow = z.infer<typeof increaseDueRowSchema>;
export type EndingRow = z.infer<typeof endingRowSchema>;
