import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { renderStatementPdf, statementFileName, statementWithLease } from '@/lib/services/rentals';
import { readSettings } from '@/lib/services/settings';
import { leaseIdParamSchema } from '@/lib/validation/leases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/{id}/statement.pdf', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'El estado de cuenta en PDF ("Estado de cuenta", A4): las mismas cifras que GET /api/leases/{id}/statement y los datos bancarios para pagar.',
      params: leaseIdParamSchema,
      responses: {
        200: { description: 'El estado de cuenta (application/pdf, inline)' },
        400: { description: `'${LEASE_MESSAGES.invalidId}'` },
        404: { description: `'${LEASE_MESSAGES.notFound}' (también el de un inmueble de otro asesor)` },
      },
    },
    async ({ params, caller }) => {
      const { lease, statement } = await statementWithLease(params.id, staffScope(caller));
      const { general, rentals } = await readSettings();
      const bytes = await renderStatementPdf({
        lease,
        statement,
        agencyName: general.siteName,
        bankDetails: rentals.bankDetails,
      });
      return new Response(bytes as BodyInit, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(bytes.length),
          'Content-Disposition': `inline; filename="${statementFileName(lease, statement.asOf)}"`,
        },
      });
    },
  ),
});
