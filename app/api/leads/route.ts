import { z } from 'zod';

import { JSON_LIMITS, ok, okPage, readJson } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { pageEnvelope, withMessage } from '@/lib/openapi/schemas';
import { listLeads, submitLead } from '@/lib/services/leads';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { leadListQuerySchema, leadSchema } from '@/lib/validation/lead-admin';
import { leadBodySchema } from '@/lib/validation/leads';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads', 'Solicitudes', {
  POST: route(
    {
      auth: 'public',
      summary:
        'Enviar un mensaje de contacto, una consulta por una propiedad, una solicitud de plan o la de un propietario que quiere que la agencia venda o arriende su inmueble (kind owner: los datos del inmueble en `property`, como POST /api/valuations; la estimación la recalcula el servidor y queda en la solicitud) (requiere acceptPrivacy: true, Ley 1581). Se asigna al asesor del inmueble o (contacto, plan, propietario) a los asesores activos por turnos, y el asesor recibe un email. Máximo 5 envíos cada 15 minutos por IP y por email por defecto (Configuración > Seguridad, leadsPer15Minutes).',
      body: leadBodySchema,
      // Read by the service: a malformed body still counts against the address's limit.
      readsBody: true,
      responses: {
        201: {
          description: 'Solicitud recibida (mensaje según el tipo, p. ej. "¡Gracias por tu interés!")',
          schema: withMessage(z.object({ id: z.string() })),
        },
        400: { description: 'Datos no válidos, p. ej. "Debes aceptar la Política de Privacidad para continuar"' },
        404: { description: 'Propiedad no encontrada (consulta por una propiedad que no es pública)' },
        413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
        429: {
          description:
            'Has enviado demasiadas solicitudes, desde esta IP o con este email (cabecera Retry-After en segundos)',
        },
      },
    },
    async ({ request }) => {
      const body = await readJson(request, JSON_LIMITS.small).catch((error: unknown) => error);
      const { id, kind } = await submitLead(body, clientIp(request.headers));
      return ok({ id }, LEAD_MESSAGES.sent[kind], { status: 201 });
    },
  ),
  GET: route(
    {
      auth: 'staff',
      scope: 'leads:read',
      rules: [CALENDAR_DAY_RULE],
      summary:
        'Solicitudes, de la más reciente a la más antigua: búsqueda por nombre, email o teléfono (q), filtros por estado (acepta new, contacted y closed), tipo, asesor (assigneeId, o none) y fechas de recepción (from, to: días de Bogotá, incluidos). Un asesor ve solo las suyas.',
      query: leadListQuerySchema,
      responses: { 200: { description: 'Página de solicitudes', schema: pageEnvelope(leadSchema) } },
    },
    async ({ query, caller }) => {
      const page = await listLeads(query, caller.user);
      return okPage(page.items, page.pagination);
    },
  ),
});
