import { z } from 'zod';

import { JSON_LIMITS, ok, readJson } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { VISIT_MESSAGES } from '@/lib/domain/visit-messages';
import { listOf, withMessage } from '@/lib/openapi/schemas';
import { agenda, bookVisit } from '@/lib/services/leads';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { agendaItemSchema, agendaQuerySchema, slotSchema, visitBodySchema } from '@/lib/validation/visits';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/visits', 'Visitas', {
  POST: route(
    {
      auth: 'public',
      idempotent: true,
      summary:
        'Agendar una visita en uno de los horarios de GET /api/properties/{id}/slots (requiere acceptPrivacy: true, Ley 1581). Se guarda como solicitud de tipo visit, asignada al asesor del inmueble (o al primero libre por turnos), y el visitante y el asesor reciben un email con la invitación .ics y, el visitante, el enlace para cancelarla o moverla. Límite de envíos como POST /api/leads.',
      body: visitBodySchema,
      // Read by the service: a malformed body still counts against the address's limit.
      readsBody: true,
      responses: {
        201: {
          description: VISIT_MESSAGES.booked,
          schema: withMessage(slotSchema.extend({ id: z.string() })),
        },
        400: {
          description: `Datos no válidos, p. ej. '${VISIT_MESSAGES.slotInvalid}' o '${VISIT_MESSAGES.notBookable}'`,
        },
        404: { description: `'${VISIT_MESSAGES.propertyNotFound}'` },
        409: { description: `'${VISIT_MESSAGES.slotTaken}' (otra persona tomó ese horario)`, codes: ['slot_taken'] },
        413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
        429: { description: 'Has enviado demasiadas solicitudes (cabecera Retry-After en segundos)' },
      },
    },
    async ({ request }) => {
      const body = await readJson(request, JSON_LIMITS.small).catch((error: unknown) => error);
      const visit = await bookVisit(body, clientIp(request.headers));
      return ok(visit, VISIT_MESSAGES.booked, { status: 201 });
    },
  ),
  GET: route(
    {
      auth: 'staff',
      scope: 'visits:read',
      rules: [CALENDAR_DAY_RULE],
      summary:
        'Agenda: las visitas agendadas de `days` días desde `from` (hora de Bogotá), de la más temprana a la más tardía. Un asesor ve la suya; un administrador la de un asesor (agentId) o la de todos.',
      query: agendaQuerySchema,
      responses: {
        200: { description: 'Visitas', schema: listOf(agendaItemSchema) },
        403: { description: `'${VISIT_MESSAGES.agendaForbidden}'` },
      },
    },
    async ({ query, caller }) => ok(await agenda(query, caller.user)),
  ),
});
