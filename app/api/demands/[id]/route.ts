import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { DEMAND_MESSAGES, DEMAND_RULES } from '@/lib/domain/demands';
import { doneSchema, okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { deleteDemand, getDemand, updateDemand } from '@/lib/services/demands';
import { apiDemandSchema, demandIdParamSchema, demandPatchSchema } from '@/lib/validation/demands';

const badId = { 400: { description: DEMAND_MESSAGES.invalidId } };
const notFound = { 404: { description: `${DEMAND_MESSAGES.notFound} (también la de otro asesor)` } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/demands/{id}', 'Demandas', {
  GET: route(
    {
      auth: 'staff',
      summary: 'Una demanda con su cliente, sus criterios y su asesor',
      params: demandIdParamSchema,
      responses: { 200: { description: 'La demanda', schema: okEnvelope(apiDemandSchema) }, ...badId, ...notFound },
    },
    async ({ params, caller }) => ok(await getDemand(params.id, caller.user)),
  ),
  PATCH: route(
    {
      auth: 'staff',
      rules: [...DEMAND_RULES, `un cuerpo sin ningún dato ('${DEMAND_MESSAGES.emptyPatch}')`],
      summary:
        'Cambiar el estado (activa, en_pausa, cerrada), los datos del cliente, los criterios (null borra uno), las notas o el asesor (agentId, solo administradores). Los rangos se comprueban con lo guardado; los cambios quedan en el registro de actividad.',
      params: demandIdParamSchema,
      body: demandPatchSchema,
      responses: {
        200: { description: DEMAND_MESSAGES.updated, schema: withMessage(apiDemandSchema) },
        400: { description: `ID no válido, datos no válidos, o '${DEMAND_MESSAGES.agentUnavailable}'` },
        403: { description: DEMAND_MESSAGES.onlyAdminAssigns },
        ...notFound,
      },
    },
    async ({ params, body, caller }) =>
      ok(await updateDemand(params.id, body, staffScope(caller)), DEMAND_MESSAGES.updated),
  ),
  DELETE: route(
    {
      auth: 'staff',
      summary: 'Eliminar una demanda (un asesor, solo las suyas); queda en el registro de actividad',
      params: demandIdParamSchema,
      responses: { 200: { description: DEMAND_MESSAGES.deleted, schema: doneSchema }, ...badId, ...notFound },
    },
    async ({ params, caller }) => {
      await deleteDemand(params.id, staffScope(caller));
      return done(DEMAND_MESSAGES.deleted);
    },
  ),
});
