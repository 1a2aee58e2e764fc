import { LIST_NOTE, listProperties, propertyPageSchema, SEARCH_RULES } from '@/lib/api/property-routes';
import { api, route } from '@/lib/api/route';
import { propertySearchQuerySchema } from '@/lib/validation/properties';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/search', 'Propiedades', {
  GET: route(
    {
      auth: 'optional',
      scope: 'properties:read',
      summary: `Búsqueda: los filtros de la lista más yearBuilt, minArea, maxArea, amenities (todas) y propertyId (id o slug). ${LIST_NOTE}`,
      query: propertySearchQuerySchema,
      staffQuery: ['status'],
      cache: 'public',
      rules: SEARCH_RULES,
      responses: { 200: { description: 'Una página de propiedades', schema: propertyPageSchema } },
    },
    listProperties,
  ),
});
