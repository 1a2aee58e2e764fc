import { z } from 'zod';

import { MANDATE_MESSAGES, MANDATE_STATUSES } from '../domain/mandates';
import { calendarDaySchema, objectIdSchema } from './common';

// A property's mandate (docs/mandates.md): the body of PUT /api/properties/{id}/mandate, its
// answer, and the dashboard's list of mandates ending soon.

export const mandatePutSchema = z
  .object({
    /** An owner of the caller's scope (an agent: one of theirs); checked by the service. */
    ownerId: objectIdSchema(MANDATE_MESSAGES.ownerMissing),
    exclusive: z.boolean({ error: MANDATE_MESSAGES.exclusive }),
    commissionPercent: z
      .number({ error: MANDATE_MESSAGES.commission })
      .gt(0, MANDATE_MESSAGES.commission)
      .max(100, MANDATE_MESSAGES.commission),
    /** Bogotá days, both included. */
    startDate: calendarDaySchema(MANDATE_MESSAGES.startDate, MANDATE_MESSAGES.startDay),
    endDate: calendarDaySchema(MANDATE_MESSAGES.endDate, MANDATE_MESSAGES.endDay),
  })
  .refine((body) => body.endDate > body.startDate, { error: MANDATE_MESSAGES.endBeforeStart, path: ['endDate'] });
export type MandatePut = z.infer<typeof mandatePutSchema>;

/** What PUT may break that the schema's pattern cannot state (the OpenAPI 400). */
export const MANDATE_PUT_RULES = [
  `una fecha con el formato AAAA-MM-DD que no existe ('${MANDATE_MESSAGES.startDay}', '${MANDATE_MESSAGES.endDay}')`,
  `una fecha de fin igual o anterior a la de inicio ('${MANDATE_MESSAGES.endBeforeStart}')`,
  `un ownerId que no es un propietario, o (un asesor) no es uno de los suyos ('${MANDATE_MESSAGES.ownerMissing}')`,
];

export const mandateResponseSchema = z.object({
  /** The property's id. */
  propertyId: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  exclusive: z.boolean(),
  commissionPercent: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** Computed on today's Bogotá day, never stored. */
  status: z.enum(MANDATE_STATUSES),
  /** When staff ended it by hand (status terminado), else null. */
  endedAt: z.string().nullable(),
  /** The signed contract (a PDF served by GET .../mandate/document), or null. */
  document: z.object({ size: z.number().int(), uploadedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiMandate = z.infer<typeof mandateResponseSchema>;

export const endingMandateSchema = z.object({
  propertyId: z.string(),
  propertyTitle: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  endDate: z.string(),
  /** Whole days from today (Bogotá) to the end day: 0 on the end day itself. */
  daysLeft: z.number().int(),
});
export type EndingMandate = z.infer<typeof endingMandateSchema>;
