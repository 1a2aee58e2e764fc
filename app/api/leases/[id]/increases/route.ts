import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { INCREASE_MESSAGES } from '@/lib/domain/rentals/notice-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { applyIncrease } from '@/lib/services/rentals';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { increaseBodySchema, increaseSchema } from '@/lib/validation/lease-increases';
import { leaseIdParamSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/increases', 'Arriendos', {
  POST: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      idempotent: true,
      summary:
        'Incrementar el canon (Ley 820 de 2003, artículo 20): percent desde effectiveDate, el inicio de un periodo del contrato (hoy o después, aún sin cobro). Solo tras doce meses de ejecución con el mismo canon, hasta el IPC del año calendario anterior a effectiveDate (Configuración > Arriendos) y sin que el canon pase del 1 % del valor comercial (artículo 18). Notifica al arrendatario (carta en PDF por email, con el monto y la fecha en que rige), la registra en el contrato, emite lease.increase_notified y queda en el registro de actividad. Los cargos de los periodos desde effectiveDate usan el nuevo canon.',
      params: leaseIdParamSchema,
      body: increaseBodySchema,
      rules: [
        `antes de doce meses con el mismo canon (Ley 820 art. 20; code increase_too_early)`,
        `un porcentaje mayor que el IPC del año anterior a effectiveDate (Ley 820 art. 20; code increase_above_ipc)`,
        `un canon resultante mayor que el 1 % de commercialValue (Ley 820 art. 18; code increase_above_commercial_value)`,
        `effectiveDate que no es el inicio de un periodo del contrato, o anterior a hoy ('${INCREASE_MESSAGES.pastDate}')`,
        CALENDAR_DAY_RULE,
      ],
      responses: {
        201: { description: `'${INCREASE_MESSAGES.applied}'`, schema: withMessage(increaseSchema) },
        400: {
          description: 'Datos no válidos, o un incremento que la Ley 820 no permite (el mensaje cita el artículo)',
          codes: ['increase_too_early', 'increase_above_ipc', 'increase_above_commercial_value'],
        },
        404: { description: `'${LEASE_MESSAGES.notFound}' (también el de otro asesor)` },
        409: {
          description: `El IPC del año no está registrado (code ipc_not_recorded), el contrato está terminado ('${INCREASE_MESSAGES.afterTermination}'), el periodo ya tiene su cobro, u otro incremento a la vez`,
          codes: ['ipc_not_recorded'],
        },
      },
    },
    async ({ params, body, caller }) => {
      const increase = await applyIncrease(params.id, body, staffScope(caller));
      const message = increase.notifiedAt ? INCREASE_MESSAGES.applied : INCREASE_MESSAGES.appliedNoEmail;
      return ok(increase, message, { status: 201 });
    },
  ),
});
