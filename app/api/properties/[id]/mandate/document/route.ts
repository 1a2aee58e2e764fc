import { receiveMandateDocument } from '@/lib/api/mandate-document';
import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { FORM_RULE } from '@/lib/api/upload-routes';
import { agentScope, staffScope } from '@/lib/auth/guard';
import { MANDATE_DOCUMENT_FIELD, MANDATE_DOCUMENT_MAX_BYTES, MANDATE_MESSAGES } from '@/lib/domain/mandates';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { MB } from '@/lib/domain/upload-limits';
import { withMessage } from '@/lib/openapi/schemas';
import { mandateForDocument, readMandateDocument, saveMandateDocument } from '@/lib/services/mandates';
import { mandateResponseSchema } from '@/lib/validation/mandates';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

const noProperty = `'${PROPERTY_MESSAGES.notFound}' (también la propiedad de otro asesor)`;
const maxMb = MANDATE_DOCUMENT_MAX_BYTES / MB;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/mandate/document', 'Mandatos', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Descarga el contrato firmado del mandato (PDF, como adjunto). Solo personal de la agencia; nunca tiene una URL pública. Un asesor solo el de sus propiedades.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: 'El PDF (application/pdf, Content-Disposition: attachment)' },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: { description: `'${MANDATE_MESSAGES.notFound}', '${MANDATE_MESSAGES.documentMissing}', o ${noProperty}` },
      },
    },
    async ({ caller, params }) => {
      const { data, fileName } = await readMandateDocument(params.id, { agentId: agentScope(caller) });
      return new Response(new Uint8Array(data), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(data.length),
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  ),
  POST: route(
    {
      auth: 'staff',
      summary:
        'Sube el contrato firmado del mandato: un PDF, reconocido por sus bytes (empieza por %PDF-), no por el nombre ni el Content-Type. Se guarda en la base de datos (nunca en una URL pública) y reemplaza el anterior. Queda en el registro de actividad.',
      params: propertyIdParamsSchema,
      multipart: {
        fileField: MANDATE_DOCUMENT_FIELD,
        maxFiles: 1,
        fileDescription: `Un PDF de ${maxMb} MB como máximo`,
      },
      rules: [FORM_RULE, "un archivo vacío ('El archivo {filename} está vacío')"],
      responses: {
        200: { description: `'${MANDATE_MESSAGES.documentSaved}'`, schema: withMessage(mandateResponseSchema) },
        400: {
          description: `'No se recibieron archivos', 'Máximo 1 archivos permitidos', archivo vacío, archivo en otro campo que "${MANDATE_DOCUMENT_FIELD}" o cuerpo multipart mal formado`,
        },
        404: { description: `'${MANDATE_MESSAGES.registerFirst}', o ${noProperty}` },
        413: { description: `'El archivo {filename} es demasiado grande. Máximo ${maxMb}MB'` },
        415: { description: "'El archivo {filename} no es un PDF', o la solicitud no es multipart/form-data" },
      },
    },
    async ({ caller, params, request }) => {
      const scope = staffScope(caller);
      // The mandate must exist before a byte of the file is read.
      await mandateForDocument(params.id, scope);
      const data = await receiveMandateDocument(request);
      return ok(await saveMandateDocument(params.id, data, scope), MANDATE_MESSAGES.documentSaved);
    },
  ),
});
