import { z } from 'zod';

import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { alertStats } from '@/lib/services/alerts';

const alertStatsSchema = z.object({
  visitorsWithAlerts: z.number().int().describe('Visitantes con al menos una búsqueda con alertas autorizadas'),
  sentLast30Days: z.number().int().describe('Correos de alertas enviados en los últimos 30 días'),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/alerts/stats', 'Mi cuenta', {
  GET: route(
    {
      auth: 'admin',
      summary: 'Cifras de alertas para el panel: visitantes con alertas activas y correos enviados en 30 días',
      responses: { 200: { description: 'Cifras de alertas', schema: okEnvelope(alertStatsSchema) } },
    },
    async () => ok(await alertStats()),
  ),
});
