import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { NotFoundError } from '@/lib/domain/errors';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { recordHistory } from '@/lib/services/activity';
import { getAdminProperty } from '@/lib/services/properties';
import { activityItemSchema, historyQuerySchema } from '@/lib/validation/activity';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/activity', 'Propiedades', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Historial de una propiedad (quién la creó y cambió qué, cuándo), del más reciente al más antiguo. Un asesor solo ve el de las suyas.',
      params: propertyIdParamsSchema,
      query: historyQuerySchema,
      responses: {
        200: { description: 'Una página del historial', schema: pageEnvelope(activityItemSchema) },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: { description: `'${PROPERTY_MESSAGES.notFound}'` },
      },
    },
    async ({ caller, params, query }) => {
      const property = await getAdminProperty(params.id, agentScope(caller));
      if (!property) throw new NotFoundError(PROPERTY_MESSAGES.notFound);
      const page = await recordHistory('property', property._id, query);
      return okPage(page.items, page.pagination);
    },
  ),
});
