import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { CRUCE_MESSAGES } from '@/lib/domain/cruce';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { listDemandMatches } from '@/lib/services/cruces';
import { demandIdParamSchema, demandMatchSchema, matchesQuerySchema } from '@/lib/validation/cruce';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/demands/{id}/matches', 'Demandas', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Los inmuebles publicados (disponible, reservado) que cumplen los criterios obligatorios de la demanda, del mejor al peor (puntaje 0-100, luego el más nuevo), cada uno con su puntaje y sus razones. Siempre al día: refleja en la siguiente petición cualquier cambio de un inmueble. Solo el asesor de la demanda o un administrador.',
      params: demandIdParamSchema,
      query: matchesQuerySchema,
      responses: {
        200: { description: 'Una página de inmuebles que cumplen', schema: pageEnvelope(demandMatchSchema) },
        400: { description: `'${CRUCE_MESSAGES.invalidDemandId}', página o límite no válidos` },
        404: { description: `'${CRUCE_MESSAGES.demandNotFound}' (también la de otro asesor)` },
      },
    },
    async ({ params, query, caller }) => {
      const page = await listDemandMatches(params.id, query, caller.user);
      return okPage(page.items, page.pagination);
    },
  ),
});
