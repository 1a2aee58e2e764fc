import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { okEnvelope } from '@/lib/openapi/schemas';
import { recordPropertyView } from '@/lib/services/properties';
import { propertyIdParamsSchema } from '@/lib/validation/properties';
import { propertyViewsSchema } from '@/lib/validation/property-response';

// Counters change too often to expire every cached page on each view: they show at the next write.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/view', 'Propiedades', {
  POST: route(
    {
      auth: 'public',
      summary: 'Cuenta una visita (incremento atómico, sin autenticación, sin cuerpo). No expira las cachés.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: 'Visitas acumuladas', schema: okEnvelope(propertyViewsSchema) },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: { description: `'${PROPERTY_MESSAGES.notFound}'` },
      },
    },
    async ({ params }) => ok({ views: await recordPropertyView(params.id) }),
  ),
});
