import { LIST_NOTE, LIST_REFUSALS, listProperties, propertyPageSchema } from '@/lib/api/property-routes';
import { api, route } from '@/lib/api/route';
import { propertySearchQuerySchema } from '@/lib/validation/properties';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/search', 'Propiedades', {
  GET: route(
    {
      auth: 'optional',
      summary: `Búsqueda: los filtros de la lista más yearBuilt, minArea, maxArea, amenities (todas) y propertyId (id o slug). ${LIST_NOTE}`,
      query: propertySearchQuerySchema,
      staffQuery: ['status'],
      cache: 'public',
      responses: { 200: { description: 'Una página de propiedades', schema: propertyPageSchema }, ...LIST_REFUSALS },
    },
    listProperties,
  ),
});
