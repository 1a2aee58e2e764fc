import { MAP_RULES } from '@/lib/api/property-routes';
import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { MIN_PRICE_SAMPLE } from '@/lib/domain/market-stats';
import { okEnvelope } from '@/lib/openapi/schemas';
import { getMarketFigures } from '@/lib/services/market';
import { MARKET_MESSAGES, marketFiguresSchema, marketQuerySchema } from '@/lib/validation/market';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/market', 'Mercado', {
  GET: route(
    {
      auth: 'public',
      scope: 'market:read',
      summary:
        'Cifras del mercado de nuestro catálogo sobre exactamente las propiedades que `GET /api/properties` lista con los mismos filtros (`neighborhood`: código o nombre de la localidad): cuántas, precio mediano y precio por m² (precio ÷ área construida; las que no tienen área quedan fuera) como mediana, p25 y p75 por interpolación lineal, en total y por tipo. ' +
        `Con menos de ${MIN_PRICE_SAMPLE} inmuebles con área las cifras son null. \`operation\` es obligatoria. Respuesta en caché hasta el próximo cambio del catálogo.`,
      query: marketQuerySchema,
      cache: 'public',
      rules: [...MAP_RULES, `sin operation ('${MARKET_MESSAGES.operation}')`],
      responses: { 200: { description: 'Las cifras', schema: okEnvelope(marketFiguresSchema) } },
    },
    async ({ query }) => ok(await getMarketFigures(query)),
  ),
});
