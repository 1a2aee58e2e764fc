import { z } from 'zod';

import { LEAD_STATUSES } from '../domain/leads';
import { VISIT_MESSAGES } from '../domain/visit-messages';
import { emailField } from './auth';
import { calendarDaySchema, emptyToUndefined, objectIdSchema, queryInt } from './common';
import { consent, phone, required, website } from './leads';

// Visits: the free slots of a property, booking one, and the visitor's cancel-or-move link.

const day = calendarDaySchema(VISIT_MESSAGES.date);
const instant = z.iso.datetime({ offset: true, error: VISIT_MESSAGES.start }).transform((value) => new Date(value));

export const slotsQuerySchema = z.object({ date: day.describe('Día en hora de Bogotá (AAAA-MM-DD)') });

export const slotSchema = z.object({
  start: z.string().describe('Inicio, ISO 8601 en hora de Bogotá (-05:00)'),
  end: z.string().describe('Fin, ISO 8601 en hora de Bogotá (-05:00)'),
});

export const visitBodySchema = z.object({
  propertyId: objectIdSchema('ID de propiedad no válido'),
  start: instant.describe('Inicio de uno de los horarios de GET /api/properties/{id}/slots'),
  name: required('El nombre es obligatorio', 120),
  email: emailField,
  phone: phone('El teléfono es obligatorio'),
  message: z.string().trim().max(2000, 'Máximo 2000 caracteres').optional(),
  acceptPrivacy: consent,
  website,
});
export type VisitInput = z.infer<typeof visitBodySchema>;

export const visitTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, VISIT_MESSAGES.linkInvalid),
});

export const visitPatchSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('cancel') }), z.object({ action: z.literal('move'), start: instant })],
  { error: VISIT_MESSAGES.action },
);
export type VisitPatch = z.infer<typeof visitPatchSchema>;

/** What the visitor's link shows: no one else's data. */
export const publicVisitSchema = z.object({
  start: z.string(),
  end: z.string(),
  state: z.enum(['scheduled', 'cancelled']),
  name: z.string(),
  property: z.object({ id: z.string(), title: z.string() }),
});
export type PublicVisit = z.infer<typeof publicVisitSchema>;

export const agendaQuerySchema = z.object({
  from: day.describe('Primer día (hora de Bogotá)'),
  days: z.preprocess(emptyToUndefined, queryInt('Los días', { min: 1, max: 31 }).default(7)),
  agentId: z.preprocess(emptyToUndefined, objectIdSchema('ID de asesor no válido').optional()),
});
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

export const agendaItemSchema = z.object({
  leadId: z.string(),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(LEAD_STATUSES),
  property: z.object({ id: z.string(), title: z.string() }).nullable(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;
