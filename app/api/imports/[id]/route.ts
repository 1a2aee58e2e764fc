import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { IMPORT_MESSAGES } from '@/lib/domain/imports';
import { okEnvelope } from '@/lib/openapi/schemas';
import { readImport } from '@/lib/services/imports';
import { importAnswerSchema, importIdParamsSchema } from '@/lib/validation/imports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/imports/{id}', 'Importación', {
  GET: route(
    {
      auth: 'staff',
      scope: 'properties:write',
      summary:
        'Una importación: sus filas y, mientras se aplica, su avance (done de total). Un asesor solo ve las suyas.',
      params: importIdParamsSchema,
      responses: {
        200: { description: 'La importación', schema: okEnvelope(importAnswerSchema) },
        404: { description: `'${IMPORT_MESSAGES.notFound}'` },
      },
    },
    async ({ caller, params }) => ok(await readImport(params.id, staffScope(caller))),
  ),
});
