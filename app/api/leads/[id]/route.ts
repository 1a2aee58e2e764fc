import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { getLead, updateLead } from '@/lib/services/leads';
import { leadDetailSchema, leadIdParamSchema, leadPatchSchema } from '@/lib/validation/lead-admin';

const notFound = { description: `${LEAD_MESSAGES.notFound} (también la de otro asesor)` };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/{id}', 'Solicitudes', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leads:read',
      summary: 'Una solicitud con su inmueble, su asesor y su historial (notas, cambios de estado y de asesor)',
      params: leadIdParamSchema,
      responses: {
        200: { description: 'La solicitud', schema: okEnvelope(leadDetailSchema) },
        400: { description: LEAD_MESSAGES.invalidId },
        404: notFound,
      },
    },
    async ({ params, caller }) => ok(await getLead(params.id, caller.user)),
  ),
  PATCH: route(
    {
      auth: 'staff',
      scope: 'leads:write',
      rules: [`un cuerpo sin status ni assigneeId ('${LEAD_MESSAGES.emptyPatch}')`],
      summary:
        'Cambiar el estado (nueva, contactada, visita_agendada, negociacion, ganada, descartada; acepta new, contacted y closed) o el asesor (assigneeId, solo administradores; null la deja sin asignar). Queda en el historial y en el registro de actividad; el nuevo asesor recibe un email.',
      params: leadIdParamSchema,
      body: leadPatchSchema,
      responses: {
        200: { description: LEAD_MESSAGES.updated, schema: withMessage(leadDetailSchema) },
        400: { description: 'ID no válido, estado no válido o el asesor no existe o está inactivo' },
        403: { description: LEAD_MESSAGES.reassignAdminOnly },
        404: notFound,
        409: {
          description: 'El asesor ya tiene una visita a esa hora (al reasignar una visita)',
          codes: ['slot_taken'],
        },
      },
    },
    async ({ params, body, caller }) => ok(await updateLead(params.id, body, caller.user), LEAD_MESSAGES.updated),
  ),
});
