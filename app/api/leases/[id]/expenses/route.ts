import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { recordExpense } from '@/lib/services/rentals';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { expenseCreateSchema, ledgerExpenseSchema } from '@/lib/validation/lease-payments';
import { leaseIdParamSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/expenses', 'Arriendos', {
  POST: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      idempotent: true,
      summary:
        'Registrar un gasto pagado por cuenta del propietario para el inmueble (reparaciones, la administración del edificio si la paga la inmobiliaria): se descuenta en la liquidación del propietario del mes de su fecha. Honra Idempotency-Key.',
      params: leaseIdParamSchema,
      body: expenseCreateSchema,
      rules: [`una fecha futura ('${LEDGER_MESSAGES.dateInFuture}')`, CALENDAR_DAY_RULE],
      responses: {
        201: { description: `'${LEDGER_MESSAGES.expenseRecorded}'`, schema: withMessage(ledgerExpenseSchema) },
        400: { description: `Datos no válidos, p. ej. '${LEDGER_MESSAGES.descriptionRequired}'` },
        404: { description: `'${LEASE_MESSAGES.notFound}' (también el de un inmueble de otro asesor)` },
      },
    },
    async ({ params, body, caller }) =>
      ok(await recordExpense(params.id, body, staffScope(caller)), LEDGER_MESSAGES.expenseRecorded, { status: 201 }),
  ),
});
