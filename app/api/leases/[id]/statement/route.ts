import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { okEnvelope } from '@/lib/openapi/schemas';
import { statementInScope } from '@/lib/services/rentals';
import { statementSchema } from '@/lib/validation/lease-statement';
import { leaseIdParamSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/statement', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'Estado de cuenta del contrato hoy (hora de Bogotá): cada cargo (canon + administración) con lo pagado y su estado (pagado, pendiente, vencido, saldado_al_registrar), cada pago con a dónde fue, los gastos del inmueble, los intereses de mora (a la tasa de Configuración > Arriendos; sin tasa, sin intereses), el saldo a favor, el saldo, los días de mora y el próximo vencimiento. Se calcula de los asientos; nunca se guarda.',
      params: leaseIdParamSchema,
      responses: {
        200: { description: 'El estado de cuenta', schema: okEnvelope(statementSchema) },
        400: { description: `'${LEASE_MESSAGES.invalidId}'` },
        404: { description: `'${LEASE_MESSAGES.notFound}' (también el de un inmueble de otro asesor)` },
      },
    },
    async ({ params, caller }) => ok(await statementInScope(params.id, staffScope(caller))),
  ),
});
