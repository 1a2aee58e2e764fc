import { NextResponse } from 'next/server';

import { MAP_RULES } from '@/lib/api/property-routes';
import { api, route } from '@/lib/api/route';
import { listMapPoints } from '@/lib/services/properties';
import { propertyMapQuerySchema } from '@/lib/validation/properties';
import { MAP_POINTS_CAP, mapResponseSchema } from '@/lib/validation/property-map';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/map', 'Propiedades', {
  GET: route(
    {
      auth: 'public',
      scope: 'properties:read',
      summary:
        `Puntos del mapa: cada propiedad publicada (disponible o reservada) con ubicación que cumple los filtros de la lista (los mismos parámetros, sin página ni orden), ` +
        `la más reciente primero y como máximo ${MAP_POINTS_CAP} (\`capped\` dice si hay más; \`total\` cuenta todas). ` +
        'Sin `showExactLocation`, lat y lng son el centro aproximado que muestra la página. Respuesta en caché.',
      query: propertyMapQuerySchema,
      cache: 'public',
      rules: MAP_RULES,
      responses: {
        200: { description: 'Los puntos', schema: mapResponseSchema },
      },
    },
    async ({ query }) => {
      const { points, total, capped } = await listMapPoints(query);
      return NextResponse.json({ success: true, data: points, total, cap: MAP_POINTS_CAP, capped });
    },
  ),
});
