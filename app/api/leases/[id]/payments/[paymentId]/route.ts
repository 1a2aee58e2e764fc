import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { reversePayment } from '@/lib/services/rentals';
import { leasePaymentParams, paymentReversalSchema } from '@/lib/validation/lease-payments';
import { statementSchema } from '@/lib/validation/lease-statement';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/payments/{paymentId}', 'Arriendos', {
  DELETE: route(
    {
      auth: 'admin',
      scope: 'leases:write',
      summary:
        'Reversar un pago (solo administradores): queda un asiento de reversión con quién, cuándo y por qué (reason), y el pago deja de aplicarse. Nada se borra: el pago y su reversión siguen en el estado de cuenta y en el registro de actividad.',
      params: leasePaymentParams,
      body: paymentReversalSchema,
      responses: {
        200: {
          description: `'${LEDGER_MESSAGES.paymentReversed}': el estado de cuenta después de la reversión`,
          schema: withMessage(statementSchema),
        },
        400: { description: `ID no válido o '${LEDGER_MESSAGES.reasonRequired}'` },
        404: { description: `'${LEASE_MESSAGES.notFound}' o '${LEDGER_MESSAGES.paymentNotFound}'` },
        409: { description: `'${LEDGER_MESSAGES.alreadyReversed}'` },
      },
    },
    async ({ params, body, caller }) =>
      ok(
        await reversePayment(params.id, params.paymentId, body.reason, staffScope(caller)),
        LEDGER_MESSAGES.paymentReversed,
      ),
  ),
});
