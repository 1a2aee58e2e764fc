import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { VISIT_MESSAGES } from '@/lib/domain/visit-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { changeVisit } from '@/lib/services/leads';
import { publicVisitSchema, visitPatchSchema, visitTokenParamSchema } from '@/lib/validation/visits';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/visits/{token}', 'Visitas', {
  PATCH: route(
    {
      auth: 'public',
      summary:
        'Cancelar ({"action":"cancel"}) o mover ({"action":"move","start":...}, a un horario de GET /api/visits/{token}/slots) una visita con el enlace personal del email. El visitante y el asesor reciben la invitación actualizada.',
      params: visitTokenParamSchema,
      body: visitPatchSchema,
      responses: {
        200: {
          description: `'${VISIT_MESSAGES.cancelled}' o '${VISIT_MESSAGES.moved}'`,
          schema: withMessage(publicVisitSchema),
        },
        400: {
          description: `'${VISIT_MESSAGES.linkInvalid}', '${VISIT_MESSAGES.slotInvalid}' o '${VISIT_MESSAGES.sameSlot}'`,
        },
        404: { description: `'${VISIT_MESSAGES.notFound}'` },
        409: {
          description: `'${VISIT_MESSAGES.slotTaken}', '${VISIT_MESSAGES.alreadyCancelled}' o '${VISIT_MESSAGES.past}'`,
          codes: ['slot_taken', 'conflict', 'version_conflict'],
        },
        429: { description: 'Has enviado demasiadas solicitudes (cabecera Retry-After en segundos)' },
      },
    },
    async ({ request, params, body }) => {
      const visit = await changeVisit(params.token, body, clientIp(request.headers));
      return ok(visit, body.action === 'cancel' ? VISIT_MESSAGES.cancelled : VISIT_MESSAGES.moved);
    },
  ),
});
