import { JSON_LIMITS, ok, readJson } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { okEnvelope } from '@/lib/openapi/schemas';
import { valuate } from '@/lib/services/market';
import { ownerPropertySchema, VALUATION_MESSAGES, valuationSchema } from '@/lib/validation/valuation';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/valuations', 'Mercado', {
  POST: route(
    {
      auth: 'public',
      idempotent: true,
      summary:
        'Estimación del valor de un inmueble (venta) o de su canon (arriendo) a partir de los inmuebles publicados de la misma operación y tipo: en la localidad, o en la ciudad si la localidad tiene menos de 5. low, mid y high son el p25, la mediana y el p75 de su precio por m² por el área. Es una estimación de mercado, no un avalúo (Ley 1673 de 2013). No pide datos personales; limitada por IP (cuatro veces el límite de solicitudes de Configuración > Seguridad cada 15 minutos).',
      body: ownerPropertySchema,
      // Read by the service: a malformed body still counts against the address's limit.
      readsBody: true,
      responses: {
        200: { description: 'La estimación', schema: okEnvelope(valuationSchema) },
        413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
        422: { description: `'${VALUATION_MESSAGES.tooFew}'`, codes: ['not_enough_comparables'] },
        429: { description: 'Demasiadas estimaciones desde esta IP (cabecera Retry-After en segundos)' },
      },
    },
    async ({ request }) => {
      const body = await readJson(request, JSON_LIMITS.small).catch((error: unknown) => error);
      return ok(await valuate(body, clientIp(request.headers)));
    },
  ),
});
