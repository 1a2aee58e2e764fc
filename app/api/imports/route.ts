import { receiveImport } from '@/lib/api/import-upload';
import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { IMPORT_FILE_FIELD, IMPORT_LIMITS, IMPORT_MESSAGES, IMPORT_PHOTOS_FIELD } from '@/lib/domain/imports';
import { MB } from '@/lib/domain/upload-limits';
import { okEnvelope } from '@/lib/openapi/schemas';
import { previewImport } from '@/lib/services/imports';
import { importAnswerSchema } from '@/lib/validation/imports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/imports', 'Importación', {
  POST: route(
    {
      auth: 'staff',
      idempotent: true,
      scope: 'properties:write',
      summary:
        'Simulacro de importación de inmuebles: lee el CSV (UTF-8 o Windows-1252, separado por ; o ,; columnas de la plantilla GET /api/imports/template.csv o sus alias en español) y, opcionalmente, un .zip de fotos nombradas {código}-{n}.jpg. Valida cada fila como POST /api/properties y dice qué haría (crear, actualizar o error, con la columna y el mensaje), sin escribir ningún inmueble. Un asesor importa solo en lo suyo. Se aplica con POST /api/imports/{id}/commit.',
      multipart: {
        fileField: IMPORT_FILE_FIELD,
        maxFiles: 2,
        fileDescription: `"${IMPORT_FILE_FIELD}": el CSV (máximo ${IMPORT_LIMITS.csvBytes / MB} MB, ${IMPORT_LIMITS.rows} filas); "${IMPORT_PHOTOS_FIELD}" (opcional): un .zip de fotos (máximo ${IMPORT_LIMITS.zipBytes / MB} MB)`,
      },
      responses: {
        200: { description: 'El simulacro, guardado', schema: okEnvelope(importAnswerSchema) },
        400: {
          description: `'${IMPORT_MESSAGES.noFile}', '${IMPORT_MESSAGES.empty}', '${IMPORT_MESSAGES.noCodeColumn}', '${IMPORT_MESSAGES.tooManyRows}', '${IMPORT_MESSAGES.badZip}' o un formulario mal formado`,
        },
        413: { description: `'${IMPORT_MESSAGES.csvTooBig}' o '${IMPORT_MESSAGES.zipTooBig}'` },
        415: {
          description: `'${IMPORT_MESSAGES.notCsv}', '${IMPORT_MESSAGES.notZip}' o la solicitud no es multipart/form-data`,
        },
      },
    },
    async ({ caller, request }) => {
      const upload = await receiveImport(request);
      return ok(await previewImport(upload, staffScope(caller)));
    },
  ),
});
