import { z } from 'zod';

import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '../domain/activity';
import { calendarDaySchema, emptyToUndefined, objectIdSchema, queryInt } from './common';

const day = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    calendarDaySchema(`${label} debe tener el formato AAAA-MM-DD`, `${label} no es una fecha válida`).optional(),
  );

/** GET /api/activity: by person, kind of record (one record with entityId), action and days (Bogotá time). */
export const activityQuerySchema = z
  .object({
    page: queryInt('La página', { min: 1, max: 100_000 }).default(1),
    limit: queryInt('El límite', { min: 1, max: 100 }).default(20),
    actorId: z.preprocess(emptyToUndefined, objectIdSchema('Persona no válida').optional()),
    entity: z.preprocess(
      emptyToUndefined,
      z.enum(ACTIVITY_ENTITIES, { error: 'Tipo de registro no válido' }).optional(),
    ),
    entityId: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'Registro no válido').optional()),
    action: z.preprocess(emptyToUndefined, z.enum(ACTIVITY_ACTIONS, { error: 'Acción no válida' }).optional()),
    from: day('La fecha inicial'),
    to: day('La fecha final'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La fecha inicial no puede ser posterior a la final',
    path: ['from'],
  });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** GET /api/properties/{id}/activity: pages of one property's history. */
export const historyQuerySchema = z.object({
  page: queryInt('La página', { min: 1, max: 100_000 }).default(1),
  limit: queryInt('El límite', { min: 1, max: 100 }).default(20),
});

export const activityItemSchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string().describe('El nombre de quien lo hizo, como era entonces'),
  entity: z.enum(ACTIVITY_ENTITIES),
  entityId: z
    .string()
    .describe('Id del registro (el código para ciudades y localidades; "site" para la configuración)'),
  label: z.string().describe('Título o nombre del registro en ese momento'),
  action: z.enum(ACTIVITY_ACTIONS),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
