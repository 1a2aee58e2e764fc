import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { listOf } from '@/lib/openapi/schemas';
import { listFeaturedProperties } from '@/lib/services/properties';
import { featuredQuerySchema } from '@/lib/validation/properties';
import { apiPropertySchema } from '@/lib/validation/property-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/featured', 'Propiedades', {
  GET: route(
    {
      auth: 'public',
      scope: 'properties:read',
      summary: 'Propiedades destacadas publicadas, por prioridad (en caché).',
      query: featuredQuerySchema,
      cache: 'public',
      responses: { 200: { description: 'Destacadas', schema: listOf(apiPropertySchema) } },
    },
    async ({ query }) => ok(await listFeaturedProperties(query.limit)),
  ),
});
