import { ok, okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { DEMAND_MESSAGES, DEMAND_RULES } from '@/lib/domain/demands';
import { pageEnvelope, withMessage } from '@/lib/openapi/schemas';
import { createDemand, listDemands } from '@/lib/services/demands';
import { apiDemandSchema, demandCreateSchema, demandListQuerySchema } from '@/lib/validation/demands';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/demands', 'Demandas', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Demandas de clientes, de la más reciente a la más antigua: búsqueda por nombre, email o teléfono del cliente (q), filtros por estado (activa, en_pausa, cerrada), operación y asesor (agentId, administradores). Un asesor ve solo las suyas.',
      query: demandListQuerySchema,
      responses: { 200: { description: 'Página de demandas', schema: pageEnvelope(apiDemandSchema) } },
    },
    async ({ query, caller }) => {
      const page = await listDemands(query, caller.user);
      return okPage(page.items, page.pagination);
    },
  ),
  POST: route(
    {
      auth: 'staff',
      idempotent: true,
      rules: DEMAND_RULES,
      summary:
        'Registrar lo que busca un cliente (comprador o arrendatario): sus datos con su autorización (clientConsent: true, Ley 1581 de 2012), la operación, uno o más tipos de inmueble, la ciudad y las localidades o barrios (códigos o nombres), rangos de precio y estrato y mínimos de habitaciones, baños, parqueaderos y área. Estado activa por defecto; el asesor es quien la crea (un administrador puede asignarla a cualquier miembro activo del equipo).',
      body: demandCreateSchema,
      responses: {
        201: { description: DEMAND_MESSAGES.created, schema: withMessage(apiDemandSchema) },
        400: {
          description: `Datos no válidos, p. ej. '${DEMAND_MESSAGES.consent}' o '${DEMAND_MESSAGES.agentUnavailable}'`,
        },
        403: { description: DEMAND_MESSAGES.onlyAdminAssigns },
      },
    },
    async ({ body, caller }) =>
      ok(await createDemand(body, staffScope(caller)), DEMAND_MESSAGES.created, { status: 201 }),
  ),
});
