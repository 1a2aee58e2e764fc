import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { withMessage } from '@/lib/openapi/schemas';
import { updateLeadStatus } from '@/lib/services/leads';
import { leadIdParamSchema, leadSchema, leadStatusBodySchema } from '@/lib/validation/leads';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/{id}', 'Solicitudes', {
  PATCH: route(
    {
      auth: 'admin',
      summary: 'Cambiar el estado de seguimiento de una solicitud (new, contacted, closed)',
      params: leadIdParamSchema,
      body: leadStatusBodySchema,
      responses: {
        200: { description: LEAD_MESSAGES.updated, schema: withMessage(leadSchema) },
        400: { description: 'ID de solicitud no válido o estado no válido' },
        404: { description: 'Solicitud no encontrada' },
      },
    },
    async ({ params, body }) => ok(await updateLeadStatus(params.id, body.status), LEAD_MESSAGES.updated),
  ),
});
