import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { listPropertyMatches } from '@/lib/services/cruces';
import { matchesQuerySchema, propertyMatchSchema } from '@/lib/validation/cruce';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/matches', 'Propiedades', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Las demandas activas que el inmueble cumple, de la mejor a la peor (puntaje 0-100, luego la más nueva), con el nombre del cliente, los criterios, el puntaje y las razones. Un asesor ve solo sus demandas y solo en sus inmuebles (los de otros responden 404); un administrador, todas. Un inmueble no publicado no cumple ninguna.',
      params: propertyIdParamsSchema,
      query: matchesQuerySchema,
      responses: {
        200: {
          description: 'Una página de demandas que el inmueble cumple',
          schema: pageEnvelope(propertyMatchSchema),
        },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}', página o límite no válidos` },
        404: { description: `'${PROPERTY_MESSAGES.notFound}'` },
      },
    },
    async ({ params, query, caller }) => {
      const page = await listPropertyMatches(params.id, query, caller.user);
      return okPage(page.items, page.pagination);
    },
  ),
});
