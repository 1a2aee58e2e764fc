import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope, staffScope } from '@/lib/auth/guard';
import { MANDATE_MESSAGES } from '@/lib/domain/mandates';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { endMandate, getMandate, putMandate } from '@/lib/services/mandates';
import { MANDATE_PUT_RULES, mandatePutSchema, mandateResponseSchema } from '@/lib/validation/mandates';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

const badId = { 400: { description: `'${PROPERTY_MESSAGES.invalidId}'` } };
const noProperty = `'${PROPERTY_MESSAGES.notFound}' (también la propiedad de otro asesor)`;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/mandate', 'Mandatos', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'El mandato de la propiedad (contrato de corretaje o consignación): propietario, exclusividad, comisión, fechas AAAA-MM-DD y estado (vigente, por_vencer, vencido, terminado) calculado hoy en Bogotá. Un asesor solo ve el de sus propiedades.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: 'El mandato', schema: okEnvelope(mandateResponseSchema) },
        ...badId,
        404: { description: `'${MANDATE_MESSAGES.notFound}', o ${noProperty}` },
      },
    },
    async ({ caller, params }) => ok(await getMandate(params.id, { agentId: agentScope(caller) })),
  ),
  PUT: route(
    {
      auth: 'staff',
      summary:
        'Registra o reemplaza el mandato de la propiedad. Una renovación mueve las fechas (y los recordatorios empiezan de nuevo si cambia el fin); sobre un mandato terminado lo reabre. Un asesor solo con propietarios suyos. Queda en el registro de actividad.',
      params: propertyIdParamsSchema,
      body: mandatePutSchema,
      rules: MANDATE_PUT_RULES,
      responses: {
        200: { description: `'${MANDATE_MESSAGES.saved}'`, schema: withMessage(mandateResponseSchema) },
        400: {
          description: `Datos no válidos: '${MANDATE_MESSAGES.endBeforeStart}', '${MANDATE_MESSAGES.commission}', '${MANDATE_MESSAGES.ownerMissing}', fechas AAAA-MM-DD`,
        },
        404: { description: noProperty },
        409: { description: 'Otro usuario guardó el mandato al mismo tiempo', codes: ['version_conflict'] },
      },
    },
    async ({ caller, params, body }) =>
      ok(await putMandate(params.id, body, staffScope(caller)), MANDATE_MESSAGES.saved),
  ),
  DELETE: route(
    {
      auth: 'staff',
      summary:
        'Terminar el mandato: queda terminado desde ahora (endedAt); el registro y su contrato se conservan, y un PUT lo reabre. Queda en el registro de actividad.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: `'${MANDATE_MESSAGES.ended}'`, schema: withMessage(mandateResponseSchema) },
        ...badId,
        404: { description: `'${MANDATE_MESSAGES.notFound}', o ${noProperty}` },
        409: { description: `'${MANDATE_MESSAGES.alreadyEnded}'` },
      },
    },
    async ({ caller, params }) => ok(await endMandate(params.id, staffScope(caller)), MANDATE_MESSAGES.ended),
  ),
});
