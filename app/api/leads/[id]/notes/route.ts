import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { withMessage } from '@/lib/openapi/schemas';
import { addLeadNote } from '@/lib/services/leads';
import { leadDetailSchema, leadIdParamSchema, leadNoteSchema } from '@/lib/validation/lead-admin';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/{id}/notes', 'Solicitudes', {
  POST: route(
    {
      auth: 'staff',
      scope: 'leads:write',
      summary: 'Agregar una nota al historial de una solicitud (quién y cuándo quedan registrados)',
      params: leadIdParamSchema,
      body: leadNoteSchema,
      responses: {
        201: { description: LEAD_MESSAGES.noteAdded, schema: withMessage(leadDetailSchema) },
        400: { description: `ID no válido o "${LEAD_MESSAGES.noteRequired}"` },
        404: { description: `${LEAD_MESSAGES.notFound} (también la de otro asesor)` },
      },
    },
    async ({ params, body, caller }) =>
      ok(await addLeadNote(params.id, body.text, caller.user), LEAD_MESSAGES.noteAdded, { status: 201 }),
  ),
});
