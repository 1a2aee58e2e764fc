import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { VISIT_MESSAGES } from '@/lib/domain/visit-messages';
import { listOf } from '@/lib/openapi/schemas';
import { propertySlots } from '@/lib/services/leads';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { propertyIdParamsSchema } from '@/lib/validation/properties';
import { slotSchema, slotsQuerySchema } from '@/lib/validation/visits';

// Not cached: a booking takes a slot at once, and the list must show it gone.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/slots', 'Visitas', {
  GET: route(
    {
      auth: 'public',
      rules: [CALENDAR_DAY_RULE],
      summary:
        'Horarios libres para visitar un inmueble (disponible o reservado) un día: dentro del horario de la oficina (Configuración > General), en bloques de visitSlotMinutes, con al menos una hora de anticipación y hasta 60 días; sin los horarios que su asesor ya tiene ocupados. Horas ISO 8601 en hora de Bogotá (-05:00).',
      params: propertyIdParamsSchema,
      query: slotsQuerySchema,
      responses: {
        200: { description: 'Horarios libres (vacío si la oficina no abre ese día)', schema: listOf(slotSchema) },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}' o '${VISIT_MESSAGES.date}'` },
        404: { description: `'${VISIT_MESSAGES.propertyNotFound}'` },
      },
    },
    async ({ params, query }) => ok(await propertySlots(params.id, query.date)),
  ),
});
