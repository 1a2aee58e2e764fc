import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { VISIT_MESSAGES } from '@/lib/domain/visit-messages';
import { listOf } from '@/lib/openapi/schemas';
import { slotsForMove } from '@/lib/services/leads';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { slotSchema, slotsQuerySchema, visitTokenParamSchema } from '@/lib/validation/visits';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/visits/{token}/slots', 'Visitas', {
  GET: route(
    {
      auth: 'public',
      rules: [CALENDAR_DAY_RULE],
      summary:
        'Horarios libres de un día a los que se puede mover la visita del enlace (los de su mismo asesor, sin el horario actual). Horas ISO 8601 en hora de Bogotá (-05:00).',
      params: visitTokenParamSchema,
      query: slotsQuerySchema,
      responses: {
        200: { description: 'Horarios libres', schema: listOf(slotSchema) },
        400: { description: `'${VISIT_MESSAGES.linkInvalid}' o '${VISIT_MESSAGES.date}'` },
        404: { description: `'${VISIT_MESSAGES.notFound}'` },
      },
    },
    async ({ params, query }) => ok(await slotsForMove(params.token, query.date)),
  ),
});
