import { z } from 'zod';

import { VISIT_SLOT_MINUTES, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../domain/visits';

// Settings > General's structured office hours: the visit slots offered on property pages.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function dayHoursSchema(day: Weekday) {
  const label = WEEKDAY_LABELS[day];
  const time = z.union([z.literal(''), z.string().regex(TIME, `${label}: la hora debe tener el formato HH:MM`)], {
    error: `${label}: la hora debe tener el formato HH:MM`,
  });
  return z
    .object({ open: time, close: time }, { error: `${label}: indica la hora de apertura y de cierre` })
    .refine(({ open, close }) => (open === '') === (close === ''), {
      error: `${label}: indica las dos horas, o ninguna si la oficina no abre`,
    })
    .refine(({ open, close }) => open === '' || open < close, {
      error: `${label}: la hora de cierre debe ser posterior a la de apertura`,
    });
}

/** What the day schemas check across their two fields, which JSON Schema cannot state (`x-rules`). */
export const OFFICE_HOURS_RULES = [
  'officeHours: cada día lleva las dos horas o ninguna, y la de cierre es posterior a la de apertura',
] as const;

export const officeHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema(day)])) as Record<
    Weekday,
    ReturnType<typeof dayHoursSchema>
  >,
);

export const visitSlotMinutesSchema = z
  .number({ error: 'La duración de las visitas debe ser 30, 45 o 60 minutos' })
  .refine((value) => (VISIT_SLOT_MINUTES as readonly number[]).includes(value), {
    error: 'La duración de las visitas debe ser 30, 45 o 60 minutos',
  });
