import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { IMPORT_MESSAGES } from '@/lib/domain/imports';
import { okEnvelope } from '@/lib/openapi/schemas';
import { commitImport } from '@/lib/services/imports';
import { importAnswerSchema, importIdParamsSchema } from '@/lib/validation/imports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/imports/{id}/commit', 'Importación', {
  POST: route(
    {
      auth: 'staff',
      scope: 'properties:write',
      summary:
        'Aplica un simulacro: escribe las filas sin errores (crea o actualiza por código, con sus fotos) como POST y PUT /api/properties, cada inmueble en el registro de actividad, y responde al terminar. Una fila que falla no detiene las demás. El avance se consulta con GET /api/imports/{id}.',
      params: importIdParamsSchema,
      responses: {
        200: {
          description: 'La importación aplicada, con el inmueble de cada fila',
          schema: okEnvelope(importAnswerSchema),
        },
        400: { description: `'${IMPORT_MESSAGES.nothingToImport}'` },
        404: { description: `'${IMPORT_MESSAGES.notFound}'` },
        409: { description: `'${IMPORT_MESSAGES.alreadyCommitted}' o '${IMPORT_MESSAGES.running}'` },
      },
    },
    async ({ caller, params }) => ok(await commitImport(params.id, staffScope(caller))),
  ),
});
