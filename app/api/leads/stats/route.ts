import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { leadStats } from '@/lib/services/leads';
import { leadStatsSchema } from '@/lib/validation/lead-admin';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/stats', 'Solicitudes', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leads:read',
      summary:
        'Cifras del panel: solicitudes de este mes, mediana del tiempo hasta el primer contacto (primer cambio de estado o primera nota) y solicitudes por estado. Un asesor ve las suyas.',
      responses: { 200: { description: 'Cifras de solicitudes', schema: okEnvelope(leadStatsSchema) } },
    },
    async ({ caller }) => ok(await leadStats(caller.user)),
  ),
});
