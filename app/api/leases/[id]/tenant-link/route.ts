import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { doneSchema, withMessage } from '@/lib/openapi/schemas';
import { createTenantLink, revokeTenantLink } from '@/lib/services/rentals';
import { leaseIdParamSchema, tenantLinkSchema } from '@/lib/validation/leases';

const notFound = { 404: { description: `${LEASE_MESSAGES.notFound} (también el de otro asesor)` } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/tenant-link', 'Arriendos', {
  POST: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      summary:
        'El enlace del estado de cuenta del arrendatario (/inquilino/{token}: saldo, cargos y pagos, próximo vencimiento y cómo pagar; sin indexar ni guardar en caché). Devuelve el enlace activo o crea uno (201).',
      params: leaseIdParamSchema,
      responses: {
        200: { description: 'El enlace activo', schema: withMessage(tenantLinkSchema) },
        201: { description: `'${LEASE_MESSAGES.linkCreated}'`, schema: withMessage(tenantLinkSchema) },
        ...notFound,
        409: { description: LEASE_MESSAGES.endedLease },
      },
    },
    async ({ params, caller }) => {
      const { created, ...link } = await createTenantLink(params.id, staffScope(caller));
      return ok(link, LEASE_MESSAGES.linkCreated, { status: created ? 201 : 200 });
    },
  ),
  DELETE: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      summary: 'Revocar el enlace del arrendatario: deja de abrir al instante (404).',
      params: leaseIdParamSchema,
      responses: {
        200: { description: `'${LEASE_MESSAGES.linkRevoked}'`, schema: doneSchema },
        404: { description: `${LEASE_MESSAGES.notFound}, o '${LEASE_MESSAGES.noLinkToRevoke}'` },
      },
    },
    async ({ params, caller }) => {
      await revokeTenantLink(params.id, staffScope(caller));
      return done(LEASE_MESSAGES.linkRevoked);
    },
  ),
});
