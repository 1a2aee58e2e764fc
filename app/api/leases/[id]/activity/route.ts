import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { recordHistory } from '@/lib/services/activity';
import { leaseInScope } from '@/lib/services/rentals';
import { activityItemSchema, historyQuerySchema } from '@/lib/validation/activity';
import { leaseIdParamSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/activity', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'Historial de un contrato de arriendo (quién lo firmó y cambió qué, pagos, reversiones, incrementos, terminación), del más reciente al más antiguo. Un asesor solo ve el de los inmuebles suyos.',
      params: leaseIdParamSchema,
      query: historyQuerySchema,
      responses: {
        200: { description: 'Una página del historial', schema: pageEnvelope(activityItemSchema) },
        400: { description: `'${LEASE_MESSAGES.invalidId}'` },
        404: { description: `'${LEASE_MESSAGES.notFound}' (también el de otro asesor)` },
      },
    },
    async ({ caller, params, query }) => {
      const lease = await leaseInScope(params.id, staffScope(caller));
      const page = await recordHistory('lease', String(lease._id), query);
      return okPage(page.items, page.pagination);
    },
  ),
});
