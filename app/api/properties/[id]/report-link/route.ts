import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { OWNER_REPORT_MESSAGES } from '@/lib/domain/owner-report';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { withMessage } from '@/lib/openapi/schemas';
import { createReportLink, revokeReportLinks } from '@/lib/services/reports';
import { ownerReportLinkSchema, ownerReportRevokeSchema } from '@/lib/validation/owner-report';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

const notFound = { description: `'${PROPERTY_MESSAGES.notFound}' (también el de otro asesor)` };

// The owner's link (docs/owner-report.md#the-link): a signed /propietario/{token} that opens the
// report without an account while the property's mandate is current.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/report-link', 'Propiedades', {
  POST: route(
    {
      auth: 'staff',
      summary:
        'El enlace del informe para el propietario (/propietario/{token}, firmado, sin cuenta). Si el inmueble ya tiene uno activo, responde ese. Solo con un mandato vigente. Un asesor, solo de sus inmuebles.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: OWNER_REPORT_MESSAGES.linkExisting, schema: withMessage(ownerReportLinkSchema) },
        201: { description: OWNER_REPORT_MESSAGES.linkCreated, schema: withMessage(ownerReportLinkSchema) },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: notFound,
        409: { description: `'${OWNER_REPORT_MESSAGES.noCurrentMandate}'` },
      },
    },
    async ({ caller, params }) => {
      const { created, ...link } = await createReportLink(params.id, {
        id: caller.user.id,
        agentId: agentScope(caller),
      });
      return created
        ? ok(link, OWNER_REPORT_MESSAGES.linkCreated, { status: 201 })
        : ok(link, OWNER_REPORT_MESSAGES.linkExisting);
    },
  ),
  DELETE: route(
    {
      auth: 'staff',
      summary:
        'Revoca el enlace del propietario: desde ese momento /propietario/{token} responde 404. Sin enlace activo, no cambia nada.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: OWNER_REPORT_MESSAGES.linkRevoked, schema: withMessage(ownerReportRevokeSchema) },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: notFound,
      },
    },
    async ({ caller, params }) => {
      const revoked = await revokeReportLinks(params.id, agentScope(caller));
      return ok({ revoked }, revoked > 0 ? OWNER_REPORT_MESSAGES.linkRevoked : OWNER_REPORT_MESSAGES.noLiveLink);
    },
  ),
});
