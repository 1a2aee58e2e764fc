import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { okEnvelope } from '@/lib/openapi/schemas';
import { statementInScope } from '@/lib/services/rentals';
import { leaseIdParams } from '@/lib/validation/lease-payments';
import { statementSchema } from '@/lib/validation/lease-statement';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/statement', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'Estado de cuenta del contrato hoy (hora de Bogotá): cada cargo (canon + administración) con lo pagado y su estado (pagado, pendiente, vencido, saldado_al_registrar), cada pago con a dónde fue, los gastos del inmueble, los intereses de mora (a la tasa de Configuración > Arriendos; sin tasa, sin intereses), el saldo a favor, el saldo, los días de mora y el próximo vencimiento. Se calcula de los asientos; nunca se guarda.',
      params: leaseIdParams,
      responses: {
        200: { description: 'El estado de cuenta', schema: okEnvelope(statementSchema) },
        400: { description: `'${LEDGER_MESSAGES.invalidLeaseId}'` },
        404: { description: `'${LEDGER_MESSAGES.leaseNotFound}' (también el de un inmueble de otro asesor)` },
      },
    },
    async ({ params, caller }) => ok((await statementInScope(params.id, staffScope(caller))).statement),
  ),
});
