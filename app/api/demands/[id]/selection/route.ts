import { JSON_LIMITS, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { CRUCE_MESSAGES } from '@/lib/domain/cruce';
import { withMessage } from '@/lib/openapi/schemas';
import { createSelection } from '@/lib/services/cruces';
import { demandIdParamSchema, selectionBodySchema, selectionSchema } from '@/lib/validation/cruce';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/demands/{id}/selection', 'Demandas', {
  POST: route(
    {
      auth: 'staff',
      idempotent: true,
      summary:
        'Enviar selección: guarda de 1 a 20 inmuebles publicados para el cliente de la demanda y responde el enlace firmado /seleccion/{token} (válido 30 días, sin cuenta). El cliente lo recibe por email en el siguiente horario permitido (Ley 2300 de 2023, máximo un mensaje al día). Requiere la autorización del cliente (Ley 1581 de 2012) y su email. Solo el asesor de la demanda o un administrador.',
      params: demandIdParamSchema,
      body: selectionBodySchema,
      bodyLimit: JSON_LIMITS.small,
      rules: [`inmuebles que no existen o no están publicados ('${CRUCE_MESSAGES.selectionNotPublic}')`],
      responses: {
        201: { description: CRUCE_MESSAGES.selectionCreated, schema: withMessage(selectionSchema) },
        400: {
          description: `'${CRUCE_MESSAGES.selectionEmpty}', '${CRUCE_MESSAGES.selectionTooMany}', '${CRUCE_MESSAGES.selectionNotPublic}'`,
        },
        404: { description: `'${CRUCE_MESSAGES.demandNotFound}' (también la de otro asesor)` },
        409: { description: `'${CRUCE_MESSAGES.noConsent}' o '${CRUCE_MESSAGES.noEmail}'` },
        413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
      },
    },
    async ({ params, body, caller }) =>
      ok(await createSelection(params.id, body, caller.user), CRUCE_MESSAGES.selectionCreated, { status: 201 }),
  ),
});
