import { BODY_RULES } from '@/lib/api/property-routes';
import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope, isStaff, staffScope } from '@/lib/auth/guard';
import { NotFoundError } from '@/lib/domain/errors';
import { MANDATE_REQUIRED_TO_PUBLISH } from '@/lib/domain/mandates';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { PROPERTY_CODE_MESSAGES } from '@/lib/domain/property-code';
import { doneSchema, okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { deleteProperty, getAdminProperty, getPublicProperty, updateProperty } from '@/lib/services/properties';
import { propertyIdParamsSchema, propertyUpdateSchema, versionFromIfMatch } from '@/lib/validation/properties';
import { apiPropertySchema } from '@/lib/validation/property-response';

const badId = { 400: { description: `'${PROPERTY_MESSAGES.invalidId}' o datos no válidos` } };
const notFound = { 404: { description: `'${PROPERTY_MESSAGES.notFound}'` } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}', 'Propiedades', {
  GET: route(
    {
      auth: 'optional',
      scope: 'properties:read',
      summary:
        'Una propiedad por id o slug. El público ve disponible, reservado, vendido y arrendado; los administradores, todas; un asesor, todas las suyas (las de otros responden 404).',
      params: propertyIdParamsSchema,
      cache: 'public',
      responses: { 200: { description: 'La propiedad', schema: okEnvelope(apiPropertySchema) }, ...badId, ...notFound },
    },
    async ({ caller, params }) => {
      const property =
        caller && isStaff(caller)
          ? await getAdminProperty(params.id, agentScope(caller))
          : await getPublicProperty(params.id);
      if (!property) throw new NotFoundError(PROPERTY_MESSAGES.notFound);
      return ok(property);
    },
  ),
  PUT: route(
    {
      auth: 'staff',
      scope: 'properties:write',
      summary:
        'Actualiza solo los campos enviados (sin estado, conserva el guardado). Con `version` en el cuerpo o la cabecera If-Match, una versión vieja responde 409 y no cambia nada. Un asesor solo edita las suyas (las de otros responden 404) y no puede reasignarlas (403); `agentId` lo cambia un administrador.',
      params: propertyIdParamsSchema,
      body: propertyUpdateSchema,
      rules: BODY_RULES,
      responses: {
        200: { description: `'${PROPERTY_MESSAGES.updated}'`, schema: withMessage(apiPropertySchema) },
        ...badId,
        403: { description: `'${PROPERTY_MESSAGES.onlyAdminAssigns}'` },
        ...notFound,
        409: {
          description: `'${PROPERTY_MESSAGES.conflict}', '${PROPERTY_CODE_MESSAGES.taken}' o '${MANDATE_REQUIRED_TO_PUBLISH}'`,
          codes: ['version_conflict', 'property_code_taken', 'mandate_required'],
        },
      },
    },
    async ({ request, caller, params, body }) => {
      const version = versionFromIfMatch(request.headers.get('if-match'));
      return ok(await updateProperty(params.id, body, staffScope(caller), version), PROPERTY_MESSAGES.updated);
    },
  ),
  DELETE: route(
    {
      auth: 'admin',
      scope: 'properties:write',
      summary: 'Elimina la propiedad y sus imágenes y videos almacenados (solo administradores: un asesor no elimina).',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: `'${PROPERTY_MESSAGES.deleted}'`, schema: doneSchema },
        ...badId,
        ...notFound,
      },
    },
    async ({ caller, params }) => {
      await deleteProperty(params.id, staffScope(caller));
      return done(PROPERTY_MESSAGES.deleted);
    },
  ),
});
