import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope, isStaff } from '@/lib/auth/guard';
import { okEnvelope } from '@/lib/openapi/schemas';
import { adminPropertyStats, publicPropertyStats } from '@/lib/services/properties';
import { propertyStatsSchema } from '@/lib/validation/property-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/stats', 'Propiedades', {
  GET: route(
    {
      auth: 'optional',
      scope: 'properties:read',
      summary:
        'Cifras del catálogo: sobre las propiedades públicas para anónimos (en caché), sobre todas para administradores, sobre las suyas para un asesor.',
      cache: 'public',
      responses: { 200: { description: 'Cifras', schema: okEnvelope(propertyStatsSchema) } },
    },
    async ({ caller }) =>
      ok(caller && isStaff(caller) ? await adminPropertyStats(agentScope(caller)) : await publicPropertyStats()),
  ),
});
