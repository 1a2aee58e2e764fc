import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_LAW_RULES, LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { getLease, updateLease } from '@/lib/services/rentals';
import { leaseIdParamSchema, leasePatchSchema, leaseSchema } from '@/lib/validation/leases';

const notFound = { 404: { description: `${LEASE_MESSAGES.notFound} (también el de otro asesor)` } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'Un contrato de arriendo: inmueble, propietario, asesor, arrendatario, garantía, escalones del canon, término vigente (prorrogado automáticamente por un término igual, Ley 820 art. 6), estado, próximo incremento, incrementos, avisos enviados, enlace del arrendatario y saldo de hoy.',
      params: leaseIdParamSchema,
      responses: {
        200: { description: 'El contrato', schema: okEnvelope(leaseSchema) },
        400: { description: LEASE_MESSAGES.invalidId },
        ...notFound,
      },
    },
    async ({ params, caller }) => ok(await getLease(params.id, staffScope(caller))),
  ),
  PATCH: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      rules: [
        LEASE_LAW_RULES[0],
        LEASE_LAW_RULES[1],
        `el canon o la fecha de inicio ('${LEASE_MESSAGES.rentByIncrease}')`,
        `un cuerpo sin ningún campo ('${LEASE_MESSAGES.emptyPatch}')`,
      ],
      summary:
        'Cambiar los datos de contacto del arrendatario, la garantía, la administración (cargos futuros), los días de gracia, la comisión, el valor comercial o los canales de contacto autorizados. El canon cambia solo con un incremento. Cada cambio queda en el registro de actividad.',
      params: leaseIdParamSchema,
      body: leasePatchSchema,
      responses: {
        200: { description: `'${LEASE_MESSAGES.updated}'`, schema: withMessage(leaseSchema) },
        400: { description: `ID o datos no válidos, p. ej. '${LEASE_MESSAGES.rentByIncrease}'` },
        ...notFound,
        409: { description: LEASE_MESSAGES.endedLease },
      },
    },
    async ({ params, body, caller }) =>
      ok(await updateLease(params.id, body, staffScope(caller)), LEASE_MESSAGES.updated),
  ),
});
