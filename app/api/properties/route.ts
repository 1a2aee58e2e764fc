import { BODY_RULES, LIST_NOTE, LIST_RULES, listProperties, propertyPageSchema } from '@/lib/api/property-routes';
import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { MANDATE_REQUIRED_TO_PUBLISH } from '@/lib/domain/mandates';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { PROPERTY_CODE_MESSAGES } from '@/lib/domain/property-code';
import { withMessage } from '@/lib/openapi/schemas';
import { createProperty } from '@/lib/services/properties';
import { propertyCreateSchema, propertyListQuerySchema } from '@/lib/validation/properties';
import { apiPropertySchema } from '@/lib/validation/property-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties', 'Propiedades', {
  GET: route(
    {
      auth: 'optional',
      scope: 'properties:read',
      summary: `Lista paginada y filtrada de propiedades. ${LIST_NOTE}`,
      query: propertyListQuerySchema,
      staffQuery: ['status'],
      cache: 'public',
      rules: LIST_RULES,
      responses: { 200: { description: 'Una página de propiedades', schema: propertyPageSchema } },
    },
    listProperties,
  ),
  POST: route(
    {
      auth: 'staff',
      idempotent: true,
      scope: 'properties:write',
      summary:
        "Crea una propiedad; los campos omitidos toman sus valores por defecto; empieza como 'borrador' salvo otro estado. La de un asesor queda asignada a él (otro `agentId` responde 403); un administrador elige `agentId`.",
      body: propertyCreateSchema,
      rules: BODY_RULES,
      responses: {
        201: { description: `'${PROPERTY_MESSAGES.created}'`, schema: withMessage(apiPropertySchema) },
        400: {
          description: `Cuerpo no válido, código de ciudad o localidad inexistente o archivado, o '${PROPERTY_MESSAGES.agentUnavailable}'`,
        },
        403: { description: `'${PROPERTY_MESSAGES.onlyAdminAssigns}'` },
        409: {
          description: `'${PROPERTY_CODE_MESSAGES.taken}' o '${MANDATE_REQUIRED_TO_PUBLISH}'`,
          codes: ['property_code_taken', 'mandate_required'],
        },
      },
    },
    async ({ caller, body }) =>
      ok(await createProperty(body, staffScope(caller)), PROPERTY_MESSAGES.created, { status: 201 }),
  ),
});
