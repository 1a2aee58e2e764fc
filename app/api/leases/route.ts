import { ok, okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { DOCUMENT_RULE } from '@/lib/domain/owners';
import { LEASE_LAW_RULES, LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { pageEnvelope, withMessage } from '@/lib/openapi/schemas';
import { createLease, listLeases } from '@/lib/services/rentals';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { leaseCreateSchema, leaseListQuerySchema, leaseRowSchema, leaseSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'Contratos de arriendo administrados, del más reciente al más antiguo: arrendatario, inmueble, canon vigente, estado (vigente, por_vencer en los últimos 120 días del término, terminado), saldo y fecha del próximo incremento. Búsqueda por arrendatario, documento, título o código del inmueble (q); filtro por inmueble (propertyId: sus contratos, el vigente y los terminados) y por estado; un asesor ve los de sus inmuebles, un administrador todos y puede filtrar por asesor (agentId).',
      query: leaseListQuerySchema,
      responses: { 200: { description: 'Página de contratos', schema: pageEnvelope(leaseRowSchema) } },
    },
    async ({ query, caller }) => {
      const page = await listLeases(query, staffScope(caller));
      return okPage(page.items, page.pagination);
    },
  ),
  POST: route(
    {
      auth: 'staff',
      scope: 'leases:write',
      idempotent: true,
      summary:
        'Firmar (registrar) un contrato de arriendo sobre un inmueble en arriendo con mandato vigente: arrendatario con su autorización de datos (tenantConsent: true, Ley 1581), garantía personal (codeudor, afianzadora o ninguna), canon y administración en pesos, inicio, término (12 meses por defecto), días de gracia (5), comisión de administración, valor comercial opcional y, para un contrato existente, paidThrough (los periodos que empiezan antes quedan "Saldado al registrar"). Crea los cargos de los periodos ya empezados, pone el inmueble en arrendado (sale del listado, el feed, el sitemap y el cruce) y emite lease.signed.',
      body: leaseCreateSchema,
      rules: [...LEASE_LAW_RULES, DOCUMENT_RULE, CALENDAR_DAY_RULE],
      responses: {
        201: { description: `'${LEASE_MESSAGES.created}'`, schema: withMessage(leaseSchema) },
        400: {
          description: `Datos no válidos o fuera de la Ley 820, p. ej. '${LEASE_MESSAGES.consent}', '${LEASE_MESSAGES.deposit}' o el artículo 18`,
        },
        404: { description: `${LEASE_MESSAGES.propertyNotFound} (también el de otro asesor)` },
        409: {
          description: `'${LEASE_MESSAGES.notARental}', '${LEASE_MESSAGES.noMandate}' o '${LEASE_MESSAGES.leaseInForce}'`,
          codes: ['not_a_rental', 'mandate_required', 'lease_in_force'],
        },
      },
    },
    async ({ body, caller }) =>
      ok(await createLease(body, staffScope(caller)), LEASE_MESSAGES.created, { status: 201 }),
  ),
});
