import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { withMessage } from '@/lib/openapi/schemas';
import { terminateLease } from '@/lib/services/rentals';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { leaseIdParamSchema, leaseSchema, leaseTerminateSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/terminate', 'Arriendos', {
  POST: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      summary:
        'Terminar el contrato en una fecha con su motivo: queda terminado desde ese día, no se cobran los periodos que empiezan ese día o después, el enlace del arrendatario deja de abrir y se emite lease.terminated. El inmueble sigue arrendado hasta que el asesor lo cambie.',
      params: leaseIdParamSchema,
      body: leaseTerminateSchema,
      rules: [CALENDAR_DAY_RULE, `una fecha anterior al inicio ('${LEASE_MESSAGES.terminateBeforeStart}')`],
      responses: {
        200: { description: `'${LEASE_MESSAGES.terminated}'`, schema: withMessage(leaseSchema) },
        400: { description: `Datos no válidos, p. ej. '${LEASE_MESSAGES.terminateReason}'` },
        404: { description: `${LEASE_MESSAGES.notFound} (también el de otro asesor)` },
        409: { description: LEASE_MESSAGES.alreadyTerminated },
      },
    },
    async ({ params, body, caller }) =>
      ok(await terminateLease(params.id, body, staffScope(caller)), LEASE_MESSAGES.terminated),
  ),
});
