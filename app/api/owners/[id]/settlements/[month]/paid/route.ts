import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { recordSettlementPayout } from '@/lib/services/rentals';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { payoutSchema, settlementMonthParams, settlementSchema } from '@/lib/validation/settlements';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api(
  '/api/owners/{id}/settlements/{month}/paid',
  'Propietarios',
  {
    POST: route(
      {
        auth: 'staff',
        scope: 'leases:write',
        summary:
          'Registrar que la inmobiliaria pagó al propietario la liquidación de un mes cerrado (date, reference): una sola vez por propietario y mes, con las cifras del momento del pago. Queda en el registro de actividad del propietario.',
        params: settlementMonthParams,
        body: payoutSchema,
        rules: [
          `un mes que no ha cerrado ('${LEDGER_MESSAGES.payoutMonthOpen}')`,
          `una fecha futura ('${LEDGER_MESSAGES.dateInFuture}')`,
          CALENDAR_DAY_RULE,
        ],
        responses: {
          201: {
            description: `'${LEDGER_MESSAGES.payoutRecorded}': la liquidación con su pago`,
            schema: withMessage(settlementSchema),
          },
          400: { description: `ID, mes o fecha no válidos` },
          404: { description: `'${LEDGER_MESSAGES.ownerNotFound}' (también el de otro asesor)` },
          409: { description: `'${LEDGER_MESSAGES.payoutExists}' o '${LEDGER_MESSAGES.payoutNothing}'` },
        },
      },
      async ({ params, body, caller }) =>
        ok(
          await recordSettlementPayout(params.id, params.month, body, staffScope(caller)),
          LEDGER_MESSAGES.payoutRecorded,
          {
            status: 201,
          },
        ),
    ),
  },
);
