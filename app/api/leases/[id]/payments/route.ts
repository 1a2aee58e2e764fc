import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { recordPayment } from '@/lib/services/rentals';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { paymentCreateSchema } from '@/lib/validation/lease-payments';
import { paymentRecordedSchema } from '@/lib/validation/lease-statement';
import { leaseIdParamSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/payments', 'Arriendos', {
  POST: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      idempotent: true,
      summary:
        'Registrar un pago del arrendatario (pesos enteros; transferencia, consignacion, pse o efectivo). Se aplica primero a los intereses de mora y luego al cargo más antiguo (Código Civil, art. 1653); un pago parcial deja el resto abierto y lo que sobra queda como saldo a favor para el próximo cargo. Envíe un Idempotency-Key: un reintento con la misma llave devuelve el mismo pago, nunca uno segundo. Emite payment.recorded.',
      params: leaseIdParamSchema,
      body: paymentCreateSchema,
      rules: [
        `una fecha futura ('${LEDGER_MESSAGES.dateInFuture}')`,
        `una fecha anterior al inicio del contrato ('${LEDGER_MESSAGES.dateBeforeStart}')`,
        CALENDAR_DAY_RULE,
      ],
      responses: {
        201: {
          description: `'${LEDGER_MESSAGES.paymentRecorded}': el pago y el estado de cuenta después de él`,
          schema: withMessage(paymentRecordedSchema),
        },
        400: {
          description: `Datos no válidos, p. ej. '${LEDGER_MESSAGES.amountInteger}' o '${LEDGER_MESSAGES.method}'`,
        },
        404: { description: `'${LEASE_MESSAGES.notFound}' (también el de un inmueble de otro asesor)` },
      },
    },
    async ({ params, body, caller }) =>
      ok(await recordPayment(params.id, body, staffScope(caller)), LEDGER_MESSAGES.paymentRecorded, { status: 201 }),
  ),
});
