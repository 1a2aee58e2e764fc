import { z } from 'zod';

import { LEAD_KINDS, LEAD_MESSAGES, LEAD_STATUSES, leadStatusOf, LEGACY_LEAD_STATUSES } from '../domain/leads';
import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';
import { calendarDaySchema, emptyToUndefined, objectIdSchema, queryInt } from './common';

// The staff side of leads: the pipeline list and its filters, one lead with its timeline, the
// status and assignee changes, notes and the CSV export.

/** A status in today's words or one of the legacy aliases (new, contacted, closed), read as today's. */
export const leadStatusInput = z
  .enum([...LEAD_STATUSES, ...(Object.keys(LEGACY_LEAD_STATUSES) as Array<keyof typeof LEGACY_LEAD_STATUSES>)], {
    error: LEAD_MESSAGES.status,
  })
  .transform((value) => leadStatusOf(value)!);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const day = (label: string) => calendarDaySchema(`${label} debe tener el formato AAAA-MM-DD`);

const filterFields = {
  q: optional(z.string().trim().max(100, 'La búsqueda admite máximo 100 caracteres')),
  status: optional(leadStatusInput),
  kind: optional(z.enum(LEAD_KINDS, { error: LEAD_MESSAGES.kindFilter })),
  /** An assignee's id, or `none` for the leads nobody has. */
  assigneeId: optional(
    z.union([z.literal('none'), objectIdSchema(LEAD_MESSAGES.invalidAssignee)], {
      error: LEAD_MESSAGES.invalidAssignee,
    }),
  ),
  /** First and last day received (Bogotá calendar days, both included). */
  from: optional(day('La fecha inicial')),
  to: optional(day('La fecha final')),
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const leadFilterSchema = z.object(filterFields).refine(datesInOrder, { error: LEAD_MESSAGES.dateOrder });
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = z
  .object({
    ...filterFields,
    page: z.preprocess(emptyToUndefined, queryInt('La página', { min: 1, max: 10_000 }).default(1)),
    limit: z.preprocess(emptyToUndefined, queryInt('El límite', { min: 1, max: 100 }).default(20)),
  })
  .refine(datesInOrder, { error: LEAD_MESSAGES.dateOrder });
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadIdParamSchema = z.object({ id: objectIdSchema(LEAD_MESSAGES.invalidId) });

export const leadPatchSchema = z
  .object({
    status: leadStatusInput.optional(),
    /** Admins only: another staff member, or null to leave it unassigned. */
    assigneeId: objectIdSchema(LEAD_MESSAGES.invalidAssignee).nullable().optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.assigneeId !== undefined, {
    error: LEAD_MESSAGES.emptyPatch,
  });
export type LeadPatch = z.infer<typeof leadPatchSchema>;

export const leadNoteSchema = z.object({
  text: z
    .string({ error: LEAD_MESSAGES.noteRequired })
    .trim()
    .min(1, LEAD_MESSAGES.noteRequired)
    .max(2000, 'La nota admite máximo 2000 caracteres'),
});

const person = z.object({ id: z.string(), name: z.string() });

const count = z.number().int().nullable();
const ownerDetailsSchema = z.object({
  operation: z.enum(OPERATIONS),
  type: z.enum(PROPERTY_TYPES),
  city: z.string(),
  locality: z.string().nullable(),
  area: z.number(),
  bedrooms: count,
  bathrooms: count,
  parking: count,
  estrato: count,
  estimate: z
    .object({
      low: z.number(),
      mid: z.number(),
      high: z.number(),
      comparables: z.number().int(),
      scope: z.enum(['locality', 'city']),
    })
    .nullable()
    .describe('null cuando había menos de 5 comparables'),
});

export const leadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  propertyId: z.string().nullable(),
  planId: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  owner: ownerDetailsSchema.nullable().describe('El inmueble y la estimación de una solicitud de propietario (owner)'),
  acceptMarketing: z.boolean(),
  consent: z.object({ accepted: z.boolean(), at: z.string() }),
  assignee: person.nullable().describe('Asesor a cargo; null mientras nadie la tiene'),
  visit: z
    .object({ start: z.string(), end: z.string(), state: z.enum(['scheduled', 'cancelled']) })
    .nullable()
    .describe('La cita de una solicitud de tipo visit (hora de Bogotá)'),
  firstContactAt: z.string().nullable().describe('Primer cambio de estado o primera nota'),
  convertedTo: z
    .object({ into: z.enum(['owner', 'demand']), id: z.string(), propertyId: z.string().nullable() })
    .nullable()
    .describe('En qué se convirtió: un propietario (con su borrador de inmueble) o una demanda'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiLead = z.infer<typeof leadSchema>;

export const leadEventSchema = z.object({
  type: z.enum(['created', 'status', 'assignment', 'note', 'visit', 'converted']),
  at: z.string(),
  actor: z.string().describe('Quién lo hizo (vacío: el sistema o el visitante)'),
  text: z.string().nullable(),
  from: z.string().nullable().describe('Estado o asesor anterior'),
  to: z.string().nullable().describe('Estado o asesor nuevo'),
});
export type ApiLeadEvent = z.infer<typeof leadEventSchema>;

export const leadDetailSchema = leadSchema.extend({
  property: z.object({ id: z.string(), title: z.string() }).nullable(),
  timeline: z.array(leadEventSchema),
});
export type ApiLeadDetail = z.infer<typeof leadDetailSchema>;

export const leadStatsSchema = z.object({
  thisMonth: z.number().int().describe('Solicitudes recibidas este mes (hora de Bogotá)'),
  medianFirstContactMinutes: z
    .number()
    .nullable()
    .describe('Mediana del tiempo hasta el primer contacto de las solicitudes de este mes; null sin datos'),
  byStatus: z.object(Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number().int()]))),
  unassigned: z.number().int().describe('Solicitudes sin asesor (0 para un asesor)'),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

export const assigneeSchema = person.extend({ role: z.enum(['admin', 'agent']) });
